import type { ZodError } from 'zod';
import { type AppError, badRequest } from './errors.ts';

/**
 * A 400 about one field, in the one error shape: { field: message } in fieldErrors so a form can show it
 * under the right input, and "field: message" as the text unless a rule has its own words (`summary`).
 */
export function fieldError(field: string, message: string, summary = `${field}: ${message}`): AppError {
  return badRequest(summary, { [field]: message });
}

/** A 400 naming every field a zod check refused (first message per field), led by the first one. */
export function fieldErrorsOf(error: ZodError): AppError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[String(issue.path[0] ?? 'body')] ??= issue.message;
  const [field, message] = Object.entries(fieldErrors)[0] ?? ['body', 'Invalid input'];
  return badRequest(`${field}: ${message}`, fieldErrors);
}
