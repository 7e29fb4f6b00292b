import { describe, expect, it } from 'vitest';
import { formatAge, formatInstant } from './price-age.ts';

const now = new Date('2025-01-18T15:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

describe('price ages', () => {
  it('reads minutes, hours, days, weeks, months and years back from the clock', () => {
    expect(formatAge(ago(12 * MIN), now)).toBe('12 min ago');
    expect(formatAge(ago(59 * MIN + 59_000), now)).toBe('59 min ago');
    expect(formatAge(ago(60 * MIN), now)).toBe('1 h ago');
    expect(formatAge(ago(3 * 60 * MIN + 40 * MIN), now)).toBe('3 h ago');
    expect(formatAge(ago(24 * 60 * MIN), now)).toBe('1 day ago');
    expect(formatAge(ago(2 * 24 * 60 * MIN + 5 * MIN), now)).toBe('2 days ago');
    expect(formatAge(ago(13 * 24 * 60 * MIN), now)).toBe('13 days ago');
    expect(formatAge(ago(14 * 24 * 60 * MIN), now)).toBe('2 weeks ago');
    expect(formatAge(ago(90 * 24 * 60 * MIN), now)).toBe('3 months ago');
    expect(formatAge(ago(400 * 24 * 60 * MIN), now)).toBe('1 year ago');
  });
  it("says 'just now' under a minute and for a capture after the clock", () => {
    expect(formatAge(ago(30_000), now)).toBe('just now');
    expect(formatAge(ago(-5 * MIN), now)).toBe('just now');
  });
  it('reads the replay clock, not the wall clock', () => {
    expect(formatAge('2025-01-17T15:00:00Z', new Date('2025-01-18T15:00:00Z'))).toBe('1 day ago');
  });
  it('gives nothing for an unreadable moment', () => {
    expect(formatAge('not a date', now)).toBeNull();
    expect(formatAge(null, now)).toBeNull();
  });
  it('writes the exact moment with its zone', () => {
    expect(formatInstant('2025-01-18T14:03:00Z', 'UTC')).toBe('Sat 18 Jan 2025, 14:03 UTC');
    expect(formatInstant('2025-09-18T14:03:00Z', 'Europe/London')).toBe(
      'Thu 18 Sep 2025, 15:03 BST',
    );
    // Named as the kick-offs beside it are: 'EST', not en-GB's 'GMT-5'.
    expect(formatInstant('2025-01-18T14:03:00Z', 'America/New_York')).toBe(
      'Sat 18 Jan 2025, 09:03 EST',
    );
    expect(formatInstant('', 'UTC')).toBeNull();
  });
});
