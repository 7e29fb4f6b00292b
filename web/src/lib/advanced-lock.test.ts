import { describe, expect, it } from 'vitest';
import { lockCopy } from './advanced-lock.ts';

describe('lockCopy', () => {
  it('asks a signed-out visitor to sign up, free', () => {
    const copy = lockCopy('signedOut');
    expect(copy.body).toContain('Free forever, no credit card required.');
    expect(copy.actions).toEqual([
      { label: 'Sign Up Free', href: '/auth/signup' },
      { label: 'Sign In', href: '/auth' },
    ]);
  });
  it('tells someone out of predictions it is a Premium Feature and where the plans are', () => {
    const copy = lockCopy('limitReached');
    expect(copy.title).toBe('Premium Feature');
    expect(copy.body).toMatch(/^You've used today's predictions\./);
    expect(copy.actions).toEqual([{ label: 'View Plans', href: '/plans' }]);
  });
  it('gives a break the server’s own sentence, with the way to the limits and to help', () => {
    const sentence = 'Odds and value bets are hidden during your break, until 1 Dec 2026 18:00.';
    const copy = lockCopy('break', sentence);
    expect(copy.body).toBe(sentence);
    expect(copy.actions.map((a) => a.href)).toEqual([
      '/settings#betting-limits',
      '/responsible-gambling',
    ]);
  });
});
