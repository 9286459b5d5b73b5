import type { ReactNode } from 'react';
import type { GatheringSectionInput } from './gathering-sections.server';

/** The campaign page's events section, as static HTML (decision 017). Issue 16: not built yet. */
export function eventsSection(_input: GatheringSectionInput): ReactNode {
  return null;
}
