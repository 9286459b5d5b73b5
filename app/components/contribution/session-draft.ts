import { useEffect, useRef, useState } from 'react';

/**
 * State kept in sessionStorage under `key`, so what a contributor typed survives a reload or a browser that
 * drops the tab in the background (common on low-memory phones). Read after hydration, never on the server.
 */
export function useSessionDraft<T extends object>(key: string, initial: T) {
  const [value, setValue] = useState<T>(initial);
  const [restored, setRestored] = useState(false);
  const initialRef = useRef(initial);

  useEffect(() => {
    try {
      const stored = window.sessionStorage.getItem(key);
      if (stored) setValue({ ...initialRef.current, ...(JSON.parse(stored) as Partial<T>) });
    } catch {
      // unreadable or blocked storage: start afresh
    }
    setRestored(true);
  }, [key]);

  useEffect(() => {
    if (!restored) return;
    try {
      window.sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // storage full or blocked: the answers stay in memory
    }
  }, [key, value, restored]);

  const clear = () => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // nothing to clear
    }
    setValue(initialRef.current);
  };

  return { value, setValue, restored, clear };
}
