import { useQuery } from '@tanstack/react-query';
import type { BusinessIdentity } from '../../common/business.ts';
import { UNCONFIGURED_BUSINESS } from '../../common/business-defaults.ts';
import type { Offer } from '../../common/offer/types.ts';
import { SITE_QUERIES } from '../../common/site-queries.ts';
import { api } from './api.ts';

/**
 * The business identity. Every page the server sends arrives with it; otherwise a blank identity (never
 * the demo's, which is only real data when DEMO_DATA stored it) shows until the server's arrives.
 */
export function useBusiness(): BusinessIdentity {
  const query = useQuery({
    queryKey: SITE_QUERIES.business.key,
    queryFn: () => api.get<BusinessIdentity>(SITE_QUERIES.business.url),
    placeholderData: UNCONFIGURED_BUSINESS,
  });
  return query.data ?? UNCONFIGURED_BUSINESS;
}

/** The business's offer (packages, prices, minimums, delivery, claims): every page states prices from it. */
export function useOffer(): Offer {
  return useBusiness().offer;
}
