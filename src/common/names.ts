import { z } from 'zod';

/** Longer than any real person's name we have met; short enough that a name cannot carry a message. */
const NAME_MAX = 70;

/** Letters (any script, with their accents), spaces, apostrophes, hyphens and periods. */
const NAME_CHARACTERS = /^[\p{L}\p{M}](?:[\p{L}\p{M} '’.-]*[\p{L}\p{M}.])?$/u;
/** A word, a dot and a word again ("evil.example", "www.site"): a web address, not an initial ("J.R."). */
const WEB_ADDRESS = /[\p{L}\p{M}]{2}\.[\p{L}\p{M}]{2}/u;

const nameProblem = (label: string) =>
  `${label} may contain only letters, spaces, apostrophes, hyphens and periods`;

/**
 * A person's name, as every form takes it (checkout, dinner pickup, quote contact, contact form,
 * profile). Names are greeted in mail, some of it to an address nobody has proven yet: a "name" such
 * as "URGENT: re-enter your card at http://…" must not become the business's words there.
 */
export function nameSchema(label: string) {
  // Too long is said alone (abort): the patterns never read a huge string.
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX, { error: `${label} must be at most ${NAME_MAX} characters`, abort: true })
    .refine((v) => NAME_CHARACTERS.test(v) && !WEB_ADDRESS.test(v), nameProblem(label));
}

/** The same, optional: blank means none. */
export function optionalNameSchema(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(NAME_MAX, { error: `${label} must be at most ${NAME_MAX} characters`, abort: true })
    .refine((v) => v === '' || (NAME_CHARACTERS.test(v) && !WEB_ADDRESS.test(v)), nameProblem(label));
}
