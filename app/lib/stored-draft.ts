import { useEffect, useRef, useState } from 'react';
import { type DraftStorage, readStoredDraft } from './read-stored-draft';

export interface StoredDraftOptions<T> {
  storage: DraftStorage;
  /** Turns whatever was stored (possibly written by an older release, or tampered with) into a valid draft. */
  restore?(stored: unknown, initial: T): T;
  /** False for a state that must never be resumed (a launch under way); the stored draft then stays as it was. */
  shouldSave?(value: T): boolean;
  /**
   * Read storage during the first render. Only for components that never render on the server (a lazily opened
   * dialog); others read it after hydration so the server's HTML and the first browser render agree.
   */
  readDuringFirstRender?: boolean;
}

function mergeOver<T>(stored: unknown, initial: T): T {
  return stored && typeof stored === 'object' ? { ...initial, ...(stored as Partial<T>) } : initial;
}

/**
 * The one draft-persistence hook of the wizards: state saved on every change under `key`, so what a grieving
 * family typed survives a reload, a dropped connection or a browser that discards the tab on a low-memory phone.
 */
export function useStoredDraft<T extends object>(key: string, initial: T, options: StoredDraftOptions<T>) {
  const { storage, readDuringFirstRender = false } = options;
  const optionsRef = useRef(options);
  const initialRef = useRef(initial);
  const restore = (stored: unknown) => (optionsRef.current.restore ?? mergeOver)(stored, initialRef.current);
  const [value, setValue] = useState<T>(() =>
    readDuringFirstRender ? restore(readStoredDraft(storage, key)) : initial,
  );
  const [restored, setRestored] = useState(readDuringFirstRender);

  // biome-ignore lint/correctness/useExhaustiveDependencies: restore reads the latest options through a ref
  useEffect(() => {
    if (readDuringFirstRender) return;
    setValue(restore(readStoredDraft(storage, key)));
    setRestored(true);
  }, [key, storage, readDuringFirstRender]);

  useEffect(() => {
    if (!restored || optionsRef.current.shouldSave?.(value) === false) return;
    try {
      window[storage].setItem(key, JSON.stringify(value));
    } catch {
      // storage full or blocked: the answers stay in memory for this visit
    }
  }, [key, storage, value, restored]);

  /** Drops the stored copy only: for a draft that has just become a campaign and is still on screen. */
  const forget = () => {
    try {
      window[storage].removeItem(key);
    } catch {
      // nothing to forget
    }
  };
  /** Drops the stored copy and starts afresh. */
  const clear = () => {
    forget();
    setValue(initialRef.current);
  };

  return { value, setValue, restored, clear, forget };
}
