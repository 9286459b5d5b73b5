import type { ReactNode } from 'react';
import type { GatheringSectionInput } from './gathering-sections.server';

/** The campaign page's updates section, as static HTML (decision 017). Issue 16: not built yet. */
export function updatesSection(_input: GatheringSectionInput): ReactNode {
  return null;
}
