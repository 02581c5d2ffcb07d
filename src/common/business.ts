import { z } from 'zod';
import { OfferSchema } from './offer/schema.ts';
import type { Offer } from './offer/types.ts';
import { PhoneSchema } from './phone.ts';

/** Empty, or a value the schema accepts: an owner may leave an address or a website unset. */
const optional = <T extends z.ZodType<string>>(schema: T) => z.union([z.literal(''), schema]);

/** A link shown to visitors: only web addresses, never `javascript:` or `data:` URLs. */
const WebUrlSchema = z.url({
  protocol: /^https?$/,
  hostname: z.regexes.domain,
  error: 'Use a web address starting with https:// or http://',
});

/** The business's identity: one record used by every page, the footer, mail and proposals. */
export const BusinessIdentitySchema = z.object({
  name: z.string().trim().min(1).max(120),
  tagline: z.string().trim().max(200),
  address: z.string().trim().max(200),
  city: z.string().trim().max(120),
  phone: PhoneSchema,
  email: optional(z.email()),
  website: optional(WebUrlSchema),
  hours: z.array(z.object({ days: z.string().max(60), time: z.string().max(60) })).max(10),
  foundedYear: z.number().int().min(1900).max(2100),
});

/** What an admin saves: without an offer, the stored offer stays. */
export const BusinessSettingsInputSchema = BusinessIdentitySchema.extend({
  offer: OfferSchema.optional(),
  /** Read only (the Feature Manager's, decision 0025): accepted with the details a form read, and dropped. */
  instagram: z.string().max(500).optional(),
}).transform(({ instagram: _readOnly, ...input }) => input);

export type BusinessIdentity = z.infer<typeof BusinessIdentitySchema> & {
  offer: Offer;
  /**
   * The Feature Manager's Instagram link (features.social.instagram), shown with the identity for
   * its readers (JSON-LD); it is edited there only (docs/decisions/0025).
   */
  instagram: string;
};
export type BusinessSettingsInput = z.infer<typeof BusinessSettingsInputSchema>;

/** What GET /api/settings/business answers: blank contact fields until an admin saves them (DEMO_DATA off). */
const BusinessIdentityViewSchema = BusinessIdentitySchema.extend({
  address: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  /** Read only: the Feature Manager's Instagram link (see BusinessIdentity). */
  instagram: z.string(),
});

/** GET /api/settings/business: the view above and the offer. */
export const BusinessSettingsViewSchema = BusinessIdentityViewSchema.extend({ offer: OfferSchema });

// The demo identity lives in a module without zod, so the public pages' first download stays small.
export { DEFAULT_BUSINESS, UNCONFIGURED_BUSINESS } from './business-defaults.ts';
