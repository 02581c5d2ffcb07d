import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** QR codes shown on /qr-codes; the images are drawn from `data` by the server on request. */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type', { enum: ['discount', 'app-access', 'custom'] }).notNull(),
    data: text('data').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [check('qr_codes_type_check', sql`${t.type} in ('discount', 'app-access', 'custom')`)],
);
