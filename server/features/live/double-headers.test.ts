import { describe, expect, it } from 'vitest';
import { assignSlots, type DoubleHeaderGame } from './double-headers.ts';

const BASE = 'MLB:2025-04-19:BOS:NYY';
const game = (start: string, baseKey = BASE): DoubleHeaderGame => ({
  baseKey,
  start: new Date(start),
  homeTeamId: 1,
  awayTeamId: 2,
});
const FIRST = '2025-04-19T17:05:00Z';
const SECOND = '2025-04-19T20:45:00Z';
const morning = new Date('2025-04-19T12:00:00Z');
const stored = (entries: [string, string][]) =>
  new Map(entries.map(([key, at]) => [key, new Date(at)]));

describe('assignSlots: one pairing’s games on one day', () => {
  it('gives a double-header’s two games two keys, whichever the answer lists first', () => {
    expect(assignSlots([game(SECOND), game(FIRST)], new Map(), morning, true)).toEqual([
      `${BASE}:g2`,
      BASE,
    ]);
  });

  it('finds each stored game again by its start, and a single game keeps the plain key', () => {
    const both = stored([
      [BASE, FIRST],
      [`${BASE}:g2`, SECOND],
    ]);
    expect(assignSlots([game(FIRST), game(SECOND)], both, morning, true)).toEqual([
      BASE,
      `${BASE}:g2`,
    ]);
    // A start moved by minutes is the same game.
    expect(assignSlots([game('2025-04-19T20:50:00Z')], both, morning, true)).toEqual([
      `${BASE}:g2`,
    ]);
    expect(
      assignSlots([game('2025-04-20T17:35:00Z', 'MLB:2025-04-20:BOS:NYY')], both, morning, true),
    ).toEqual(['MLB:2025-04-20:BOS:NYY']);
  });

  it('never gives the second game the first one’s match once the first has begun', () => {
    // The first game is under way and no longer listed: the second is another match.
    const during = new Date('2025-04-19T18:00:00Z');
    expect(assignSlots([game(SECOND)], stored([[BASE, FIRST]]), during, true)).toEqual([
      `${BASE}:g2`,
    ]);
  });

  it('moves a game not yet begun when the provider moves its start by hours', () => {
    // Listed for 19:10 ET, then moved to 13:05 ET the same day, the only game of the pairing.
    const moved = assignSlots(
      [game(FIRST)],
      stored([[BASE, '2025-04-19T23:10:00Z']]),
      morning,
      true,
    );
    expect(moved).toEqual([BASE]);
  });

  it('adds no third game, and settles scores only on games stored', () => {
    const both = stored([
      [BASE, FIRST],
      [`${BASE}:g2`, SECOND],
    ]);
    expect(
      assignSlots([game(FIRST), game(SECOND), game('2025-04-19T23:59:00Z')], both, morning, true),
    ).toEqual([BASE, `${BASE}:g2`, undefined]);
    const evening = new Date('2025-04-20T03:00:00Z');
    expect(assignSlots([game(SECOND), game(FIRST)], both, evening, false)).toEqual([
      `${BASE}:g2`,
      BASE,
    ]);
    // A score of a game never stored finds nothing, not the other game of the day.
    expect(
      assignSlots([game(FIRST), game(SECOND)], stored([[BASE, FIRST]]), evening, false),
    ).toEqual([BASE, undefined]);
    // The pairing's one game that day, its start since moved: found, as any league's would be.
    expect(
      assignSlots([game('2025-04-19T23:10:00Z')], stored([[BASE, FIRST]]), evening, false),
    ).toEqual([BASE]);
  });
});
