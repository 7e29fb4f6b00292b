import type { SoccerBacktestMatch, SoccerForecastRow } from '../../../engine/backtest/soccer.ts';
import {
  type RecordForecast,
  walkForwardBaseRates,
} from '../../../engine/backtest/track-record.ts';
import type { EloGame } from '../../../engine/elo/index.ts';
import { devigMultiplicative, spreadToWinProbability } from '../../../engine/market/index.ts';
import { soccerBlendWeightFor } from '../../../engine/predict/blend-weight-for.ts';
import {
  BLEND_WEIGHTS,
  publishedProbability,
  US_MODEL,
  type UsFixture,
  type UsLeague,
} from '../../../engine/predict/index.ts';
import { markClosedDoors } from '../../../engine/soccer/index.ts';
import { netPrice } from '../../../engine/value/exchange.ts';
import { VALUE_RULE } from '../../../engine/value/rule.ts';
import type { Db } from '../../db/client.ts';
import {
  type LeagueMatchRow,
  loadLeagueMatches,
  loadOdds,
  type OddsDocRow,
} from '../../db/queries/sports-catalogue.ts';
import { isExchange } from '../odds/exchanges.ts';
import { AGGREGATE_BOOKS } from '../odds/market.ts';
import { localDate } from '../time/dates.ts';
import { SOCCER_HISTORY_DAYS } from '../time/history-window.ts';
import { knownAt } from '../time/known-at.ts';
import { timeZoneOf } from '../time/time-zones.ts';
import { groupOdds } from './group-odds.ts';
import { fitOffThread, weekForecasts } from './off-thread/fits-off-thread.ts';

const DAY = 86_400_000;
/** Soccer history the model fits on before the window: its fit window and a season. */

/**
 * NBA/NFL history before the window: Elo regresses toward the mean between seasons and the
 * margin rating decays, so ratings after five seasons barely depend on the start (the served
 * model reads all of it; the backtest would take minutes a league that way).
 */
const US_HISTORY_SEASONS = 5;

/** A league's walk-forward forecasts of the games in [windowFrom, asOf), each with its kick-off. */
export type DatedForecast = RecordForecast & { kickoff: Date };

type Quote = OddsDocRow['quotes'][number];

/** A match's quote of one market by one bookmaker, in the prices known at the clock. */
export function quote(
  docs: readonly OddsDocRow[],
  kind: OddsDocRow['kind'],
  pick: (q: Quote) => boolean,
) {
  // The latest capture of that kind wins (docs are oldest first).
  let found: Quote | undefined;
  for (const doc of docs) {
    if (doc.kind !== kind) continue;
    found = doc.quotes.find(pick) ?? found;
  }
  return found;
}

/**
 * The best pre-match 1X2 price per outcome among the books the odds table lists: the aggregate
 * 'Market maximum' is no book anyone can bet at (and its outliers flatter a backtest), and an
 * exchange pays out net of its commission. Undefined when no book priced all three.
 */
export function bestListedPrices(
  docs: readonly OddsDocRow[],
  exchangeCommission: number,
): number[] | undefined {
  const best = [0, 0, 0];
  for (const doc of docs) {
    if (doc.kind !== 'opening') continue;
    for (const q of doc.quotes) {
      if (q.market !== '1x2' || q.prices.length !== 3 || AGGREGATE_BOOKS.has(q.bookmaker)) continue;
      const exchange = isExchange(q.bookmaker);
      // The value rule leaves exchanges out (engine/value/rule.ts): so does the price it takes.
      if (exchange && !VALUE_RULE.exchanges) continue;
      const commission = exchange ? exchangeCommission : 0;
      q.prices.forEach((price, i) => {
        if (price > 1) best[i] = Math.max(best[i]!, netPrice(price, commission));
      });
    }
  }
  return best.every((price) => price > 1) ? best : undefined;
}

const soccerOutcome = (r: LeagueMatchRow) =>
  r.homeScore! > r.awayScore! ? 0 : r.homeScore === r.awayScore ? 1 : 2;

/**
 * Soccer: Dixon–Coles refitted weekly on matches before each refit (engine/backtest/soccer.ts),
 * published as the app does (pooled with Pinnacle's pre-match price), scored against Pinnacle's
 * de-vigged closing price. Matches without a closing price are left out.
 */
export async function soccerLeagueForecasts(
  db: Db,
  leagueId: string,
  windowFrom: Date,
  asOf: Date,
  exchangeCommission: number,
  signal?: AbortSignal,
): Promise<DatedForecast[]> {
  const rows = knownAt(asOf).results(
    leagueId,
    await loadLeagueMatches(
      db,
      leagueId,
      new Date(windowFrom.getTime() - SOCCER_HISTORY_DAYS * DAY),
    ),
  );
  const inWindow = rows.filter((r) => r.kickoff >= windowFrom);
  if (inWindow.length === 0) return [];
  const odds = groupOdds(
    await loadOdds(
      db,
      inWindow.map((r) => r.id),
      asOf,
    ),
  );
  const price = (id: number, kind: OddsDocRow['kind'], bookmaker: string) =>
    quote(odds.get(id) ?? [], kind, (q) => q.market === '1x2' && q.bookmaker === bookmaker)?.prices;
  const matches: SoccerBacktestMatch[] = markClosedDoors(
    rows.map((r) => ({
      id: String(r.id),
      date: r.kickoff.toISOString(),
      kickoff: r.kickoff.toISOString(),
      season: r.season,
      home: String(r.homeTeamId),
      away: String(r.awayTeamId),
      homeGoals: r.homeScore!,
      awayGoals: r.awayScore!,
      homeShotsOnTarget: r.stats?.HST,
      awayShotsOnTarget: r.stats?.AST,
      homeShots: r.stats?.HS,
      awayShots: r.stats?.AS,
      pinnacleOpening: price(r.id, 'opening', 'Pinnacle'),
      averageOpening: price(r.id, 'opening', 'Market average'),
      maximumOpening: bestListedPrices(odds.get(r.id) ?? [], exchangeCommission),
      pinnacleClosing: price(r.id, 'closing', 'Pinnacle'),
    })),
  );
  const base = new Map(
    walkForwardBaseRates(rows.map(soccerOutcome), 3).map((rates, i) => [
      String(rows[i]!.id),
      rates,
    ]),
  );
  let forecasts: SoccerForecastRow[] = [];
  // Refitted on the fitting thread; this one serves requests meanwhile.
  const answers = fitOffThread(
    {
      kind: 'soccer',
      matches,
      seasons: [...new Set(inWindow.map((r) => r.season))],
      scoredFrom: windowFrom.toISOString(),
    },
    { signal },
  );
  for await (const answer of answers) if (answer.kind === 'soccer') forecasts = answer.rows;
  return forecasts
    .filter((f) => f.closing.length === 3)
    .map((f) => ({
      kickoff: new Date(f.kickoff),
      outcome: f.outcome,
      strix: publishedProbability(f.model, f.market, soccerBlendWeightFor(f.season).weight),
      model: f.model,
      closing: f.closing,
      base: base.get(f.id!)!,
      best: f.maximum,
    }));
}

/**
 * NBA/NFL: the served model (engine/predict's forecastUsGames) run week by week on the games of
 * earlier days only, scored against the closing moneyline de-vigged (else the closing spread
 * as a probability). The files hold no earlier price, so Strix published the model alone.
 * Ties are left out: a two-way score needs a winner.
 */
export async function usLeagueForecasts(
  db: Db,
  league: UsLeague,
  windowFrom: Date,
  asOf: Date,
  signal?: AbortSignal,
): Promise<DatedForecast[]> {
  const rows = knownAt(asOf).results(
    league,
    await loadLeagueMatches(
      db,
      league,
      new Date(windowFrom.getTime() - US_HISTORY_SEASONS * 366 * DAY),
    ),
  );
  const inWindow = rows.filter((r) => r.kickoff >= windowFrom && r.homeScore !== r.awayScore);
  if (inWindow.length === 0) return [];
  const odds = groupOdds(
    await loadOdds(
      db,
      inWindow.map((r) => r.id),
      asOf,
    ),
  );
  const zone = timeZoneOf(league);
  const day = (d: Date) => {
    const l = localDate(d, zone);
    return `${l.year}-${String(l.month).padStart(2, '0')}-${String(l.day).padStart(2, '0')}`;
  };
  const qb = (s: LeagueMatchRow['stats']) =>
    s?.homeQb !== undefined && s?.awayQb !== undefined
      ? { homeQb: String(s.homeQb), awayQb: String(s.awayQb) }
      : {};
  const fixtureOf = (r: LeagueMatchRow): UsFixture => ({
    id: String(r.id),
    date: day(r.kickoff),
    season: Number(r.season.slice(0, 4)),
    home: String(r.homeTeamId),
    away: String(r.awayTeamId),
    neutral: r.stats?.neutral === 1,
    ...qb(r.stats),
  });
  const games: EloGame[] = rows.map((r) => ({
    ...fixtureOf(r),
    homeScore: r.homeScore!,
    awayScore: r.awayScore!,
    playoff: r.stats?.playoff === 1,
  }));
  const decided = rows.filter((r) => r.homeScore !== r.awayScore);
  const base = new Map(
    walkForwardBaseRates(
      decided.map((r) => (r.homeScore! > r.awayScore! ? 0 : 1)),
      2,
    ).map((rates, i) => [decided[i]!.id, rates]),
  );
  // A week's games are forecast together from the games of earlier days, as soccer refits weekly.
  const byWeek = new Map<number, LeagueMatchRow[]>();
  for (const r of inWindow) {
    const week = Math.floor((r.kickoff.getTime() - windowFrom.getTime()) / (7 * DAY));
    const list = byWeek.get(week) ?? [];
    list.push(r);
    byWeek.set(week, list);
  }
  const closing = (r: LeagueMatchRow) => {
    const docs = odds.get(r.id) ?? [];
    const moneyline = quote(docs, 'closing', (q) => q.market === 'moneyline');
    if (moneyline && moneyline.prices.length >= 2) {
      return devigMultiplicative(moneyline.prices.slice(0, 2));
    }
    const spread = quote(docs, 'closing', (q) => q.market === 'spread' && q.line !== null);
    if (!spread) return undefined;
    const p = spreadToWinProbability(-spread.line!, US_MODEL[league].spreadSigma);
    return [p, 1 - p];
  };
  const weeks = [...byWeek.values()]
    .map((fixtures) =>
      fixtures.flatMap((r) => {
        const price = closing(r);
        return price ? [{ r, closing: price }] : [];
      }),
    )
    .filter((priced) => priced.length > 0);
  // Each week fitted on the fitting thread from the games of earlier days.
  const homeWins = await weekForecasts(
    {
      kind: 'us',
      league,
      games,
      weeks: weeks.map((priced) => ({
        first: day(priced[0]!.r.kickoff),
        fixtures: priced.map(({ r }) => fixtureOf(r)),
      })),
    },
    { signal },
  );
  const weight = BLEND_WEIGHTS[league];
  const out: DatedForecast[] = [];
  for (const { r, closing } of weeks.flat()) {
    const p = homeWins.get(String(r.id))?.[0];
    if (p === undefined) continue;
    const model = [p, 1 - p];
    out.push({
      kickoff: r.kickoff,
      outcome: r.homeScore! > r.awayScore! ? 0 : 1,
      strix: publishedProbability(model, undefined, weight),
      model,
      closing,
      base: base.get(r.id)!,
    });
  }
  return out;
}
