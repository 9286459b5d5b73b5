/**
 * Where a wizard keeps what was typed. Session storage for a contribution (one tab, one gift); local storage for
 * a campaign being created, which may be finished another day.
 */
export type DraftStorage = 'localStorage' | 'sessionStorage';

/** Reading a draft, apart from the hook that keeps one, so a page can look for one without loading the hook. */
export function readStoredDraft(storage: DraftStorage, key: string): unknown {
  try {
    return JSON.parse(window[storage].getItem(key) ?? 'null');
  } catch {
    return null; // unreadable or blocked storage: start afresh
  }
}
