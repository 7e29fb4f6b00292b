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

  it("hides the reset link's token, Google's authorization code and the voter id", () => {
    expect(redactAddress('/api/votes/Chelsea/Liverpool?session=Zm9vYmFyYmF6cXV4eXp6eg')).toBe(
      '/api/votes/Chelsea/Liverpool?session=[redacted]',
    );
    expect(redactAddress('/auth?resetToken=Zm9vYmFyYmF6cXV4')).toBe('/auth?resetToken=[redacted]');
    expect(redactAddress('/api/auth/google/callback?state=s1&code=4%2F0Ab&scope=email')).toBe(
      '/api/auth/google/callback?state=s1&code=[redacted]&scope=email',
    );
  });
});
