import { listedStarterIds } from '../../../engine/baseball/listed-identity.ts';
import { perNine } from '../../../engine/baseball/per-nine.ts';
import type { BaseballGame } from '../../../engine/baseball/types.ts';
import type { GoalieLine, HockeyGame, SettledIn } from '../../../engine/hockey/types.ts';
import { closingMoneyline } from '../../../engine/market/closing-moneyline.ts';
import {
  forecastMlbNhlGames,
  forSeason,
  type MoneylineLeague,
} from '../../../engine/predict/mlb-nhl.ts';
import { MLB_NHL_TABLES } from '../../../engine/predict/mlb-nhl-tables.ts';
import type { ClosingPriceRow, StarterRow, UsGameRow } from '../../db/queries/mlb-nhl-games.ts';
import { knownAt } from '../time/known-at.ts';
import type {
  FixtureInput,
  LeagueModel,
  ModelForecast,
  StarterFact,
  StartersFact,
} from './league-model.ts';

const DAY = 86_400_000;
const seasonStart = (label: string) => Number(label.slice(0, 4));

type Sides = Partial<Record<'home' | 'away', Record<string, unknown>[]>>;

/** Each game's starters known at the clock, by kind and side. */
function startersByGame(rows: readonly StarterRow[]) {
  const out = new Map<number, { listed: Sides; actual: Sides }>();
  for (const row of rows) {
    const entry = out.get(row.matchId) ?? { listed: {}, actual: {} };
    entry[row.kind][row.side] = row.players;
    out.set(row.matchId, entry);
  }
  return out;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Each game's bettable closing moneyline among the prices known at the clock. */
function closingByGame(rows: readonly ClosingPriceRow[]) {
  const snapshots = new Map<number, ClosingPriceRow[]>();
  for (const row of rows) {
    const list = snapshots.get(row.matchId) ?? [];
    list.push(row);
    snapshots.set(row.matchId, list);
  }
  const out = new Map<number, [number, number]>();
  for (const [id, list] of snapshots) {
    const price = closingMoneyline(list);
    if (price) out.set(id, price);
  }
  return out;
}

/**
 * MLB: the listed starters as the backtest knows them (`listedStarterIds`: the listing matched
 * to the pitcher its earlier games showed), the actual ones for the history of starts, and the
 * closing moneyline known at the clock, which the starters' market-implied ratings learn from.
 */
function baseballGames(
  rows: readonly UsGameRow[],
  starters: ReturnType<typeof startersByGame>,
  closing: ReadonlyMap<number, [number, number]>,
): BaseballGame[] {
  const side = (row: UsGameRow, s: 'home' | 'away') => {
    const entry = starters.get(row.id);
    return {
      team: String(s === 'home' ? row.homeTeamId : row.awayTeamId),
      listing: text(entry?.listed[s]?.[0]?.name),
      actualId: text(entry?.actual[s]?.[0]?.id),
    };
  };
  const sides = rows.map((row) => [side(row, 'home'), side(row, 'away')] as const);
  const listed = listedStarterIds(sides);
  return rows.map((row, i) => ({
    ...eloGame(row),
    homeStarter: listed[i]![0],
    awayStarter: listed[i]![1],
    homeStarterActual: sides[i]![0].actualId,
    awayStarterActual: sides[i]![1].actualId,
    outs: typeof row.details?.outs === 'number' ? row.details.outs : undefined,
    moneyline: closing.get(row.id),
  }));
}

/** NHL: every goalie's line for the history; the starter where a source flagged him. */
function hockeyGames(
  rows: readonly UsGameRow[],
  starters: ReturnType<typeof startersByGame>,
): HockeyGame[] {
  return rows.map((row) => {
    const entry = starters.get(row.id);
    const lines = (s: 'home' | 'away'): GoalieLine[] =>
      (entry?.actual[s] ?? []).flatMap((g) => {
        const id = text(g.id);
        return id ? [{ id, shots: count(g.shots), saves: count(g.saves) }] : [];
      });
    const starter = (s: 'home' | 'away') =>
      text(entry?.actual[s]?.find((g) => g.inferredStarter === true)?.id);
    const settled = row.details?.settledIn;
    return {
      ...eloGame(row),
      homeGoalie: starter('home'),
      awayGoalie: starter('away'),
      homeGoalies: lines('home'),
      awayGoalies: lines('away'),
      settledIn:
        settled === 'regulation' || settled === 'overtime' || settled === 'shootout'
          ? (settled as SettledIn)
          : undefined,
    };
  });
}

/** The league's games as the model reads them: those whose result the clock knows, and the rest. */
function splitAtClock(
  league: MoneylineLeague,
  rows: readonly UsGameRow[],
  starterRows: readonly StarterRow[],
  closingRows: readonly ClosingPriceRow[],
  asOf: Date,
) {
  const starters = startersByGame(starterRows);
  const games =
    league === 'MLB'
      ? baseballGames(rows, starters, closingByGame(closingRows))
      : hockeyGames(rows, starters);
  const known = knownAt(asOf);
  const played: (BaseballGame | HockeyGame)[] = [];
  const byId = new Map<string, BaseballGame | HockeyGame>();
  games.forEach((game, i) => {
    if (known.result(league, rows[i]!)) played.push(game);
    else byId.set(game.id, game);
  });
  return { played, byId };
}

function eloGame(row: UsGameRow) {
  return {
    id: String(row.id),
    // As the backtest dates games (scripts/backtest-mlb-nhl.ts): the start as an ISO instant.
    date: row.kickoff.toISOString(),
    season: seasonStart(row.season),
    home: String(row.homeTeamId),
    away: String(row.awayTeamId),
    homeScore: row.homeScore ?? Number.NaN,
    awayScore: row.awayScore ?? Number.NaN,
    neutral: row.stats?.neutral === 1,
    playoff: row.stats?.playoff === 1,
  };
}

/**
 * The keys of a game's `details` the model reads (`outs` above, `settledIn` in `hockeyGames`):
 * every read that feeds it asks for these alone. MLB's others (`lineScore`, `park`, …) made its
 * rows twice as costly to read and to copy to the fitting thread.
 */
export const MODEL_DETAIL_KEYS = ['outs', 'settledIn'] as const;

/**
 * The served MLB and NHL model at a clock position (docs/models.md "Baseball", "Hockey"):
 * `forecastMlbNhlGames` over the games whose results the clock knows, the fixtures with the
 * starters known at the clock (none: the team ratings alone). Its pooling weight is the one the
 * walk-forward fitted for the season (`MLB_NHL_TABLES`), not a league-wide constant.
 */
export function moneylineModel(
  league: MoneylineLeague,
  rows: readonly UsGameRow[],
  starterRows: readonly StarterRow[],
  asOf: Date,
  currentSeason: string | null,
  /** MLB: closing prices known at the clock (the starters' market-implied ratings read them). */
  closingRows: readonly ClosingPriceRow[] = [],
): LeagueModel & {
  blendWeight(season: string): number;
  starters(matchId: number): StartersFact | null;
} {
  // Only what the forecasts read is kept by the closures below: the games the clock knows the
  // results of and the rest by id, not the rows and starter documents they were built from.
  const { played, byId } = splitAtClock(league, rows, starterRows, closingRows, asOf);
  const tables = MLB_NHL_TABLES[league];
  const fallbackSeason = seasonStart(currentSeason ?? String(asOf.getUTCFullYear()));
  const lastGame = played.at(-1);
  const starterFacts =
    league === 'MLB' ? pitcherSeasons(played as BaseballGame[], starterRows) : null;
  return {
    starters: (matchId) => {
      const game = byId.get(String(matchId)) as BaseballGame | undefined;
      if (!starterFacts || !game || (!game.homeStarter && !game.awayStarter)) return null;
      return {
        home: starterFacts(game.homeStarter, game.season),
        away: starterFacts(game.awayStarter, game.season),
      };
    },
    whatIfDate: new Date(Math.max(asOf.getTime(), lastGame ? Date.parse(lastGame.date) + DAY : 0)),
    blendWeight: (season) =>
      forSeason(tables.blendWeights, season ? seasonStart(season) : fallbackSeason) ?? 0,
    forecast(fixtures: readonly FixtureInput[]) {
      const upcoming = fixtures.map((f) => {
        const scheduled = byId.get(f.id);
        // A scheduled game carries its starters known at the clock; a what-if has none.
        const base = scheduled ?? {
          id: f.id,
          date: f.kickoff.toISOString(),
          season: f.season ? seasonStart(f.season) : fallbackSeason,
          home: String(f.home),
          away: String(f.away),
          homeScore: Number.NaN,
          awayScore: Number.NaN,
        };
        return { ...base, neutral: f.neutral };
      });
      const result = forecastMlbNhlGames(league, played, upcoming, tables);
      const out: Record<string, ModelForecast> = {};
      for (const [id, f] of Object.entries(result)) {
        out[id] = {
          model: [f.homeWinProbability, 1 - f.homeWinProbability],
          expectedGoals: null,
          overUnder25: null,
          fairSpread: null,
          soccerRatings: null,
          elo: f.ratings,
          ...(f.regulation ? { regulation: f.regulation } : {}),
        };
      }
      return out;
    },
  };
}

/**
 * A listed pitcher's season before the clock, from the games whose results it knows: his starts
 * and the runs his team allowed per nine innings in them, the facts an answer shows beside the
 * model (whose starter term reads the same starts' closing prices). His name is Retrosheet's where the listing was matched to
 * his id, else the listing as the archive prints it.
 */
function pitcherSeasons(played: readonly BaseballGame[], starterRows: readonly StarterRow[]) {
  const names = new Map<string, string>();
  for (const row of starterRows) {
    const id = text(row.players[0]?.id);
    const name = text(row.players[0]?.name);
    if (row.kind === 'actual' && id && name) names.set(id, name);
  }
  const seasons = new Map<string, { starts: number; runs: number }>();
  for (const game of played) {
    for (const [id, allowed] of [
      [game.homeStarterActual, game.awayScore],
      [game.awayStarterActual, game.homeScore],
    ] as const) {
      if (!id) continue;
      const key = `${id}|${game.season}`;
      const entry = seasons.get(key) ?? { starts: 0, runs: 0 };
      entry.starts += 1;
      entry.runs += perNine(allowed, game.outs);
      seasons.set(key, entry);
    }
  }
  return (id: string | undefined, season: number): StarterFact | null => {
    if (!id) return null;
    const entry = seasons.get(`${id}|${season}`);
    const listing = id.startsWith('listed:') ? id.split(':').slice(2).join(':') : undefined;
    return {
      name: names.get(id) ?? listing ?? id,
      starts: entry?.starts ?? 0,
      runsPerNine: entry ? Math.round((entry.runs / entry.starts) * 100) / 100 : null,
    };
  };
}
