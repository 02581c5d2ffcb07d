import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * emailKey (src/common/email-key.ts) computed by the database, for comparing stored addresses:
 * the same folding, so `First+1@Example.test` and `first@example.test` meet.
 */
export function emailKeySql(column: SQLWrapper): SQL<string> {
  const lower = sql`lower(trim(${column}))`;
  const local = sql`regexp_replace(split_part(${lower}, '@', 1), '^([^+]+)[+].*$', '\\1')`;
  const domain = sql`split_part(${lower}, '@', 2)`;
  return sql<string>`(case when ${domain} in ('gmail.com', 'googlemail.com') then replace(${local}, '.', '') || '@gmail.com' else ${local} || '@' || ${domain} end)`;
}
