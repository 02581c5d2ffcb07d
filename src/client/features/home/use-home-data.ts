import { useQuery } from '@tanstack/react-query';
import { SITE_QUERIES } from '../../../common/seo.ts';
import { api } from '../../lib/api.ts';

/** The fields the home page reads; other features own these lists, so unknown shapes are tolerated. */
export type ShowcasePhoto = {
  id: number | string;
  imageUrl: string;
  title: string;
  description: string | null;
};
export type SignatureDish = {
  id: number | string;
  name: string;
  description: string;
  price: string;
  imageUrl: string;
};

type Row = Record<string, unknown>;
const rowsOf = (data: unknown): Row[] =>
  (Array.isArray(data)
    ? data
    : Array.isArray((data as Row | null)?.items)
      ? (data as { items: unknown[] }).items
      : []
  ).filter((row): row is Row => typeof row === 'object' && row !== null);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Gallery photos featured on the homepage (the gallery's own list; empty until it has some). */
export function useFeaturedPhotos() {
  return useQuery({
    queryKey: SITE_QUERIES.featuredPhotos.key,
    queryFn: () => api.get<unknown>(SITE_QUERIES.featuredPhotos.url),
    select: (data): ShowcasePhoto[] =>
      rowsOf(data)
        .filter((p) => p.isActive !== false && p.featuredOnHomepage !== false && text(p.imageUrl))
        .slice(0, 6)
        .map((p) => ({
          id: p.id as number,
          imageUrl: text(p.imageUrl),
          title: text(p.displayName) || 'Catered event',
          description: text(p.description) || null,
        })),
  });
}

/** Popular menu items that have a photo: the signature dishes. */
export function useSignatureDishes() {
  return useQuery({
    queryKey: SITE_QUERIES.menuItems.key,
    queryFn: () => api.get<unknown>(SITE_QUERIES.menuItems.url),
    select: (data): SignatureDish[] =>
      rowsOf(data)
        .filter((item) => item.popular === true && item.isActive !== false && text(item.imageUrl))
        .slice(0, 6)
        .map((item) => ({
          id: item.id as number,
          name: text(item.name),
          description: text(item.description),
          price: text(item.price),
          imageUrl: text(item.imageUrl),
        })),
  });
}
