import { API_KEY_MESSAGES, ApiKeyNameSchema } from '@contract';
import { describe, expect, it } from 'vitest';
import {
  API_KEY_NAME_MAX,
  formatKeyDay,
  formatLastUsed,
  formatLimits,
  formatUsage,
  keyNameProblem,
  orderKeys,
} from './api-keys.ts';

describe('API access texts', () => {
  it('states the limits with thousands separators and the UTC day', () => {
    expect(formatLimits({ perMinute: 60, perDay: 10_000 })).toBe(
      '60 requests a minute · 10,000 a day (UTC)',
    );
    expect(formatLimits({ perMinute: 1, perDay: 500 })).toBe(
      '1 request a minute · 500 a day (UTC)',
    );
  });

  it('counts requests today and this month, singular for one', () => {
    expect(formatUsage({ today: 0, month: 0 })).toBe('0 requests today · 0 this month');
    expect(formatUsage({ today: 1, month: 1 })).toBe('1 request today · 1 this month');
    expect(formatUsage({ today: 2, month: 12_345 })).toBe('2 requests today · 12,345 this month');
  });

  it('dates keys by the UTC day, as the quota counts them', () => {
    // 23:30 in New York on 14 Jan is already 15 Jan in UTC.
    expect(formatKeyDay('2025-01-15T04:30:00.000Z')).toBe('15 Jan 2025');
    expect(formatKeyDay('2025-09-01T00:00:00.000Z')).toBe('1 Sep 2025');
    expect(formatKeyDay(null)).toBeNull();
    expect(formatKeyDay('not a date')).toBeNull();
  });

  it('says when a key was last used, to the minute, or that it never was', () => {
    expect(formatLastUsed('2025-01-15T09:05:42.000Z')).toBe('Last used 15 Jan 2025, 09:05 UTC');
    expect(formatLastUsed(null)).toBe('Never used');
  });

  it('checks a name as the server will, after trimming', () => {
    expect(keyNameProblem('')).toBe(API_KEY_MESSAGES.nameRequired);
    expect(keyNameProblem('   ')).toBe(API_KEY_MESSAGES.nameRequired);
    expect(keyNameProblem('Trading bot')).toBeNull();
    const longest = 'x'.repeat(API_KEY_NAME_MAX);
    expect(keyNameProblem(`  ${longest}  `)).toBeNull();
    expect(keyNameProblem(`${longest}x`)).toBe(API_KEY_MESSAGES.nameTooLong);
    // The same verdicts as the contract's schema.
    for (const name of ['', '  ', 'Trading bot', `  ${longest}  `, `${longest}x`]) {
      const parsed = ApiKeyNameSchema.safeParse(name);
      expect(keyNameProblem(name)).toBe(parsed.success ? null : parsed.error.issues[0]?.message);
    }
  });

  it('lists working keys before revoked ones, keeping the newest first within each', () => {
    const keys = [
      { id: 'c', revokedAt: '2025-01-14T00:00:00.000Z' },
      { id: 'b', revokedAt: null },
      { id: 'a', revokedAt: null },
    ];
    expect(orderKeys(keys).map((k) => k.id)).toEqual(['b', 'a', 'c']);
  });
});
