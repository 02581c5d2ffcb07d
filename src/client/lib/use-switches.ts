import { useQuery } from '@tanstack/react-query';
import { SITE_QUERIES } from '../../common/site-queries.ts';
import { DEFAULT_FEATURES, type ServiceName, serviceVisible } from '../../common/switches/defaults.ts';
import type { SiteSwitches } from '../../common/switches/schema.ts';
import { api } from './api.ts';
import { useSession } from './use-session.ts';

/**
 * The Feature Manager's switches as pages need them. Server-rendered pages arrive with them, so a
 * switched-off service is never shown for a moment; elsewhere the defaults show until they load.
 */
export function useSwitches(): SiteSwitches {
  const query = useQuery({
    queryKey: SITE_QUERIES.features.key,
    queryFn: () => api.get<SiteSwitches>(SITE_QUERIES.features.url),
    placeholderData: DEFAULT_FEATURES,
  });
  return query.data ?? DEFAULT_FEATURES;
}

/** Whether a service is offered to this viewer: links to it and forms asking for it go with it. */
export function useServiceVisible(service: ServiceName): boolean {
  const features = useSwitches();
  const { isAdmin } = useSession();
  return serviceVisible(features, service, isAdmin);
}
