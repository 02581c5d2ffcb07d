import { useQuery } from '@tanstack/react-query';
import { EMPTY_SITE_PHOTOS, type SitePhotos } from '../../../common/photos.ts';
import { SITE_QUERIES } from '../../../common/site-queries.ts';
import { api } from '../../lib/api.ts';

/**
 * The photos an admin placed on the public pages (embedded in server-rendered pages). While loading
 * or on failure every placement is empty, so the pages show their built-in artwork.
 */
export function useSitePhotos(): { photos: SitePhotos; isPending: boolean } {
  const query = useQuery({
    queryKey: SITE_QUERIES.sitePhotos.key,
    queryFn: () => api.get<SitePhotos>(SITE_QUERIES.sitePhotos.url),
    staleTime: 60_000,
  });
  return { photos: query.data ?? EMPTY_SITE_PHOTOS, isPending: query.isPending };
}
