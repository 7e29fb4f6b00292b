import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { LeagueOutlook } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { ingestSportsData } from '../../data/ingest/run-ingest.ts';
import { SportsState } from '../../sports/state/sports-state.ts';
import { createTestDatabase, type TestDatabase } from '../../test/harness.ts';
import { answerOutlookQuestion } from '../search/outlook-answer.ts';
import { getLeagueOutlook } from './outlook-service.ts';

const dataDir = loadConfig({}).sportsDataDir;
const present = dataDir !== undefined && existsSync(dataDir);

/** The NHL's 2024/25 schedule (the NHL API's file) and MLB's 2024 season (Retrosheet). */
const SUBSET = [
  'gmalbert-hockey-predictions/data_files/historical/2024-25/games.json',
  'm-zack-k-MLB_Prediction/gl2024.txt',
];
/** The default replay clock: the NHL mid-season, MLB between seasons. */
const AS_OF = new Date('2025-02-02T08:00:00Z');

describe.skipIf(!present)('MLB and NHL season outlooks at 2 February 2025', () => {
  let database: TestDatabase;
  let dir: string;
  let nhl: LeagueOutlook;
  let mlb: LeagueOutlook;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'strix-outlooks-'));
    for (const rel of SUBSET) {
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      symlinkSync(resolve(dataDir!, rel), join(dir, rel));
    }
    database = await createTestDatabase('pglite');
    await ingestSportsData(database.db, dir);
    const state = new SportsState(database.db, { staleAfterMs: 3_600_000, live: false });
    nhl = await getLeagueOutlook(database.db, state, 'NHL', AS_OF, 2000);
    mlb = await getLeagueOutlook(database.db, state, 'MLB', AS_OF, 2000);
  }, 300_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('simulates the rest of the NHL season to the Stanley Cup', () => {
    expect(nhl).toMatchObject({ season: '2024/25', measure: 'points', scheduleNote: null });
    expect(nhl.conferences).toEqual(['East', 'West']);
    expect(nhl.columns.map((c) => c.key)).toEqual([
      'divisionTitle',
      'playoffs',
      'wildCard',
      'bestRecord',
      'title',
    ]);
    expect(nhl.columns.at(-1)!.label).toBe('Stanley Cup');
    expect(nhl.teams).toHaveLength(32);
    // The file holds the whole schedule: every team's 82 games, played or to play.
    for (const team of nhl.teams) expect(team.standing.played + team.remaining).toBe(82);
    expect(nhl.undatedFixtures).toBe(0);
    const sum = (key: 'playoffs' | 'title' | 'bestRecord', conference?: string) =>
      nhl.teams
        .filter((t) => !conference || t.conference === conference)
        .reduce((s, t) => s + t.chances[key]!, 0);
    expect(sum('playoffs', 'East')).toBeCloseTo(8, 2);
    expect(sum('playoffs', 'West')).toBeCloseTo(8, 2);
    expect(sum('title')).toBeCloseTo(1, 2);
    expect(sum('bestRecord')).toBeCloseTo(1, 2);
    expect(nhl.teams.find((t) => t.team === 'Seattle Kraken')).toMatchObject({
      conference: 'West',
      division: 'Pacific',
    });
  });

  it('does not show NHL points the data cannot give: how one-goal games ended is not on file', () => {
    const capitals = nhl.teams.find((t) => t.team === 'Washington Capitals')!;
    expect(capitals.standing).toMatchObject({ played: 52, won: 34, points: null, drawn: null });
    expect(nhl.rules.join(' ')).toMatch(/won by one goal ended .* not in the data/);
    // Yet their final points are projected from the rest of the season: 34 wins are 68 points.
    expect(capitals.projection.low).toBeGreaterThan(68);
  });

  it('shows MLB’s final 2024 table and says no schedule is on file, with no invented chances', () => {
    expect(mlb).toMatchObject({ season: '2024', measure: 'wins', remainingFixtures: 0 });
    expect(mlb.scheduleNote).toMatch(/next season's schedule is not on file/);
    expect(mlb.conferences).toEqual(['AL', 'NL']);
    expect(mlb.columns.map((c) => c.key)).not.toContain('title');
    expect(mlb.columns.map((c) => c.key)).not.toContain('pennant');
    const yankees = mlb.teams.find((t) => t.team === 'New York Yankees')!;
    expect(yankees).toMatchObject({ conference: 'AL', division: 'AL East', remaining: 0 });
    expect(yankees.standing).toMatchObject({ played: 162, won: 94, lost: 68, position: 1 });
    expect(yankees.chances).toMatchObject({ divisionTitle: 1, playoffs: 1, bye: 1 });
    const answer = answerOutlookQuestion(mlb, {
      market: 'title',
      teamId: null,
      team: null,
      group: null,
      position: null,
      negated: false,
    });
    expect(answer.answer).toMatch(/The 2024 season is over at this date/);
  });

  it('answers Stanley Cup questions from the outlook', () => {
    const answer = answerOutlookQuestion(nhl, {
      market: 'title',
      teamId: null,
      team: null,
      group: null,
      position: null,
      negated: false,
    });
    expect(answer.highlight.column).toBe('title');
    expect(answer.answer).toMatch(/win the Stanley Cup in \d+(\.\d)?% of 2,000 simulations/);
  });
});
