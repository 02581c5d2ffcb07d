import { z } from 'zod';

export { ErrorCode } from './error-codes.ts';

export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
