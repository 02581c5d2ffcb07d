import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { menuItems } from './menu.ts';

/**
 * The gallery and the photo manager are one list (DESIGN decision 2). The picture itself is either
 * an uploaded image (images table, URL from the image service) or shipped demo artwork under public/.
 */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    filename: text('filename').notNull(),
    imageUrl: text('image_url').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    displayName: text('display_name').notNull(),
    description: text('description'),
    category: text('category').notNull().default('uncategorized'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    featuredOnHomepage: boolean('featured_on_homepage').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Where the site shows the photo (common/photo-placements.ts); order is sortOrder within it. */
    placement: text('placement').notNull().default('gallery'),
    /** The dish a signature-dish or dinner-dish photo pictures. */
    menuItemId: integer('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [index('photos_order_idx').on(t.sortOrder, t.id)],
);
