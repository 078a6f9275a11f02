import { TtlCache } from '@/lib/shared/ttl-cache';

describe('TtlCache', () => {
  it('answers until the entry expires, then forgets it', () => {
    const cache = new TtlCache<string>(10);
    cache.set('a', 'one', 1_000);
    expect(cache.get('a', 999)).toBe('one');
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry when full', () => {
    const cache = new TtlCache<number>(2);
    cache.set('a', 1, 10_000);
    cache.set('b', 2, 10_000);
    expect(cache.get('a', 0)).toBe(1);
    cache.set('c', 3, 10_000);
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)).toBe(1);
    expect(cache.get('c', 0)).toBe(3);
  });
});
