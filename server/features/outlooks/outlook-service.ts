import type { LeagueOutlook, SportId } from '@contract';
import { SOCCER_RULES } from '../../../engine/season/index.ts';
import { isUsLeague } from '../../data/reference/leagues.ts';
import type { Db } from '../../db/client.ts';
import { loadUsGames } from '../../db/queries/mlb-nhl-games.ts';
import { loadLeagueMatches } from '../../db/queries/sports-catalogue.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SportsState } from '../../sports/state/sports-state.ts';
import { type Endings, hockeyOutlook } from './hockey-outlook.ts';
import { conferencesOf, isAlignedLeague } from './league-alignment.ts';
import { offSeasonNote, partialSeason, scheduleNote } from './outlook-text.ts';
import { completeSchedule, fixturesLeft, rateEveryTeam } from './schedule.ts';
import { type SeasonRows, splitSeason } from './season-rows.ts';
import { type LeagueProjection, soccerOutlook } from './soccer-outlook.ts';
import { usOutlook } from './us-outlook.ts';

/** Never repeats the id asked for: a URL's text is not ours to echo. */
export const UNKNOWN_LEAGUE =
  'There is no league with that id; season outlooks cover E0, E1, SP1, D1, I1, F1, NBA, NFL, MLB and NHL.';

/** Simulations per outlook: 10,000 keeps a 50% chance within ±1 point (95%) of its value. */
export const OUTLOOK_SIMULATIONS = 10_000;
const DAY = 86_400_000;
/** A season's matches lie within this many days before the clock. */
const SEASON_DAYS = 400;

export const isOutlookLeague = (leagueId: string) =>
  isUsLeague(leagueId) || Object.hasOwn(SOCCER_RULES, leagueId);

/** A stable seed per league and clock: the same clock always gives the same outlook. */
export function outlookSeed(leagueId: string, asOf: Date): number {
  let h = 2166136261;
  for (const ch of `${leagueId}@${asOf.toISOString()}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/**
 * A league's season outlook at the clock: computed once per clock position and shared (the
 * fitted sports state's memo, dropped when the clock moves, like the league fits it reads).
 */
export function getLeagueOutlook(
  db: Db,
  state: SportsState,
  leagueId: string,
  asOf: Date,
  simulations = OUTLOOK_SIMULATIONS,
): Promise<LeagueOutlook> {
  return state.memo(asOf, `outlook:${leagueId}:${simulations}`, () =>
    computeOutlook(db, state, leagueId, asOf, simulations),
  );
}

async function computeOutlook(
  db: Db,
  state: SportsState,
  leagueId: string,
  asOf: Date,
  simulations: number,
): Promise<LeagueOutlook> {
  const catalogue = await state.getCatalogue(asOf);
  const league = catalogue.leagues.get(leagueId);
  if (!league) throw notFound(UNKNOWN_LEAGUE);
  if (!isOutlookLeague(leagueId)) {
    throw notFound(
      `Season outlooks cover the domestic leagues, the NBA, NFL, MLB and NHL, not the ${league.name}.`,
    );
  }
  const season = catalogue.seasons.get(leagueId);
  if (!season) throw notFound(`No season of the ${league.name} is on file at this date.`);
  const from = new Date(asOf.getTime() - SEASON_DAYS * DAY);
  const [leagueState, matches, endings] = await Promise.all([
    state.getLeague(leagueId, asOf),
    loadLeagueMatches(db, leagueId, from),
    leagueId === 'NHL' ? nhlEndings(db, from) : new Map<number, string>(),
  ]);
  // The stored rows hold what a provider has listed (a few weeks ahead); the rest of the
  // schedule is laid out beside them, its teams rated from what-if meetings where no listed
  // fixture rates them.
  const rows = rateEveryTeam(
    completeSchedule(splitSeason(leagueId, season, matches, asOf, leagueState.forecasts), asOf),
    (home, away) => leagueState.hypothetical(home, away, 'home'),
  );
  const left = fixturesLeft(rows);
  const names = (id: number) => catalogue.directory.team(id)?.name ?? `Team ${id}`;
  const seed = outlookSeed(leagueId, asOf);
  const us = isAlignedLeague(leagueId);
  const projection = project(leagueId, rows, endings, names, simulations, seed);
  // MLB and NHL: a finished season with part of its games on file gives no chances.
  const moneyline = leagueId === 'MLB' || leagueId === 'NHL';
  const partial = moneyline && left.remaining === 0 && partialSeason(rows) !== null;
  return {
    leagueId,
    league: league.name,
    sport: league.sport as SportId,
    season,
    asOf: asOf.toISOString(),
    simulations,
    playedFixtures: rows.played.length,
    remainingFixtures: left.remaining,
    undatedFixtures: left.undated,
    scheduleNote:
      scheduleNote(rows.scheduleGap, league.name, season) ??
      (moneyline ? offSeasonNote(rows, league.name, asOf) : null),
    measure: us && leagueId !== 'NHL' ? 'wins' : 'points',
    columns: partial ? [] : projection.columns,
    conferences: us ? [...conferencesOf(leagueId)] : [],
    teams: projection.teams.map((t) => ({
      ...t,
      chances: partial
        ? {}
        : Object.fromEntries(
            Object.entries(t.chances).map(([k, v]) => [k, Math.round(v! * 10_000) / 10_000]),
          ),
    })),
    rules: projection.rules,
  };
}

function project(
  leagueId: string,
  rows: SeasonRows,
  endings: Endings,
  names: (id: number) => string,
  simulations: number,
  seed: number,
): LeagueProjection {
  if (leagueId === 'NHL') return hockeyOutlook(rows, endings, names, simulations, seed);
  // Compared literally so that TypeScript narrows leagueId to the American leagues.
  if (leagueId === 'NBA' || leagueId === 'NFL' || leagueId === 'MLB') {
    return usOutlook(leagueId, rows, names, simulations, seed);
  }
  return soccerOutlook(rows, names, simulations, seed);
}

/** How each NHL game ended where a source says (`details.settledIn`), by match id. */
export async function nhlEndings(db: Db, from: Date): Promise<Endings> {
  const games = await loadUsGames(db, 'NHL', from, ['settledIn']);
  const out = new Map<number, string>();
  for (const g of games) {
    const settled = g.details?.settledIn;
    if (typeof settled === 'string') out.set(g.id, settled);
  }
  return out;
}
