/**
 * A small in-process map whose entries expire, bounded in size (the least recently used entry
 * goes first). For values that are costly to get and the same for whoever asks with the same
 * key: unsealed session cookies (lib/session.ts), catalogue lists (lib/backend/catalogue.ts) and the
 * demo backend's re-checked offers of client selections (demo-backend/src/routes/shared-selections.ts).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(private readonly maxEntries: number) {}

  /** The value stored under `key` while `now` is before its expiry, else undefined. */
  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) return undefined;
    // Re-inserted: a Map keeps insertion order, so the first key is the least recently used.
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, expiresAt: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
