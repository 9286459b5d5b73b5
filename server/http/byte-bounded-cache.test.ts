import { describe, expect, it } from 'vitest';
import { createByteBoundedCache } from './byte-bounded-cache';

describe('a byte-bounded cache', () => {
  it('drops the least recently used first once over its bound, a read counting as a use and a peek not', () => {
    const cache = createByteBoundedCache<string>({ maxBytes: 40 });
    cache.set('a', 'A', 10);
    cache.set('b', 'B', 10);
    cache.set('c', 'C', 10);
    cache.set('d', 'D', 10);
    expect(cache.get('a')).toBe('A');
    expect(cache.peek('b')).toBe('B');
    cache.set('e', 'E', 10);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBe('A');
    expect(cache.totalBytes).toBe(40);
  });

  it('keeps no value heavier than a quarter of its bound, and forgets the one it replaced', () => {
    const cache = createByteBoundedCache<string>({ maxBytes: 40 });
    cache.set('a', 'small', 5);
    cache.set('a', 'huge', 11);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.totalBytes).toBe(0);
  });

  it('lists its values and deletes by key', () => {
    const cache = createByteBoundedCache<{ tag: string }>({ maxBytes: 100 });
    cache.set('1', { tag: 'x' }, 5);
    cache.set('2', { tag: 'y' }, 5);
    cache.delete('1');
    expect([...cache.values()]).toEqual([{ tag: 'y' }]);
    expect(cache.totalBytes).toBe(5);
  });
});
