import { describe, expect, it } from 'vitest';
import { redactAddress } from './log-redaction.ts';

describe('redactAddress', () => {
  it('hides the value of every key-like parameter and keeps the rest', () => {
    expect(redactAddress('/api/v1/fixtures?league=E0&api_key=strix_live_abc&limit=5')).toBe(
      '/api/v1/fixtures?league=E0&api_key=[redacted]&limit=5',
    );
    expect(redactAddress('/api/v1/leagues?token=abc#x')).toBe('/api/v1/leagues?token=[redacted]#x');
    expect(redactAddress('/api/v1/leagues?monkey=1')).toBe('/api/v1/leagues?monkey=1');
  });
});
