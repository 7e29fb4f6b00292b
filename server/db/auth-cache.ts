import {
  AUTH_CHANGES_CHANNEL,
  type AuthChange,
  onLocalAuthChange,
  parseAuthChange,
} from './auth-changes.ts';
import type { Database } from './client.ts';

/** What a cached read is keyed by and which user it belongs to (a user's change clears it). */
interface Entry<T> {
  value: T;
  userId: string;
  readAt: number;
}

export interface AuthCacheOptions {
  /** Most entries of each kind kept; the oldest read goes first. */
  maxEntries?: number;
  /** A read is trusted at most this long, whatever was heard (a bound, not the mechanism). */
  ttlMs?: number;
}

/**
 * This instance's copy of the session and API-key reads every request makes (with the user row,
 * and the break from betting, they come with), so a signed-in request costs no database round
 * trip for who is asking. Kept true by the database's announcements (db/auth-changes.ts): a
 * change clears what it touches on every instance at commit. While the listening connection is
 * down, nothing is served from memory: every read goes to the database, as without a cache.
 *
 * A read that started before a change was heard is not kept (the generation check), so a change
 * landing while the database answers cannot leave the old row behind.
 */
export class AuthCache {
  private readonly sessions = new Map<string, Entry<unknown>>();
  private readonly keys = new Map<string, Entry<unknown>>();
  private generation = 0;
  private trusted = false;
  private readonly maxEntries: number;
  private readonly ttlMs: number;

  constructor(options: AuthCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 20_000;
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
  }

  /** Whether reads are being served from memory (the listening connection is up). */
  get serving(): boolean {
    return this.trusted;
  }

  setConnected(connected: boolean): void {
    this.trusted = connected;
    this.clear();
  }

  clear(): void {
    this.generation++;
    this.sessions.clear();
    this.keys.clear();
  }

  apply(change: AuthChange): void {
    this.generation++;
    if (change.kind === 'session') this.sessions.delete(change.tokenHash);
    else if (change.kind === 'key') this.keys.delete(change.keyHash);
    else {
      for (const map of [this.sessions, this.keys]) {
        for (const [key, entry] of map) if (entry.userId === change.userId) map.delete(key);
      }
    }
  }

  session<T extends { userId: string }>(tokenHash: string, read: () => Promise<T | undefined>) {
    return this.through(this.sessions, tokenHash, read);
  }

  key<T extends { userId: string }>(keyHash: string, read: () => Promise<T | undefined>) {
    return this.through(this.keys, keyHash, read);
  }

  private async through<T extends { userId: string }>(
    map: Map<string, Entry<unknown>>,
    key: string,
    read: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    if (!this.trusted) return read();
    const now = performance.now();
    const kept = map.get(key);
    if (kept && now - kept.readAt < this.ttlMs) return kept.value as T;
    const generation = this.generation;
    const value = await read();
    // Unknown tokens are not kept: a flood of made-up ones must not push real sessions out.
    if (value !== undefined && this.trusted && generation === this.generation) {
      map.delete(key);
      map.set(key, { value, userId: value.userId, readAt: now });
      if (map.size > this.maxEntries) map.delete(map.keys().next().value!);
    }
    return value;
  }
}

/**
 * The cache, listening: to the database's announcements (every instance's writes) and to this
 * process's own. Returns it and the function that stops listening.
 */
export async function startAuthCache(
  database: Pick<Database, 'listen'>,
  onLost: (error?: unknown) => void,
  options?: AuthCacheOptions,
): Promise<{ cache: AuthCache; stop: () => Promise<void> }> {
  const cache = new AuthCache(options);
  const stopLocal = onLocalAuthChange((change) => cache.apply(change));
  const stopListening = await database.listen(AUTH_CHANGES_CHANNEL, {
    onMessage: (payload) => {
      const change = parseAuthChange(payload);
      // Something unknown on the channel: clear rather than keep what it may have changed.
      if (change) cache.apply(change);
      else cache.clear();
    },
    onConnected: (connected) => {
      cache.setConnected(connected);
      if (!connected) onLost();
    },
  });
  return {
    cache,
    stop: async () => {
      stopLocal();
      cache.setConnected(false);
      // The database may be gone already (closed first, or lost): nothing is left to stop then.
      await stopListening().catch(() => {});
    },
  };
}
