import type { z } from 'zod';

/** Adapts a shared zod schema to Mantine's form validation: the same rules as the server's. */
export function zodValidate<T>(schema: z.ZodType<T>) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      errors[key] ??= issue.message;
    }
    return errors;
  };
}
