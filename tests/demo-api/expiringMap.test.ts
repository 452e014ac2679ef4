/** The bounded map behind the sign-in counts (demo-api/expiringMap.ts). */
import { ExpiringMap } from '../../demo-api/expiringMap';

describe('ExpiringMap', () => {
  it('forgets an entry at its own time', () => {
    const map = new ExpiringMap<string>(10);
    map.set('a', 'kept', 2000, 1000);
    expect(map.get('a', 1999)).toBe('kept');
    expect(map.get('a', 2000)).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('never holds more than its capacity: endless new keys push out the oldest', () => {
    const map = new ExpiringMap<number>(100);
    for (let key = 0; key < 10_000; key += 1) map.set(`typed-${key}`, key, 1_000_000, 0);
    expect(map.size).toBe(100);
    expect(map.get('typed-9899', 0)).toBeUndefined();
    expect(map.get('typed-9900', 0)).toBe(9900);
  });

  it('counts a key written again as the newest', () => {
    const map = new ExpiringMap<number>(2);
    map.set('a', 1, 1000, 0);
    map.set('b', 1, 1000, 0);
    map.set('a', 2, 1000, 0);
    map.set('c', 1, 1000, 0);
    expect([map.get('a', 0), map.get('b', 0), map.get('c', 0)]).toEqual([2, undefined, 1]);
  });

  it('lets lapsed entries go as new ones come, before the capacity is reached', () => {
    const map = new ExpiringMap<number>(100);
    for (let key = 0; key < 50; key += 1) map.set(`old-${key}`, key, 1000, 0);
    map.set('new', 1, 5000, 1000);
    expect(map.size).toBe(1);
  });
});
