/**
 * A map whose entries lapse at their own time and which never holds more than `capacity` of
 * them: for what anyone can make the demo API remember (a failed sign-in for any text typed as a
 * login, from any address), so that no flood of new keys grows the server's memory without end.
 */
interface Entry<V> {
  value: V;
  expiresAt: number;
}

export class ExpiringMap<V> {
  // A Map keeps its order of insertion: written again, an entry moves to the end, so the first
  // entries are the ones left alone the longest.
  private readonly entries = new Map<string, Entry<V>>();

  constructor(private readonly capacity: number) {}

  /** The value of `key`, unless it has lapsed by `now` (then it is forgotten). */
  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /**
   * Keeps `value` until `expiresAt`. Lapsed entries at the front go, and past the capacity the
   * ones left alone the longest go first, whatever they hold: a few steps per write, not a sweep.
   */
  set(key: string, value: V, expiresAt: number, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt });
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.capacity && entry.expiresAt > now) break;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
