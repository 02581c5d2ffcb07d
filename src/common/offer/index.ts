/** The offer feature: see ./offer/types.ts. Public pages import ./offer/text.ts and ./offer/types.ts directly (no zod). */
export * from './defaults.ts';
export * from './schema.ts';
export * from './text.ts';
export * from './types.ts';
