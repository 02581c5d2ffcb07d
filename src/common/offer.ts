/** The offer feature: see ./offer/types.ts. Public pages import ./offer/text.ts and ./offer/types.ts directly (no zod). */
export * from './offer/defaults.ts';
export * from './offer/schema.ts';
export * from './offer/text.ts';
export * from './offer/types.ts';
