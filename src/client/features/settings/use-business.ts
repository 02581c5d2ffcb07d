import { useQuery } from '@tanstack/react-query';
import type { BusinessIdentity } from '../../../common/business.ts';
import { DEFAULT_BUSINESS } from '../../../common/business-defaults.ts';
import type { Offer } from '../../../common/offer/types.ts';
import { SITE_QUERIES } from '../../../common/site-queries.ts';
import { api } from '../../lib/api.ts';

/**
 * The business identity. Server-rendered pages arrive with it (no flash of the demo name); otherwise
 * the built-in demo identity shows until the server's arrives.
 */
export function useBusiness(): BusinessIdentity {
  const query = useQuery({
    queryKey: SITE_QUERIES.business.key,
    queryFn: () => api.get<BusinessIdentity>(SITE_QUERIES.business.url),
    placeholderData: DEFAULT_BUSINESS,
  });
  return query.data ?? DEFAULT_BUSINESS;
}

/** The business's offer (packages, prices, minimums, delivery, claims): every page states prices from it. */
export function useOffer(): Offer {
  return useBusiness().offer;
}
