import type { Db } from '../../db/client.ts';
import {
  leagues,
  matches,
  matchStarters,
  oddsSnapshots,
  seasons,
  sports,
  teams,
} from '../../db/schema.ts';

/** Decimal prices [home, away]. */
export type Pair = [number, number];

/** One game of a small MLB or NHL fixture, with the prices its files would hold. */
export interface KitGame {
  /** The start, ISO. */
  kickoff: string;
  home: number;
  away: number;
  homeScore: number;
  awayScore: number;
  /** The opening line, captured 22:00 ET the eve ('Opening line' plus any other books). */
  opening?: Record<string, Pair>;
  /** The closing moneyline, captured at the start. */
  closing?: Pair;
  /** A snapshot taken at or after the start: in-play, never a pre-match price. */
  late?: Pair;
  /** MLB: the listed and actual starters [home, away] (Retrosheet-like ids). */
  listed?: [string, string];
  actual?: [string, string];
}

const DAY = 86_400_000;
/** 22:00 ET the eve (03:00 UTC in winter, 02:00 in summer): close enough for a fixture. */
const eveOf = (kickoff: Date) => new Date(kickoff.getTime() - 20 * 3_600_000);

/**
 * Loads a league's games into a migrated database: teams 'T1'…'Tn', one season, each game's
 * opening, closing and late prices and starters as the ingest stores them. Returns the match ids
 * in the order given.
 */
export async function loadKitLeague(
  db: Db,
  league: 'MLB' | 'NHL',
  seasonLabel: string,
  games: readonly KitGame[],
): Promise<number[]> {
  const sport = league === 'MLB' ? 'baseball' : 'ice-hockey';
  await db.insert(sports).values({ id: sport, name: sport }).onConflictDoNothing();
  await db
    .insert(leagues)
    .values({ id: league, sportId: sport, name: league, country: 'USA' })
    .onConflictDoNothing();
  const [season] = await db
    .insert(seasons)
    .values({ leagueId: league, label: seasonLabel })
    .returning({ id: seasons.id });
  const count = Math.max(...games.flatMap((g) => [g.home, g.away]));
  const teamIds = (
    await db
      .insert(teams)
      .values(
        Array.from({ length: count }, (_, i) => ({
          sportId: sport,
          name: `${league} team ${i + 1}`,
          sourceKey: `${league}-T${i + 1}`,
        })),
      )
      .returning({ id: teams.id })
  ).map((t) => t.id);
  const ids: number[] = [];
  for (const [i, g] of games.entries()) {
    const kickoff = new Date(g.kickoff);
    const [row] = await db
      .insert(matches)
      .values({
        leagueId: league,
        seasonId: season!.id,
        kickoff,
        kickoffTimeKnown: true,
        homeTeamId: teamIds[g.home - 1]!,
        awayTeamId: teamIds[g.away - 1]!,
        homeScore: g.homeScore,
        awayScore: g.awayScore,
        stats: { playoff: 0 },
        details: league === 'MLB' ? { outs: 54 } : { settledIn: 'regulation' },
        naturalKey: `${league}:${g.kickoff}:${i}`,
        source: 'kit',
      })
      .returning({ id: matches.id });
    const matchId = row!.id;
    ids.push(matchId);
    await loadKitPrices(db, matchId, kickoff, g);
    if (g.listed || g.actual) {
      const doc = (pair: [string, string], key: 'name' | 'id') => ({
        home: [{ [key]: pair[0] }],
        away: [{ [key]: pair[1] }],
      });
      await db.insert(matchStarters).values({
        matchId,
        listed: g.listed ? doc(g.listed, 'name') : null,
        listedKnownAt: g.listed ? eveOf(kickoff) : null,
        listedSource: g.listed ? 'kit' : null,
        actual: g.actual ? doc(g.actual, 'id') : null,
        actualKnownAt: g.actual ? kickoff : null,
        actualSource: g.actual ? 'kit' : null,
      });
    }
  }
  return ids;
}

const moneyline = (bookmaker: string, prices: Pair) => ({
  bookmaker,
  market: 'moneyline',
  line: null,
  prices: [...prices],
});

async function loadKitPrices(db: Db, matchId: number, kickoff: Date, g: KitGame) {
  const docs = [];
  if (g.opening) {
    docs.push({
      matchId,
      kind: 'opening' as const,
      capturedAt: eveOf(kickoff),
      source: 'kit',
      quotes: Object.entries(g.opening).map(([book, prices]) => moneyline(book, prices)),
    });
  }
  if (g.closing) {
    docs.push({
      matchId,
      kind: 'closing' as const,
      capturedAt: kickoff,
      source: 'kit',
      quotes: [moneyline('Closing line', g.closing)],
    });
  }
  if (g.late) {
    docs.push({
      matchId,
      kind: 'snapshot' as const,
      capturedAt: new Date(kickoff.getTime() + 600_000),
      source: 'kit',
      quotes: [moneyline('BetMGM', g.late)],
    });
  }
  if (docs.length > 0) await db.insert(oddsSnapshots).values(docs);
}

/**
 * `weeks` weeks of a four-team schedule from `first` (a UTC midnight): two games every other
 * day, the sides turning over, scores from a fixed pattern (no ties). Prices are added by the
 * caller.
 */
export function kitSchedule(first: string, weeks: number, hour = 23): KitGame[] {
  const pairs: [number, number][] = [
    [1, 2],
    [3, 4],
    [2, 3],
    [4, 1],
    [1, 3],
    [2, 4],
    [3, 1],
    [4, 2],
  ];
  const games: KitGame[] = [];
  const start = Date.parse(first);
  for (let day = 0; day < weeks * 7; day += 2) {
    for (let k = 0; k < 2; k++) {
      const [home, away] = pairs[(day + k) % pairs.length]!;
      const n = games.length;
      games.push({
        kickoff: new Date(start + day * DAY + (hour + k) * 3_600_000).toISOString(),
        home,
        away,
        homeScore: 2 + (n % 3),
        awayScore: 1 + ((n * 5) % 4 === 1 ? 3 : (n * 5) % 4 === 2 ? 0 : 1 + (n % 2)),
      });
    }
  }
  // Two teams level after regulation would be a tie in the file: the home side wins them.
  for (const g of games) if (g.homeScore === g.awayScore) g.homeScore++;
  return games;
}

/** NHL 2021/22, three weeks: every third game a long home price, the rest a wide even line. */
export function nhlKitGames(): KitGame[] {
  return kitSchedule('2021-10-12T00:00:00Z', 3).map(
    (g, i): KitGame => ({
      ...g,
      opening:
        i % 3 === 0
          ? { 'Opening line': [5, 1.2], 'Market average': [5.5, 1.18] }
          : { 'Opening line': [1.75, 1.75] },
      closing: i % 3 === 0 ? [4.5, 1.22] : [1.8, 2.0],
      // In play, after the start: never a price to take.
      ...(i % 3 === 1 ? { late: [5.8, 1.15] } : {}),
    }),
  );
}

/** MLB 2021, two weeks with listed and actual starters; every other game BetMGM's long home price. */
export function mlbKitGames(): KitGame[] {
  return kitSchedule('2021-05-04T00:00:00Z', 2).map(
    (g, i): KitGame => ({
      ...g,
      opening:
        i % 2 === 0
          ? { 'Opening line': [1.9, 1.9], BetMGM: [2.4, 1.6] }
          : { 'Opening line': [1.9, 1.9] },
      closing: [1.95, 1.9],
      listed: [`P${g.home}${i % 5}`, `P${g.away}${i % 5}`],
      actual: [`p${g.home}${i % 5}`, `p${g.away}${i % 5}`],
    }),
  );
}
