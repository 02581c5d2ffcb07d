import { date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { menuItems } from './menu.ts';

/** A dish of a day's prep sheet marked prepared: one row per date and dish, seen by every kitchen screen. */
export const kitchenPrepared = pgTable(
  'kitchen_prepared',
  {
    date: date('date', { mode: 'string' }).notNull(),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    preparedBy: integer('prepared_by').references(() => users.id, { onDelete: 'set null' }),
    preparedAt: timestamp('prepared_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [primaryKey({ columns: [t.date, t.menuItemId] })],
);
