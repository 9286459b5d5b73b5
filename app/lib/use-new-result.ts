import { useEffect, useRef } from 'react';

/** Calls `handle` once per new action/fetcher result (not again when the page re-renders). */
export function useNewResult<T>(result: T | undefined, handle: (result: T) => void): void {
  const handled = useRef<T | undefined>(undefined);
  const latestHandle = useRef(handle);
  latestHandle.current = handle;
  useEffect(() => {
    if (result === undefined || handled.current === result) return;
    handled.current = result;
    latestHandle.current(result);
  }, [result]);
}
