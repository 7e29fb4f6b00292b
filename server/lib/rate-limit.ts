/**
 * A per-client sliding window kept in memory. The interpret endpoint is called as people type,
 * so a database write per call (as the auth limits do) would cost more than the answer; a
 * client that spreads its calls over instances gets at most N times the limit.
 */
export class MemoryRateLimit {
  private hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records a hit; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, now = Date.now()): number {
    const since = now - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length >= this.limit) {
      this.hits.set(key, list);
      return Math.ceil((list[0]! + this.windowMs - now) / 1000);
    }
    list.push(now);
    this.hits.set(key, list);
    if (this.hits.size > 10_000) this.prune(since);
    return 0;
  }

  private prune(since: number) {
    for (const [key, list] of this.hits) {
      if (list.every((t) => t <= since)) this.hits.delete(key);
    }
  }
}
