import { useEffect, useState } from 'react';
import type { ResourceRegion } from '../../../domain/content/grief-resources';
import { resourceRegionForTimeZone } from '../../../domain/shared/regions';
import { browserTimeZone } from '../../lib/browser-region';

/**
 * The region whose resources to show. The server renders `initial` (international unless the address names a
 * region); the browser then switches to the visitor's own region from the time zone (spec part 2 §7), unless
 * the address chose one.
 */
export function useResourceRegion(initial?: ResourceRegion) {
  const [region, setRegion] = useState<ResourceRegion>(initial ?? 'international');
  useEffect(() => {
    if (!initial) setRegion(resourceRegionForTimeZone(browserTimeZone()));
  }, [initial]);
  return [region, setRegion] as const;
}
