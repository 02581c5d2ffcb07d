import { useEffect } from 'react';
import { useBusiness } from '../features/settings/use-business.ts';

/**
 * Sets the title of a page that is not server-rendered: the server sends such paths with the
 * business name only, and the router updates titles only on later navigations.
 */
export function usePageTitle(title: string): void {
  const business = useBusiness();
  useEffect(() => {
    document.title = `${title} | ${business.name}`;
  }, [title, business.name]);
}
