import { describe, expect, it } from 'vitest';
import { footballDataCollectionAtOrBefore, mirrorCapturedAt } from './capture-times.ts';

const at = (iso: string) => new Date(iso);

describe('when the mirror’s prices were known', () => {
  it('stamps weekend pre-match prices on the Friday before, 17:00 UK time', () => {
    // Saturday 18 Jan 2025, 15:00 GMT → Friday 17 Jan 17:00 GMT.
    expect(mirrorCapturedAt('opening', 'E0', at('2025-01-18T15:00:00Z')).toISOString()).toBe(
      '2025-01-17T17:00:00.000Z',
    );
    // Sunday 4 May 2025 (summer time) → Friday 2 May 17:00 BST = 16:00 UTC.
    expect(mirrorCapturedAt('opening', 'E0', at('2025-05-04T15:30:00Z')).toISOString()).toBe(
      '2025-05-02T16:00:00.000Z',
    );
    // Monday night football: the Friday three days before.
    expect(mirrorCapturedAt('opening', 'E0', at('2025-01-20T20:00:00Z')).toISOString()).toBe(
      '2025-01-17T17:00:00.000Z',
    );
    // A Friday evening game: that afternoon.
    expect(mirrorCapturedAt('opening', 'D1', at('2025-01-17T19:30:00Z')).toISOString()).toBe(
      '2025-01-17T17:00:00.000Z',
    );
  });

  it('stamps midweek pre-match prices on that week’s Tuesday, 15:00 UK time', () => {
    // Wednesday 15 Jan 2025, 19:30 GMT → Tuesday 14 Jan 15:00 GMT.
    expect(mirrorCapturedAt('opening', 'E0', at('2025-01-15T19:30:00Z')).toISOString()).toBe(
      '2025-01-14T15:00:00.000Z',
    );
    // Thursday 17 Apr 2025 (BST) → Tuesday 15 Apr 14:00 UTC.
    expect(mirrorCapturedAt('opening', 'SP1', at('2025-04-17T19:00:00Z')).toISOString()).toBe(
      '2025-04-15T14:00:00.000Z',
    );
  });

  it('never dates a price after the game it was for began', () => {
    // A Tuesday 12:30 kick-off began before the 15:00 collection: its prices date from kick-off.
    const kickoff = at('2025-01-14T12:30:00Z');
    expect(mirrorCapturedAt('opening', 'E0', kickoff)).toEqual(kickoff);
  });

  it('reads the UK clock change: a weekend straddling it keeps 17:00 local on the Friday', () => {
    // Clocks went forward on Sunday 30 March 2025; Friday 28 March was still GMT.
    expect(mirrorCapturedAt('opening', 'E0', at('2025-03-30T14:00:00Z')).toISOString()).toBe(
      '2025-03-28T17:00:00.000Z',
    );
  });

  it('stamps closing prices and the US files’ single line at kick-off', () => {
    const kickoff = at('2025-01-16T00:30:00Z');
    expect(mirrorCapturedAt('closing', 'E0', kickoff)).toEqual(kickoff);
    expect(mirrorCapturedAt('closing', 'NBA', kickoff)).toEqual(kickoff);
  });

  it('stamps NFL openers at 00:00 Eastern on the Tuesday that opens the game’s week', () => {
    // Sunday 15 Sep 2019, 17:00 UTC → Tuesday 10 Sep 00:00 EDT = 04:00 UTC.
    expect(mirrorCapturedAt('opening', 'NFL', at('2019-09-15T17:00:00Z')).toISOString()).toBe(
      '2019-09-10T04:00:00.000Z',
    );
    // Monday night 16 Sep 2019 (00:15 UTC Tuesday) → the same Tuesday 10 Sep.
    expect(mirrorCapturedAt('opening', 'NFL', at('2019-09-17T00:15:00Z')).toISOString()).toBe(
      '2019-09-10T04:00:00.000Z',
    );
    // Thursday 12 Sep 2019 → Tuesday 10 Sep.
    expect(mirrorCapturedAt('opening', 'NFL', at('2019-09-13T00:20:00Z')).toISOString()).toBe(
      '2019-09-10T04:00:00.000Z',
    );
  });
});

describe('when fixtures.csv’s current prices were taken', () => {
  const collected = (iso: string) => footballDataCollectionAtOrBefore(at(iso)).toISOString();

  it('dates a read at the last documented collection before it, never at the read', () => {
    // Saturday 15 Mar 2025, 10:30 GMT: Friday 14 Mar, 17:00 GMT.
    expect(collected('2025-03-15T10:30:00Z')).toBe('2025-03-14T17:00:00.000Z');
    // Monday and Tuesday morning still hold Friday's.
    expect(collected('2025-03-17T20:00:00Z')).toBe('2025-03-14T17:00:00.000Z');
    expect(collected('2025-03-18T14:59:00Z')).toBe('2025-03-14T17:00:00.000Z');
    // From Tuesday 15:00 to Friday 17:00, Tuesday's.
    expect(collected('2025-03-18T15:00:00Z')).toBe('2025-03-18T15:00:00.000Z');
    expect(collected('2025-03-21T16:59:00Z')).toBe('2025-03-18T15:00:00.000Z');
    expect(collected('2025-03-21T17:00:00Z')).toBe('2025-03-21T17:00:00.000Z');
  });

  it('reads collection times on the UK clock', () => {
    // Wednesday 2 Apr 2025 (BST): Tuesday 1 Apr 15:00 BST = 14:00 UTC.
    expect(collected('2025-04-02T09:00:00Z')).toBe('2025-04-01T14:00:00.000Z');
    // Sunday 30 Mar 2025, after the clocks went forward: Friday 28 Mar 17:00 GMT.
    expect(collected('2025-03-30T12:00:00Z')).toBe('2025-03-28T17:00:00.000Z');
    // Friday 4 Apr 16:30 UTC is 17:30 BST: that afternoon's collection (16:00 UTC).
    expect(collected('2025-04-04T16:30:00Z')).toBe('2025-04-04T16:00:00.000Z');
  });
});

describe('MLB and NHL opening lines', () => {
  it('are dated 22:00 US Eastern the evening before the game, never after the start', () => {
    // A 19:05 Eastern first pitch on Thursday 4 July 2019 (summer time): 3 July 22:00 EDT.
    const night = new Date('2019-07-04T23:05:00Z');
    expect(mirrorCapturedAt('opening', 'MLB', night).toISOString()).toBe(
      '2019-07-04T02:00:00.000Z',
    );
    // A 19:00 Pacific puck drop on 20 January 2024 (winter time): 19 January 22:00 EST.
    const west = new Date('2024-01-21T03:00:00Z');
    expect(mirrorCapturedAt('opening', 'NHL', west).toISOString()).toBe('2024-01-20T03:00:00.000Z');
    // Tokyo's 19:05 first pitch is 06:05 Eastern: the evening before, still before the start.
    const tokyo = new Date('2019-03-20T10:05:00Z');
    expect(mirrorCapturedAt('opening', 'MLB', tokyo).toISOString()).toBe(
      '2019-03-20T02:00:00.000Z',
    );
    // Closing lines stay at the start.
    expect(mirrorCapturedAt('closing', 'NHL', west)).toEqual(west);
  });
});
