import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../../test/harness.ts';
import type { Database } from '../client.ts';
import {
  leagues,
  matches,
  type PlayerLineDoc,
  playerGames,
  seasons,
  sports,
  teams,
} from '../schema.ts';
import { leaguePlayerLines, leagueStatPairs } from './match-extras.ts';

const line = (key: string, xg: number | null): PlayerLineDoc => ({
  key,
  name: key,
  position: 'FWD',
  minutes: 90,
  started: true,
  goals: 0,
  assists: 0,
  points: 0,
  xg,
});

describe.each(databaseKinds)('match extras for the experiments (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    await db.insert(sports).values({ id: 'soccer', name: 'Soccer' }).onConflictDoNothing();
    await db
      .insert(leagues)
      .values({ id: 'E0', sportId: 'soccer', name: 'Premier League', country: 'England' })
      .onConflictDoNothing();
    const [season] = await db
      .insert(seasons)
      .values({ leagueId: 'E0', label: '2017/18' })
      .returning({ id: seasons.id });
    const [arsenal, leicester] = await db
      .insert(teams)
      .values([
        { sportId: 'soccer', name: 'Arsenal', sourceKey: 'Arsenal' },
        { sportId: 'soccer', name: 'Leicester', sourceKey: 'Leicester' },
      ])
      .returning({ id: teams.id });
    const match = (day: string, stats: Record<string, number> | null) => ({
      leagueId: 'E0',
      seasonId: season!.id,
      kickoff: new Date(`2017-08-${day}T18:45:00Z`),
      kickoffTimeKnown: true,
      homeTeamId: arsenal!.id,
      awayTeamId: leicester!.id,
      homeScore: 4,
      awayScore: 3,
      stats,
      naturalKey: `E0:2017-08-${day}:Arsenal:Leicester`,
      source: 'test',
    });
    const [withXg] = await db
      .insert(matches)
      .values([
        match('11', { HST: 10, AST: 3, HXG: 2.64, AXG: 1.5 }),
        match('12', { HST: 1, AST: 2 }),
      ])
      .returning({ id: matches.id });
    await db.insert(playerGames).values([
      { matchId: withXg!.id, teamId: arsenal!.id, source: 'fpl', lines: [line('a', 0.5)] },
      { matchId: withXg!.id, teamId: leicester!.id, source: 'fpl', lines: [line('b', null)] },
    ]);
  });
  afterAll(() => database.close());

  it('finds the matches whose stats hold both numbers, by natural key', async () => {
    const pairs = await leagueStatPairs(database.db, 'E0', 'HXG', 'AXG');
    expect(pairs).toEqual([
      { naturalKey: 'E0:2017-08-11:Arsenal:Leicester', home: 2.64, away: 1.5 },
    ]);
    expect(await leagueStatPairs(database.db, 'SP1', 'HXG', 'AXG')).toEqual([]);
  });

  it('gives each side its lines and whether it was the home side', async () => {
    const sides = await leaguePlayerLines(database.db, 'E0');
    const byHome = new Map(sides.map((s) => [s.home, s] as const));
    expect(sides).toHaveLength(2);
    expect(byHome.get(true)!.lines.map((l) => [l.key, l.xg])).toEqual([['a', 0.5]]);
    expect(byHome.get(false)!.lines.map((l) => [l.key, l.xg])).toEqual([['b', null]]);
    expect(byHome.get(true)!.naturalKey).toBe('E0:2017-08-11:Arsenal:Leicester');
  });
});
