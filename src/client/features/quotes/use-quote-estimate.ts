import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { findPackage, guestCountProblem } from '../../../common/offer/index.ts';
import type { Offer } from '../../../common/offer/types.ts';
import type { QuoteEstimate, QuoteEstimateBody } from '../../../common/quotes/estimate.ts';
import { ApiError, api } from '../../lib/api.ts';
import { quoteKeys } from './query-keys.ts';

export type EstimateRequest = {
  menuPackage: string;
  guestCount: number;
  dishes: number[];
  /** The venue's ZIP as typed; asked only once it has five digits. */
  venueZip: string;
};

/**
 * The whole bill of a package request from the server (POST /api/quotes/estimate, issue 34 §2): the
 * wizard's "Estimated total" and the Revise dialog's are the sum the proposal will carry. Asked again
 * as the package, guests, dishes or ZIP change (guests after a pause in typing).
 */
export function useQuoteEstimate(offer: Offer, request: EstimateRequest) {
  const [guestCount] = useDebouncedValue(request.guestCount, 300);
  const zip = request.venueZip.trim();
  const zipReady = zip === '' || /^\d{5}$/.test(zip);
  const priced =
    findPackage(offer, request.menuPackage) !== undefined &&
    guestCount > 0 &&
    guestCountProblem(offer, request.menuPackage, guestCount) === null;
  const body: QuoteEstimateBody = {
    menuPackage: request.menuPackage as QuoteEstimateBody['menuPackage'],
    guestCount,
    dishes: request.dishes,
    ...(zip && zipReady ? { venueZip: zip } : {}),
  };
  const query = useQuery({
    queryKey: quoteKeys.estimate(body),
    queryFn: () => api.post<QuoteEstimate>('/api/quotes/estimate', body),
    enabled: priced && zipReady,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
  const fieldErrors = query.error instanceof ApiError ? query.error.fieldErrors : {};
  return {
    /** The bill, or null while there is nothing to price (a custom menu, no guests yet, an error). */
    estimate: priced && zipReady && !query.isError ? (query.data ?? null) : null,
    /** Why the ZIP cannot be priced ("We don't deliver to … yet"), shown under the ZIP field. */
    zipError: query.isError ? (fieldErrors.deliveryZip ?? fieldErrors.venueZip) : undefined,
    error: query.isError ? (query.error as Error) : null,
    priced,
  };
}
