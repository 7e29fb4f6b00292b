import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client.ts';
import {
  cancelSubscription,
  fetchSubscription,
  fetchUserLimits,
  isUsageLimitError,
  limitsFromTrack,
  trackUsage,
} from './usage.ts';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem() {}, removeItem() {} });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('billing reads and writes', () => {
  it('GETs limits and subscription', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, {})));
    await fetchUserLimits();
    await fetchSubscription();
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      '/api/user/limits',
      '/api/user/subscription',
    ]);
  });

  it('posts the search id to track-usage', async () => {
    fetchMock.mockResolvedValue(json(200, { counted: true }));
    await trackUsage('6f1c0a52-4a43-4a64-9d0e-7f0d8d6b5a11');
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/user/track-usage');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      searchId: '6f1c0a52-4a43-4a64-9d0e-7f0d8d6b5a11',
    });
  });

  it('cancels with a bodiless POST and surfaces the server sentence on failure', async () => {
    fetchMock.mockResolvedValue(json(409, { error: 'No active subscription to cancel.' }));
    const error = await cancelSubscription().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('No active subscription to cancel.');
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/user/subscription/cancel');
    expect(init.body).toBeUndefined();
  });

  it('reads the limits out of a track-usage answer', () => {
    const limits = {
      hasSubscription: false,
      subscriptionPlan: null,
      canMakePrediction: true,
      remainingPredictions: 3,
      remainingCredits: 0,
      resetTime: '2025-01-16T00:00:00.000Z',
      dailyLimit: 5,
      usedToday: 2,
    };
    expect(limitsFromTrack({ ...limits, counted: true, spentFrom: 'allowance' })).toEqual(limits);
  });
});

describe("failures that open the usage-limit modal (product spec, 'States and transitions')", () => {
  it('includes the server 402 and messages about limits, subscriptions or credits', () => {
    const refused = new ApiError(
      402,
      '402: {"error":"Daily prediction limit reached"}',
      'Daily prediction limit reached',
    );
    expect(isUsageLimitError(refused)).toBe(true);
    expect(isUsageLimitError(new ApiError(402, '402: Payment Required'))).toBe(true);
    expect(isUsageLimitError(new Error('Daily prediction limit reached'))).toBe(true);
    expect(isUsageLimitError(new Error('An active subscription is required'))).toBe(true);
    expect(isUsageLimitError(new Error('Not enough credits'))).toBe(true);
  });
  it('excludes other failures', () => {
    expect(isUsageLimitError(new ApiError(500, '500: Internal Server Error'))).toBe(false);
    expect(isUsageLimitError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isUsageLimitError('limit')).toBe(false);
  });
});
