import type { ReactNode } from 'react';
import type { GatheringSectionInput } from './gathering-sections.server';

/** The campaign page's guestbook section, as static HTML (decision 017). Issue 16: not built yet. */
export function guestbookSection(_input: GatheringSectionInput): ReactNode {
  return null;
}
