import { type AnyPackage, allPackages } from '../../common/offer/text.ts';
import type { Offer } from '../../common/offer/types.ts';
import { PACKAGE_SERVICES, serviceVisible } from '../../common/switches/defaults.ts';
import { useSession } from './use-session.ts';
import { useSwitches } from './use-switches.ts';

/** Whether a package key (or 'custom') may be chosen right now. */
export function usePackageOffered(): (key: string) => boolean {
  const features = useSwitches();
  const { isAdmin } = useSession();
  return (key) => {
    const service = PACKAGE_SERVICES[key];
    return !service || serviceVisible(features, service, isAdmin);
  };
}

/** The offer's packages, without those of switched-off services. */
export function useOfferedPackages(offer: Offer): AnyPackage[] {
  const offered = usePackageOffered();
  return allPackages(offer).filter((pkg) => offered(pkg.key));
}
