import { z } from 'zod';

/**
 * The one check of a 'YYYY-MM-DD' date that people type or send: its shape, then that the day exists.
 * Shared by every schema with a date, so '2027-02-29' answers the same words wherever it is sent.
 */
export const REAL_DATE_MESSAGE = 'Please enter a real date.';
export const DATE_SHAPE_MESSAGE = 'Use a date such as 2026-06-06';

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether 'YYYY-MM-DD' names a day on the calendar (no February 29 in 2027, no month 13, no April 31). */
export function isRealDate(value: string): boolean {
  if (!DATE_SHAPE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/**
 * A required 'YYYY-MM-DD' field: missing → '<label> is required', wrong shape → an example,
 * an impossible day → REAL_DATE_MESSAGE (abort: one message per field, the first that applies).
 */
export const requiredDateSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, { error: `${label} is required`, abort: true })
    .regex(DATE_SHAPE, { error: DATE_SHAPE_MESSAGE, abort: true })
    .refine(isRealDate, REAL_DATE_MESSAGE);

/** The date part of an ISO date-time ('2027-02-29T18:00…'), checked the same way when it has one. */
export const realDatePartOf = (value: string) =>
  !DATE_SHAPE.test(value.slice(0, 10)) || isRealDate(value.slice(0, 10));
