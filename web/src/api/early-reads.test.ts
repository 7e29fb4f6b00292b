import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getJson } from './client.ts';
import {
  clearEarlyReads,
  EARLY_READ_MAX_AGE_MS,
  firstReads,
  startEarlyReads,
  takeEarlyRead,
} from './early-reads.ts';
import { fetchMatch } from './match.ts';

type FetchArgs = [string, RequestInit];

let fetchMock: ReturnType<typeof vi.fn>;
let stored: Record<string, string>;

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const signIn = (token: string) => {
  stored.auth_token = token;
};
const requests = () => (fetchMock.mock.calls as FetchArgs[]).map(([path]) => path);
const authorizationOf = (call: number) =>
  ((fetchMock.mock.calls[call] as FetchArgs)[1].headers as Record<string, string>).Authorization;

beforeEach(() => {
  stored = {};
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored[key] ?? null,
    setItem: (key: string, value: string) => {
      stored[key] = value;
    },
    removeItem: (key: string) => {
      delete stored[key];
    },
  });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  clearEarlyReads();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('firstReads: what a page opened from its address asks first', () => {
  it('asks who is signed in and the status line on every page', () => {
    expect(firstReads('/')).toEqual(['/api/auth/check', '/api/status']);
    expect(firstReads('/plans')).toEqual(['/api/auth/check', '/api/status']);
  });

  it("adds a match page's match, signed in or not, as the match page asks for it", () => {
    expect(firstReads('/match/206')).toContain('/api/match/206');
    expect(firstReads('/match/a%20b/')).toContain(`/api/match/${encodeURIComponent('a%20b')}`);
    // The page is public: a signed-out visitor reads the match too.
    expect(firstReads('/match/206')).toEqual(['/api/auth/check', '/api/status', '/api/match/206']);
    expect(firstReads('/match/206/votes')).not.toContain('/api/match/206');
  });

  it("adds a league page's outlook, signed in or not", () => {
    expect(firstReads('/league/E0')).toContain('/api/league/E0/outlook');
  });
});

describe('an early read', () => {
  it('answers the first read of its path, so the match is asked for once', async () => {
    signIn('tok');
    fetchMock.mockResolvedValueOnce(json({ id: 206, homeTeam: 'Newcastle' }));
    startEarlyReads(['/api/match/206']);
    expect(requests()).toEqual(['/api/match/206']);
    // Asked as client.ts asks: with the stored token.
    expect(authorizationOf(0)).toBe('Bearer tok');

    expect(await fetchMatch('206')).toEqual({ id: 206, homeTeam: 'Newcastle' });
    expect(requests()).toEqual(['/api/match/206']);
  });

  it('is used once: the next read of the same path asks the server again', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ asOf: 'early' }))
      .mockResolvedValueOnce(json({ asOf: 'later' }));
    startEarlyReads(['/api/status']);
    expect(await getJson('/api/status')).toEqual({ asOf: 'early' });
    expect(await getJson('/api/status')).toEqual({ asOf: 'later' });
    expect(requests()).toEqual(['/api/status', '/api/status']);
  });

  it('never answers another match', async () => {
    signIn('tok');
    fetchMock.mockResolvedValueOnce(json({ id: 206 })).mockResolvedValueOnce(json({ id: 207 }));
    startEarlyReads(['/api/match/206']);
    expect(await fetchMatch('207')).toEqual({ id: 207 });
    expect(requests()).toEqual(['/api/match/206', '/api/match/207']);
  });

  it('is not used once the stored token has changed: the read asks again with the new one', async () => {
    signIn('old');
    fetchMock
      .mockResolvedValueOnce(json({ user: 'old' }))
      .mockResolvedValueOnce(json({ user: 'new' }));
    startEarlyReads(['/api/auth/check']);
    signIn('new');
    expect(await getJson('/api/auth/check')).toEqual({ user: 'new' });
    expect(authorizationOf(1)).toBe('Bearer new');
    // Nor after signing out.
    fetchMock.mockResolvedValue(json({ user: 'old' }));
    signIn('old');
    startEarlyReads(['/api/auth/check']);
    delete stored.auth_token;
    expect(takeEarlyRead('/api/auth/check')).toBeNull();
  });

  it('falls back to an ordinary read when the early request failed', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({ ok: 1 }));
    startEarlyReads(['/api/status']);
    expect(await getJson('/api/status')).toEqual({ ok: 1 });
    expect(requests()).toEqual(['/api/status', '/api/status']);
  });

  it('hands an error answer on as the read would have had it', async () => {
    signIn('tok');
    fetchMock.mockResolvedValueOnce(new Response('{"error":"Match not found"}', { status: 404 }));
    startEarlyReads(['/api/match/9']);
    await expect(fetchMatch('9')).rejects.toMatchObject({ status: 404 });
    expect(requests()).toEqual(['/api/match/9']);
  });

  it('is not used once it is stale: it belongs to the page’s start', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(json({ asOf: 'early' }))
      .mockResolvedValueOnce(json({ asOf: 'now' }));
    startEarlyReads(['/api/status']);
    vi.advanceTimersByTime(EARLY_READ_MAX_AGE_MS + 1);
    expect(await getJson('/api/status')).toEqual({ asOf: 'now' });
  });

  it('is asked once even when started twice', () => {
    fetchMock.mockResolvedValue(json({}));
    startEarlyReads(['/api/status']);
    startEarlyReads(['/api/status']);
    expect(requests()).toEqual(['/api/status']);
  });
});
