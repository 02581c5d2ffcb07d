/** PostgreSQL's unique_violation, as raised by both PGlite and postgres.js (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's foreign_key_violation (a row deleted meanwhile, or still referenced), possibly wrapped by Drizzle. */
export function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The name of the unique index a unique_violation hit (PGlite says `constraint`, postgres.js `constraint_name`). */
export function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { constraint, constraint_name } = current as { constraint?: unknown; constraint_name?: unknown };
    const name = constraint ?? constraint_name;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Text PostgreSQL cannot store (a NUL byte: 22021 on PostgreSQL, 22P05 untranslatable character):
 * bad input that slipped past the request guard, e.g. inside a multipart field.
 */
export function isUnstorableText(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
