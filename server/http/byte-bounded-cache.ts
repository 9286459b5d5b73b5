/**
 * A map that holds at most `maxBytes` of values (as each is weighed when stored), dropping the least recently used
 * first. A value heavier than a quarter of the bound is not kept: one page must not empty the cache for the others.
 */
export function createByteBoundedCache<Value>({ maxBytes }: { maxBytes: number }) {
  const entries = new Map<string, { value: Value; bytes: number }>();
  let totalBytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  return {
    /** The value, which becomes the most recently used. */
    get(key: string): Value | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    /** The value without counting it as a use. */
    peek(key: string): Value | undefined {
      return entries.get(key)?.value;
    },
    set(key: string, value: Value, bytes: number) {
      remove(key);
      if (bytes > maxBytes / 4) return;
      entries.set(key, { value, bytes });
      totalBytes += bytes;
      for (const oldest of entries.keys()) {
        if (totalBytes <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    *values(): IterableIterator<Value> {
      for (const entry of entries.values()) yield entry.value;
    },
    get totalBytes() {
      return totalBytes;
    },
  };
}
