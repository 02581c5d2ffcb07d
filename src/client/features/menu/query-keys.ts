import { SITE_QUERIES } from '../../../common/site-queries.ts';

/** The menu feature's query keys; invalidating `items` also refreshes the signature dishes. */
export const menuKeys = {
  items: ['menu-items'] as const,
  /**
   * The list differs by role (admins also get hidden items), so the role is part of the key; a
   * visitor's is the one the server embeds in the page.
   */
  itemsFor: (isAdmin: boolean) => (isAdmin ? (['menu-items', 'all'] as const) : SITE_QUERIES.menu.key),
  categories: SITE_QUERIES.menuCategories.key,
};
