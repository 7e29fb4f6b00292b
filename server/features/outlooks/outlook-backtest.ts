import { setImmediate as nextTurn } from 'node:timers/promises';
import type { OutlookBacktestRow, OutlookChance } from '@contract';
import { DEFAULT_REGULATION } from '../../../engine/hockey/regulation.ts';
import {
  BASELINE_FLOOR,
  type BinaryForecast,
  brierScore,
  logLoss,
  tableOrderChance,
} from '../../../engine/season/backtest-score.ts';
import {
  currentSoccerTable,
  currentUsTable,
  mlbFormat,
  SOCCER_RULES,
  simulateHockeySeason,
  zoneRange,
} from '../../../engine/season/index.ts';
import type { LeagueMatchRow } from '../../db/queries/sports-catalogue.ts';
import { resultKnownAt } from '../../sports/time/result-timing.ts';
import { ALIGNED_SINCE } from './alignment.ts';
import {
  type Endings,
  hockeyFormat,
  hockeyOutlook,
  hockeyResults,
  SHOOTOUT_SHARE,
} from './hockey-outlook.ts';
import { isAlignedLeague } from './league-alignment.ts';
import { modelForecasts } from './model-forecasts.ts';
import { COLUMN_TEXT } from './outlook-text.ts';
import { regularSeason, regularSeasonLength, type SeasonRows, splitSeason } from './season-rows.ts';
import { soccerOutlook, soccerResults } from './soccer-outlook.ts';
import { alignmentOf, UnalignedTeamError, usOutlook, usResults } from './us-outlook.ts';

/** Bumped when the backtest's method changes, so a stored result of the old one is not served. */
export const OUTLOOK_BACKTEST_VERSION = 3;

/** Fewer than the live 10,000: Monte Carlo error at 5,000 is far below the scores' spread. */
export const BACKTEST_SIMULATIONS = 5_000;

/**
 * The dates each season is simulated from: 1 Jan and 1 Mar; the NFL's season ends in early
 * January, so 1 Nov and 1 Dec; MLB's runs April to September, so 1 Jul and 1 Sep.
 */
function datesOf(leagueId: string, season: string): { label: string; at: Date }[] {
  const start = Number(season.slice(0, 4));
  if (leagueId === 'MLB') {
    return [
      { label: '1 Jul', at: new Date(Date.UTC(start, 6, 1)) },
      { label: '1 Sep', at: new Date(Date.UTC(start, 8, 1)) },
    ];
  }
  if (leagueId === 'NFL') {
    return [
      { label: '1 Nov', at: new Date(Date.UTC(start, 10, 1)) },
      { label: '1 Dec', at: new Date(Date.UTC(start, 11, 1)) },
    ];
  }
  return [
    { label: '1 Jan', at: new Date(Date.UTC(start + 1, 0, 1)) },
    { label: '1 Mar', at: new Date(Date.UTC(start + 1, 2, 1)) },
  ];
}

/** The outcomes scored per league: title, top four (Championship: promotion), relegation; NBA/NFL/MLB/NHL play-offs. */
function targetsOf(leagueId: string): OutlookChance[] {
  if (isAlignedLeague(leagueId)) return ['playoffs'];
  return leagueId === 'E1' ? ['title', 'promotion', 'relegation'] : ['title', 'top4', 'relegation'];
}

/**
 * A season counts once its regular season is over before the cutoff and its final table is a
 * real one: in soccer every team played everyone twice; in the NBA/NFL every team played its
 * season's length, or one game fewer (a game called off, as in the 2012/13 NBA). Seasons cut
 * short (2019/20) or with rows missing from the mirror are left out, and so are NHL seasons with
 * a game won by one goal whose ending is not on file (2022/23 on): their final points are not
 * known.
 */
function completeSeason(
  leagueId: string,
  regular: readonly LeagueMatchRow[],
  cutoff: Date,
  endings: Endings,
) {
  if (regular.length === 0) return false;
  const games = new Map<number, number>();
  for (const r of regular) {
    if (r.homeScore === null || resultKnownAt(leagueId, r.kickoff) > cutoff) return false;
    const oneGoal = Math.abs(r.homeScore - r.awayScore!) === 1;
    if (leagueId === 'NHL' && oneGoal && !endings.has(r.id)) return false;
    games.set(r.homeTeamId, (games.get(r.homeTeamId) ?? 0) + 1);
    games.set(r.awayTeamId, (games.get(r.awayTeamId) ?? 0) + 1);
  }
  const length = regularSeasonLength(leagueId, regular[0]!.season);
  const counts = [...games.values()];
  if (length !== null) return counts.every((c) => c >= length - 1);
  return counts.every((c) => c === 2 * (games.size - 1));
}

/** Which teams (by index) are in a target's zone in a table built from `list`. */
function inZone(
  leagueId: string,
  rows: SeasonRows,
  list: readonly LeagueMatchRow[],
  key: OutlookChance,
  names: (id: number) => string,
  endings: Endings,
) {
  const n = rows.teamIds.length;
  const zone = new Uint8Array(n);
  if (leagueId === 'NHL') {
    const chances = hockeyPlaces(rows, list, names, endings);
    for (let t = 0; t < n; t++) zone[t] = chances[t]! >= 0.5 ? 1 : 0;
    return zone;
  }
  if (leagueId === 'NBA' || leagueId === 'NFL' || leagueId === 'MLB') {
    const { alignment } = alignmentOf(leagueId, rows, names);
    const { seeds } = currentUsTable({
      league: leagueId,
      alignment,
      played: usResults(rows, list),
    });
    const places =
      leagueId === 'NBA'
        ? 6
        : leagueId === 'NFL'
          ? 7
          : mlbFormat(Number(rows.season.slice(0, 4))).playoffs;
    for (const conference of seeds) for (let p = 0; p < places; p++) zone[conference[p]!] = 1;
    return zone;
  }
  const rules = SOCCER_RULES[leagueId]!;
  const { order } = currentSoccerTable(n, soccerResults(rows, list), rules);
  const [first, last] = zoneRange(rules.zones[key as keyof typeof rules.zones]!, n);
  for (let p = first; p <= last; p++) zone[order[p]!] = 1;
  return zone;
}

/**
 * Which NHL teams hold a play-off place in the table of `list` (the season's format; level teams
 * past every tie-break are drawn as lots, so a place is counted where the one draw puts it).
 */
function hockeyPlaces(
  rows: SeasonRows,
  list: readonly LeagueMatchRow[],
  names: (id: number) => string,
  endings: Endings,
): Float64Array {
  const { alignment } = alignmentOf('NHL', rows, names);
  const { settled, unsettled } = hockeyResults(rows, list, endings);
  return simulateHockeySeason({
    alignment,
    played: settled,
    unsettled,
    fixtures: [],
    regulation: DEFAULT_REGULATION,
    shootoutShare: SHOOTOUT_SHARE,
    ratingK: 0,
    simulations: 1,
    seed: 1,
    format: hockeyFormat(rows.season),
  }).chances.playoffs!;
}

export interface ScoredPoint {
  key: OutlookChance;
  date: string;
  season: string;
  model: BinaryForecast[];
  baseline: BinaryForecast[];
}

/** One season simulated from one date: each target's model and baseline forecasts. */
function scorePoint(
  leagueId: string,
  season: string,
  rows: readonly LeagueMatchRow[],
  date: { label: string; at: Date },
  names: (id: number) => string,
  endings: Endings,
): ScoredPoint[] {
  const split = splitSeason(leagueId, season, rows, date.at, new Map());
  if (split.played.length === 0 || split.remaining.length === 0) return [];
  const forecasts = modelForecasts(leagueId, rows, split.remaining, date.at);
  // The model had nothing to fit on (the first season on file): nothing to score.
  if (forecasts.size < split.remaining.length) return [];
  const seasonRows = { ...split, forecasts };
  const projection =
    leagueId === 'NHL'
      ? hockeyOutlook(seasonRows, endings, names, BACKTEST_SIMULATIONS, 1)
      : leagueId === 'NBA' || leagueId === 'NFL' || leagueId === 'MLB'
        ? usOutlook(leagueId, seasonRows, names, BACKTEST_SIMULATIONS, 1)
        : soccerOutlook(seasonRows, names, BACKTEST_SIMULATIONS, 1);
  const final = [...split.played, ...split.remaining];
  return targetsOf(leagueId).map((key) => {
    const chances = projection.outcome.chances[key]!;
    const now = inZone(leagueId, split, split.played, key, names, endings);
    const end = inZone(leagueId, split, final, key, names, endings);
    const model: BinaryForecast[] = [];
    const baseline: BinaryForecast[] = [];
    for (let t = 0; t < split.teamIds.length; t++) {
      const outcome = end[t] as 0 | 1;
      model.push({ p: chances[t]!, outcome });
      baseline.push({ p: tableOrderChance(now[t] === 1), outcome });
    }
    return { key, date: date.label, season, model, baseline };
  });
}

/**
 * Every complete season of a league before the cutoff, from both dates. `endings`: how each
 * NHL game ended where a source says (`details.settledIn`, by match id).
 */
export async function backtestLeague(
  leagueId: string,
  rows: readonly LeagueMatchRow[],
  cutoff: Date,
  names: (id: number) => string,
  signal?: AbortSignal,
  endings: Endings = new Map(),
): Promise<ScoredPoint[]> {
  const seasons = [...new Set(rows.map((r) => r.season))];
  const out: ScoredPoint[] = [];
  for (const season of seasons) {
    // NBA/NFL seasons before today's conferences and divisions are not scored.
    const us = leagueId === 'NBA' || leagueId === 'NFL';
    if (us && Number(season.slice(0, 4)) < ALIGNED_SINCE[leagueId]) continue;
    const regular = regularSeason(leagueId, season, rows);
    if (!completeSeason(leagueId, regular, cutoff, endings)) continue;
    for (const date of datesOf(leagueId, season)) {
      try {
        out.push(...scorePoint(leagueId, season, rows, date, names, endings));
      } catch (error) {
        // A franchise the alignment table does not know (an old name): that season is skipped.
        if (!(error instanceof UnalignedTeamError)) throw error;
      }
      await nextTurn();
      signal?.throwIfAborted();
    }
  }
  return out;
}

const round = (x: number) => Math.round(x * 10_000) / 10_000;

/** Pools a league's points into one row per target and date. */
export function summariseLeague(
  leagueId: string,
  league: string,
  points: readonly ScoredPoint[],
): OutlookBacktestRow[] {
  const groups = new Map<string, ScoredPoint[]>();
  for (const p of points) {
    const id = `${p.key}|${p.date}`;
    groups.set(id, [...(groups.get(id) ?? []), p]);
  }
  return [...groups.values()].map((group) => {
    const model = group.flatMap((g) => g.model);
    const baseline = group.flatMap((g) => g.baseline);
    const seasons = group.map((g) => g.season);
    return {
      leagueId,
      league,
      key: group[0]!.key,
      // The NBA's play-off target is a top-six seed: straight into the play-offs since the
      // play-in began (2020/21), one of eight play-off places before it.
      label: leagueId === 'NBA' ? 'Top-6 seed' : COLUMN_TEXT[group[0]!.key].label,
      date: group[0]!.date,
      firstSeason: seasons[0]!,
      lastSeason: seasons.at(-1)!,
      seasons: seasons.length,
      n: model.length,
      events: model.filter((f) => f.outcome === 1).length,
      model: { brier: round(brierScore(model)), logLoss: round(logLoss(model)) },
      baseline: {
        brier: round(brierScore(baseline)),
        logLoss: round(logLoss(baseline, BASELINE_FLOOR / 2)),
      },
    };
  });
}
