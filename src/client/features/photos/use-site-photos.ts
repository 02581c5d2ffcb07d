import { useQuery } from '@tanstack/react-query';
import type { SitePlacement } from '../../../common/photo-placements.ts';
import { EMPTY_SITE_PHOTOS, photoArtwork, type SitePhotos } from '../../../common/photos.ts';
import type { Artwork } from '../../../common/site-artwork.ts';
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

/**
 * A one-picture place (a page banner, the home specialties): the admin's photo placed there, or the
 * built-in artwork while none is.
 */
export function usePlacedArtwork(placement: SitePlacement, builtIn: Artwork): Artwork {
  const placed = useSitePhotos().photos[placement][0];
  return placed ? photoArtwork(placed) : builtIn;
}
