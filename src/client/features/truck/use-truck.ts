import { useQuery } from '@tanstack/react-query';
import { SITE_QUERIES } from '../../../common/seo.ts';
import type { TruckLocation } from '../../../common/truck.ts';
import { api } from '../../lib/api.ts';

/** Where the truck is and its weekly schedule; server-rendered pages arrive with it. */
export function useTruckLocation() {
  return useQuery({
    queryKey: SITE_QUERIES.truckLocation.key,
    queryFn: () => api.get<TruckLocation>(SITE_QUERIES.truckLocation.url),
  });
}
