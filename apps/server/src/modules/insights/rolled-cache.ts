/**
 * The rolled part of a period's figures, kept in memory (decision 0061): keyed by what it was computed from — the
 * period, its rolled days and their highest roll-up generation (and the supplier) — so a stale mark or a new roll
 * gives another key and a kept part is never out of date. A few entries, least recently used dropped first; a
 * computation that fails is not kept.
 */
export class RolledCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const value = compute();
    this.entries.set(key, value);
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
