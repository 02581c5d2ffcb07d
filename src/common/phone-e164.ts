/**
 * Phone numbers as texts need them (issue 40 §1): E.164 ("+12155550123"), read and validated by
 * libphonenumber-js with the US as the default region. Kept apart from phone.ts so the pages that
 * only check a form's phone do not load the library's metadata.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** "+12155550123" for "(215) 555-0123", or null when it is not a valid number. */
export function toE164(value: string | null | undefined): string | null {
  if (!value) return null;
  const parsed = parsePhoneNumberFromString(value, 'US');
  return parsed?.isValid() ? parsed.number : null;
}
