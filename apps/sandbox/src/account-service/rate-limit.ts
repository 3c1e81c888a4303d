// Sliding-window counters kept in memory: the service's brake on guessing passwords.

export class RateLimiter {
  private hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** True while the key is within its limit; counts nothing. */
  allows(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length < this.limit;
  }

  record(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.hits.set(key, list);
    // Keeps the map from growing without bound under a flood of distinct keys.
    if (this.hits.size > 10_000) {
      for (const [other, times] of this.hits) {
        if (times.every((time) => time <= now - this.windowMs)) this.hits.delete(other);
      }
    }
  }

  clear(): void {
    this.hits.clear();
  }

  private recent(key: string, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((time) => time > now - this.windowMs);
  }
}
