import { z } from 'zod';

/** Every error code the API can answer with, listed once. */
export const ErrorCode = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  crossOrigin: 'CROSS_ORIGIN_REFUSED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidToken: 'INVALID_TOKEN',
  paymentFailed: 'PAYMENT_FAILED',
  /** POST /api/loyalty/redeem with too few points: the screen titles it 'Insufficient Points'. */
  insufficientPoints: 'INSUFFICIENT_POINTS',
  internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
