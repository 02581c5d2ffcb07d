import { z } from 'zod';
import { EmailSchema } from '../auth.ts';
import { optionalNameSchema } from '../names.ts';
import { PhoneSchema } from '../phone.ts';
import { CreateQuoteBodySchema } from './schema.ts';

/**
 * The quote request form (the "Get a Quote" page): one schema for the page (zodValidate) and for
 * POST /api/quotes, so a field is refused in the same words on both sides. A signed-in client's
 * contact is the account's; a visitor gives one, where the proposal is mailed and called.
 */

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** A visitor's contact: each missing one named in the words the quote page shows. */
export const VisitorContactSchema = z.object({
  contactName: required('Please tell us your name').pipe(optionalNameSchema('Name')),
  contactEmail: required('Please give an email address for your proposal').pipe(EmailSchema),
  contactPhone: required('Please give a phone number').pipe(PhoneSchema),
});

/** What the form sends: the request, with a contact when no one is signed in. */
export const quoteRequestSchema = (signedIn: boolean) =>
  signedIn ? CreateQuoteBodySchema : CreateQuoteBodySchema.extend(VisitorContactSchema.shape);
