/**
 * The rolled part of a period's figures, kept in memory (decision 0061): keyed by what it was computed from — the
 * period, its rolled days and their highest roll-up generation (and the supplier) — so a stale mark or a new roll
 * gives another key and a kept part is never out of date. Kept per database handle (a pool: one database), so
 * two databases never share a part. A few entries each, least recently used dropped first; a computation that
 * fails is not kept.
 */
export class RolledCache<T> {
  private readonly byDatabase = new WeakMap<object, Map<string, Promise<T>>>();

  constructor(private readonly maxEntries: number) {}

  get(db: object, key: string, compute: () => Promise<T>): Promise<T> {
    let entries = this.byDatabase.get(db);
    if (!entries) this.byDatabase.set(db, (entries = new Map()));
    return this.getIn(entries, key, compute);
  }

  private getIn(entries: Map<string, Promise<T>>, key: string, compute: () => Promise<T>): Promise<T> {
    const kept = entries.get(key);
    if (kept) {
      entries.delete(key);
      entries.set(key, kept);
      return kept;
    }
    const value = compute();
    entries.set(key, value);
    value.catch(() => entries.delete(key));
    if (entries.size > this.maxEntries) entries.delete(entries.keys().next().value!);
    return value;
  }
}
