import type { MenuCategory } from './schema.ts';

/** "salads" -> "Salads", from the managed list; unknown slugs are shown as they are. */
export function categoryLabel(categories: MenuCategory[] | undefined, slug: string): string {
  return categories?.find((c) => c.slug === slug)?.label ?? slug;
}
