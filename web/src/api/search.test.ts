import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client.ts';
import { fetchInterpretation, runSearch, unresolvedQuestion } from './search.ts';
import { fetchStats } from './stats.ts';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem() {}, removeItem() {} });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('unresolved questions (422)', () => {
  it('reads the sentence and suggestions of a 422', () => {
    const error = new ApiError(422, '422: …', 'No data for that league.', {
      error: 'No data for that league.',
      suggestions: ['Premier League best bets today', '', 7],
    });
    expect(unresolvedQuestion(error)).toEqual({
      error: 'No data for that league.',
      suggestions: ['Premier League best bets today'],
    });
  });
  it('is null for other failures', () => {
    expect(unresolvedQuestion(new ApiError(500, '500: x', 'x', { error: 'x' }))).toBeNull();
    expect(unresolvedQuestion(new ApiError(422, '422: x'))).toBeNull();
    expect(unresolvedQuestion(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('calls', () => {
  it('sends the question trimmed', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await runSearch('  Arsenal vs Chelsea  ');
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/search');
    expect(JSON.parse(init.body as string)).toEqual({ query: 'Arsenal vs Chelsea' });
  });

  it('turns a 422 from /api/interpret into an unresolved answer', async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        error: 'Strix has no Champions League data.',
        suggestions: ['Arsenal vs Spurs'],
      }),
    );
    await expect(fetchInterpretation('Champions League predictions')).resolves.toEqual({
      kind: 'unresolved',
      unresolved: {
        error: 'Strix has no Champions League data.',
        suggestions: ['Arsenal vs Spurs'],
      },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/interpret?q=Champions%20League%20predictions');
  });

  it('still throws other interpret failures', async () => {
    fetchMock.mockResolvedValue(json(500, { error: 'boom' }));
    await expect(fetchInterpretation('x')).rejects.toBeInstanceOf(ApiError);
  });

  it('URL-encodes team names for stats', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await fetchStats('Brighton & Hove Albion', 'Nott/m Forest');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/stats/Brighton%20%26%20Hove%20Albion/Nott%2Fm%20Forest',
    );
  });
});
