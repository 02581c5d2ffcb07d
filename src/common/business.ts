import { z } from 'zod';

/** A link shown to visitors: only web addresses, never `javascript:` or `data:` URLs. */
export const WebUrlSchema = z.url({
  protocol: /^https?$/,
  hostname: z.regexes.domain,
  error: 'Use a web address starting with https:// or http://',
});

/** The business's identity: one record used by every page, the footer, mail and proposals. */
export const BusinessIdentitySchema = z.object({
  name: z.string().trim().min(1).max(120),
  tagline: z.string().trim().max(200),
  address: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(120),
  phone: z.string().trim().min(7).max(40),
  email: z.email(),
  website: WebUrlSchema,
  instagram: WebUrlSchema,
  hours: z.array(z.object({ days: z.string().max(60), time: z.string().max(60) })).max(10),
  foundedYear: z.number().int().min(1900).max(2100),
});
export type BusinessIdentity = z.infer<typeof BusinessIdentitySchema>;

/** What GET /api/settings/business answers: blank contact fields until an admin saves them (DEMO_DATA off). */
export const BusinessIdentityViewSchema = BusinessIdentitySchema.extend({
  address: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  instagram: z.string(),
});

// The demo identity lives in a module without zod, so the public pages' first download stays small.
export { DEFAULT_BUSINESS, UNCONFIGURED_BUSINESS } from './business-defaults.ts';
