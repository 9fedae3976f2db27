/**
 * A map whose entries expire after a fixed time, in memory, with a hard cap on how many it holds
 * (the oldest go first), so a flood of distinct keys costs bounded memory.
 */
export class ExpiringMap<V> {
  /** Entries in insertion order; every entry lives equally long, so the first one expires first. */
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V) {
    const now = this.now();
    this.entries.delete(key);
    for (const [oldest, entry] of this.entries) {
      if (entry.expires > now && this.entries.size < this.maxKeys) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: now + this.ttlMs });
  }

  get size() {
    return this.entries.size;
  }
}
