import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import { AuthCache } from '../../db/auth-cache.ts';
import { HOME_SCREEN_WAIT_MS, homeFirstScreen } from './home-first-screen.ts';

/** A request for `/` with a session cookie of the right shape (each its own: auth is per request). */
const request = () =>
  ({ headers: {}, cookies: { strix_session: 'a'.repeat(43) } }) as unknown as FastifyRequest;
const reply = {} as FastifyReply;

function contextWith(db: unknown) {
  const warn = vi.fn();
  const ctx = {
    db,
    authCache: new AuthCache(),
    clock: { now: () => new Date('2025-01-15T12:00:00Z') },
    log: { warn },
  } as unknown as AppContext;
  return { ctx, warn };
}

describe("the signed-in home's greeting when the session cannot be read", () => {
  it('goes out without it, and says why in the log, when the database fails', async () => {
    const down = new Proxy(
      {},
      {
        get() {
          throw new Error('database is down');
        },
      },
    );
    const { ctx, warn } = contextWith(down);
    expect(await homeFirstScreen(ctx)(request(), reply)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('does not hold the page for a database slower than its wait', async () => {
    // Every read the session needs hangs.
    const stuck = new Proxy(
      {},
      {
        get() {
          return () => stuck;
        },
      },
    );
    const { ctx } = contextWith(stuck);
    vi.spyOn(ctx.authCache, 'session').mockReturnValue(new Promise(() => {}));
    vi.useFakeTimers();
    try {
      let greeting: unknown = 'waiting';
      void homeFirstScreen(ctx)(request(), reply).then((words) => {
        greeting = words;
      });
      await vi.advanceTimersByTimeAsync(HOME_SCREEN_WAIT_MS - 1);
      expect(greeting).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      expect(greeting).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
