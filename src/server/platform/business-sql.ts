import { type SQL, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../common/business-time.ts';
import { orders } from '../db/schema/index.ts';

/**
 * The business clock in SQL: a timestamp read as the business's wall time (src/common/business-time.ts
 * holds the zone; this is the only place SQL names it). The zone is inlined as a constant so that
 * GROUP BY sees the same expression as SELECT.
 */
export const inBusinessZone = (column: unknown): SQL =>
  sql`(${column} at time zone '${sql.raw(BUSINESS_TIME_ZONE)}')`;

/** A business date-time as the instant it is: a calendar date at midnight on the business's clock. */
export const businessMidnight = (date: unknown): SQL =>
  sql`(${date}::timestamp at time zone '${sql.raw(BUSINESS_TIME_ZONE)}')`;

/**
 * The business day an order belongs to, 'YYYY-MM-DD': its event date, else the day of its pickup,
 * else the day it was placed. The dashboard's revenue and the tax report count orders by it.
 */
export const orderDay: SQL<string> = sql<string>`coalesce(${orders.eventDate}::text, to_char(${inBusinessZone(sql`coalesce(${orders.pickupAt}, ${orders.createdAt})`)}, 'YYYY-MM-DD'))`;
