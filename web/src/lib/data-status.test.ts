import { type StatusResponse, statusClockMs } from '@contract';
import { describe, expect, it } from 'vitest';
import { hasProviderTrouble, liveStatusText, replayPricesAsOf } from './data-status.ts';

const now = new Date('2025-01-18T15:00:00Z');
const live = (over: Partial<StatusResponse> = {}): StatusResponse => ({
  mode: 'live',
  asOf: now.toISOString(),
  pricesUpdatedAt: '2025-01-18T14:57:00Z',
  newsFeeds: true,
  providers: [
    { name: 'The Odds API', state: 'ok', lastSuccessAt: null, problem: null, quota: null },
    { name: 'nflverse', state: 'waiting', lastSuccessAt: null, problem: null, quota: null },
  ],
  unmatchedTeams: [],
  ...over,
});

describe('status line', () => {
  it("says how old the odds are when every provider works: 'Live · odds updated 3 min ago'", () => {
    expect(liveStatusText(live(), now)).toBe('Live · odds updated 3 min ago');
    expect(liveStatusText(live({ pricesUpdatedAt: null }), now)).toBe('Live · no odds yet');
    expect(hasProviderTrouble(live())).toBe(false);
  });

  it('names a failing provider and its problem', () => {
    const status = live({
      pricesUpdatedAt: '2025-01-18T12:00:00Z',
      providers: [
        {
          name: 'The Odds API',
          state: 'failing',
          lastSuccessAt: '2025-01-18T12:00:00Z',
          problem: 'The monthly quota is used up.',
          quota: { remaining: 0, used: 500 },
        },
        { name: 'nflverse', state: 'failing', lastSuccessAt: null, problem: null, quota: null },
      ],
    });
    expect(liveStatusText(status, now)).toBe(
      'Live · The Odds API is failing: The monthly quota is used up · nflverse is failing · odds updated 3 h ago',
    );
    expect(hasProviderTrouble(status)).toBe(true);
  });

  it('says a paused provider in its own words, or that it is paused', () => {
    const pausedOdds = {
      name: 'The Odds API',
      state: 'paused' as const,
      lastSuccessAt: '2025-01-18T12:00:00Z',
      problem: 'paused: credits below reserve (400 left, resets 1 Feb)',
      quota: { remaining: 400, used: 19_600 },
    };
    const status = live({ pricesUpdatedAt: '2025-01-18T12:00:00Z', providers: [pausedOdds] });
    expect(liveStatusText(status, now)).toBe(
      'Live · The Odds API paused: credits below reserve (400 left, resets 1 Feb) · odds updated 3 h ago',
    );
    expect(hasProviderTrouble(status)).toBe(true);
    const bare = live({ providers: [{ ...pausedOdds, problem: null }] });
    expect(liveStatusText(bare, now)).toBe(
      'Live · The Odds API is paused · odds updated 3 min ago',
    );
  });

  it('says the clock is accelerated, with its time, and reads ages against that clock', () => {
    const acceleratedClock = {
      speed: 600,
      startedAt: '2025-03-08T09:00:00.000Z',
      realStartedAt: '2026-05-01T10:00:00.000Z',
      note: 'not real time',
    };
    // Ten real seconds at ×600: 100 clock minutes.
    const clockNow = new Date(
      statusClockMs(acceleratedClock, Date.parse('2026-05-01T10:00:10.000Z')),
    );
    expect(clockNow.toISOString()).toBe('2025-03-08T10:40:00.000Z');
    const status = live({
      asOf: '2025-03-08T10:40:00.000Z',
      pricesUpdatedAt: '2025-03-08T10:35:00.000Z',
      acceleratedClock,
    });
    expect(liveStatusText(status, clockNow)).toBe(
      'Live · accelerated clock ×600, not real time: 8 Mar 2025 10:40 UTC · odds updated 5 min ago',
    );
  });

  it('gives the prices day in replay only when it is before the replay date', () => {
    const replay = live({ mode: 'replay', asOf: '2025-01-15T12:00:00Z', providers: [] });
    expect(replayPricesAsOf({ ...replay, pricesUpdatedAt: '2025-01-14T18:00:00Z' })).toBe(
      '2025-01-14T18:00:00Z',
    );
    expect(replayPricesAsOf({ ...replay, pricesUpdatedAt: '2025-01-15T09:00:00Z' })).toBeNull();
    expect(replayPricesAsOf({ ...replay, pricesUpdatedAt: null })).toBeNull();
  });
});
