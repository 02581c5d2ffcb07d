import { useQuery } from '@tanstack/react-query';
import { type BusinessIdentity, DEFAULT_BUSINESS } from '../../../common/business.ts';
import { api } from '../../lib/api.ts';

/** The business identity; the built-in demo identity shows until the server's arrives. */
export function useBusiness(): BusinessIdentity {
  const query = useQuery({
    queryKey: ['settings', 'business'],
    queryFn: () => api.get<BusinessIdentity>('/api/settings/business'),
    placeholderData: DEFAULT_BUSINESS,
  });
  return query.data ?? DEFAULT_BUSINESS;
}
