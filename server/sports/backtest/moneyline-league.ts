import { setImmediate as nextTurn } from 'node:timers/promises';
import { walkForwardBaseRates } from '../../../engine/backtest/track-record.ts';
import { devigMultiplicative } from '../../../engine/market/index.ts';
import { publishedProbability } from '../../../engine/predict/index.ts';
import type { MoneylineLeague } from '../../../engine/predict/mlb-nhl.ts';
import {
  type LedgerMatch,
  type LedgerOffer,
  netPrice,
  VALUE_RULE,
} from '../../../engine/value/index.ts';
import type { Db } from '../../db/client.ts';
import { loadMarketOdds } from '../../db/queries/market-odds.ts';
import {
  type ClosingPriceRow,
  loadClosingPrices,
  loadLeagueStartersKnownAt,
  loadUsGames,
  type StarterRow,
  type UsGameRow,
} from '../../db/queries/mlb-nhl-games.ts';
import { readInSlices } from '../../db/queries/paged-read.ts';
import type { OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { isExchange } from '../odds/exchanges.ts';
import { AGGREGATE_BOOKS, marketView } from '../odds/market.ts';
import { MODEL_DETAIL_KEYS, moneylineModel } from '../state/moneyline-model.ts';
import { knownAt } from '../time/known-at.ts';
import { type DatedForecast, quote } from './backtest-league.ts';
import { groupOdds } from './group-odds.ts';
import { MONEYLINE_HISTORY_MS } from './off-thread/fit-jobs.ts';
import { weekForecasts } from './off-thread/fits-off-thread.ts';

const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** One MLB or NHL game as Strix would have seen it before the first pitch or puck drop. */
export interface MoneylineForecast {
  id: number;
  season: string;
  kickoff: Date;
  /** 0 home won, 1 away won (overtime and shoot-out included: every game is decided). */
  outcome: number;
  /** The served model alone, [home, away]; absent where it was not run (see `scoreModel`). */
  model?: number[];
  /** What Strix published: the model pooled with the pre-match moneyline, else the model alone. */
  strix: number[];
  /** The de-vigged closing moneyline: scored against, never an input. */
  closing?: number[];
  /** How often home and away won in the league's earlier games. */
  base: number[];
  /** Each real book's last pre-match moneyline (no aggregate; an exchange's net of commission). */
  offers: LedgerOffer[];
}

const complete = (prices: readonly number[] | undefined): prices is number[] =>
  prices?.length === 2 && prices.every((p) => Number.isFinite(p) && p > 1);

/**
 * A game's prices as the walk-forward reads them: the moneyline before the start (the MLB and
 * NHL workbooks' opening line, 22:00 ET the eve; the Odds API's timed snapshots) both to pool
 * with and to bet at, the closing moneyline only to score against.
 */
function gamePrices(
  league: MoneylineLeague,
  docs: readonly OddsDocRow[],
  kickoff: Date,
  commission: number,
) {
  const before = docs.filter((d) => d.kind !== 'closing' && d.capturedAt < kickoff);
  // The latest pre-match moneyline, as the served state pools it.
  const market = marketView(league, before)?.probabilities;
  const books = new Map<string, number[]>();
  for (const doc of before) {
    for (const q of doc.quotes)
      if (q.market === 'moneyline' && complete(q.prices)) books.set(q.bookmaker, q.prices);
  }
  const offers: LedgerOffer[] = [];
  for (const [book, prices] of books) {
    if (AGGREGATE_BOOKS.has(book)) continue;
    const exchange = isExchange(book);
    prices.forEach((quoted, outcome) => {
      offers.push({
        book,
        outcome,
        price: exchange ? netPrice(quoted, commission) : quoted,
        exchange,
      });
    });
  }
  const close = quote(docs, 'closing', (q) => q.market === 'moneyline' && complete(q.prices));
  return { market, offers, closing: close ? devigMultiplicative(close.prices) : undefined };
}

/** A league's games settled before `asOf` from the history window on, with their prices. */
async function loadWalkForward(
  db: Db,
  league: MoneylineLeague,
  windowFrom: Date,
  asOf: Date,
  commission: number,
) {
  const from = new Date(windowFrom.getTime() - MONEYLINE_HISTORY_MS);
  // One read at a time, each a pause of its own (PGlite answers in this thread); the starters
  // only once a week needs the model (MLB's ledger only from 2020, its first weight above 0).
  const all = await loadUsGames(db, league, from, MODEL_DETAIL_KEYS);
  if (!all.some((r) => r.kickoff >= windowFrom && r.kickoff < asOf)) return undefined;
  let starters: Promise<StarterRow[]> | undefined;
  const startersKnown = () => {
    starters ??= nextTurn().then(() => loadLeagueStartersKnownAt(db, league, from, asOf));
    return starters;
  };
  // MLB's starter term learns from earlier games' closing prices (each week takes those known
  // at its start); the NHL reads none.
  let closing: Promise<ClosingPriceRow[]> | undefined;
  const closingKnown = () => {
    closing ??=
      league === 'MLB'
        ? nextTurn().then(() => loadClosingPrices(db, league, from, asOf))
        : Promise.resolve([]);
    return closing;
  };
  await nextTurn();
  const known = knownAt(asOf);
  const rows = known.results(league, all);
  const decided = rows.filter((r) => r.homeScore !== r.awayScore);
  const inWindow = decided.filter((r) => r.kickoff >= windowFrom);
  await nextTurn();
  // A slice of games at a time (paged-read.ts): the window's prices at once held the loop. The
  // moneyline only: `gamePrices` reads nothing else, and the run and puck lines and totals are
  // over half of every document.
  const odds = groupOdds(
    await readInSlices(
      inWindow.map((r) => r.id),
      (ids) => loadMarketOdds(db, ids, asOf, 'moneyline'),
    ),
  );
  const prices = new Map(
    inWindow.map((r) => [r.id, gamePrices(league, odds.get(r.id) ?? [], r.kickoff, commission)]),
  );
  const base = new Map(
    walkForwardBaseRates(
      decided.map((r) => (r.homeScore! > r.awayScore! ? 0 : 1)),
      2,
    ).map((rates, i) => [decided[i]!.id, rates]),
  );
  // A week's priced games are forecast together, from the week's start, as soccer refits weekly.
  const byWeek = new Map<number, UsGameRow[]>();
  for (const r of inWindow) {
    const p = prices.get(r.id)!;
    if (!p.closing && p.offers.length === 0) continue;
    const week = Math.floor((r.kickoff.getTime() - windowFrom.getTime()) / WEEK);
    const list = byWeek.get(week) ?? [];
    list.push(r);
    byWeek.set(week, list);
  }
  return { rows, startersKnown, closingKnown, prices, base, byWeek };
}

/**
 * MLB/NHL walk-forward (docs/models.md "Baseball", "Hockey"): the served model
 * (state/moneyline-model.ts over `forecastMlbNhlGames`) run week by week on the games whose
 * results were known at the week's start, with the starters known then, pooled with the game's
 * pre-match moneyline at the weight fitted for its season. Games of [windowFrom, asOf) with a
 * price before or at the start are forecast; the caller picks what it scores. Without
 * `scoreModel`, a game whose published probability is the market's alone (a weight of 0, as
 * MLB's to 2019) is not run through the model: nothing it published depends on it.
 */
export async function moneylineForecasts(
  db: Db,
  league: MoneylineLeague,
  windowFrom: Date,
  asOf: Date,
  options: { commission?: number; scoreModel?: boolean; signal?: AbortSignal } = {},
): Promise<MoneylineForecast[]> {
  const loaded = await loadWalkForward(db, league, windowFrom, asOf, options.commission ?? 0);
  if (!loaded) return [];
  const { rows, startersKnown, closingKnown, prices, base, byWeek } = loaded;
  // The adapter's own weight per season (MLB_NHL_TABLES), read without a model run.
  const weightOf = moneylineModel(league, [], [], asOf, null).blendWeight;
  const marketOnly = (r: UsGameRow) =>
    !options.scoreModel && prices.get(r.id)!.market !== undefined && weightOf(r.season) === 0;
  const weeks = [...byWeek].map(([week, games]) => ({
    clock: new Date(windowFrom.getTime() + week * WEEK),
    games,
    modelled: games.filter((r) => !marketOnly(r)).map((r) => r.id),
  }));
  const fitted = weeks.filter((w) => w.modelled.length > 0);
  // Fitted week by week on the fitting thread, paced to half a core: this runs in the
  // background of a serving process (tens of seconds for the NHL's weeks).
  const models =
    fitted.length === 0
      ? new Map<string, number[]>()
      : await weekForecasts(
          {
            kind: 'moneyline',
            league,
            rows,
            starters: await startersKnown(),
            closing: await closingKnown(),
            weeks: fitted.map((w) => ({ clock: w.clock, gameIds: w.modelled })),
          },
          { paced: true, signal: options.signal },
        );
  const out: MoneylineForecast[] = [];
  for (const { games } of weeks) {
    for (const r of games) {
      const p = prices.get(r.id)!;
      const model = models.get(String(r.id));
      if (!model && !marketOnly(r)) continue;
      out.push({
        id: r.id,
        season: r.season,
        kickoff: r.kickoff,
        outcome: r.homeScore! > r.awayScore! ? 0 : 1,
        model,
        strix: model
          ? publishedProbability(model, p.market, p.market ? weightOf(r.season) : 1)
          : p.market!,
        closing: p.closing,
        base: base.get(r.id)!,
        offers: p.offers,
      });
    }
  }
  return out;
}

/** The best pre-match price per side among the books the rule may list; undefined unless both. */
function bestOffers(offers: readonly LedgerOffer[]): number[] | undefined {
  const best = [0, 0];
  for (const o of offers) {
    if (o.exchange && !VALUE_RULE.exchanges) continue;
    best[o.outcome] = Math.max(best[o.outcome]!, o.price);
  }
  return best.every((price) => price > 1) ? best : undefined;
}

/**
 * The record's MLB/NHL rows: the walk-forward over [windowFrom, asOf), games with a closing
 * moneyline only (nothing fair to score against without one), value bets at the best pre-match
 * price.
 */
export async function moneylineRecordForecasts(
  db: Db,
  league: MoneylineLeague,
  windowFrom: Date,
  asOf: Date,
  exchangeCommission: number,
  signal?: AbortSignal,
): Promise<DatedForecast[]> {
  const forecasts = await moneylineForecasts(db, league, windowFrom, asOf, {
    commission: exchangeCommission,
    scoreModel: true,
    signal,
  });
  return forecasts.flatMap((f) =>
    f.closing && f.model
      ? [
          {
            kickoff: f.kickoff,
            outcome: f.outcome,
            strix: f.strix,
            model: f.model,
            closing: f.closing,
            base: f.base,
            best: bestOffers(f.offers),
          },
        ]
      : [],
  );
}

/**
 * The ledger's MLB/NHL games: each one priced before its start since `from`, as the value rule
 * saw it then (Strix's published probability and every real book's pre-match moneyline), the
 * closing moneyline for CLV.
 */
export async function moneylineLedgerMatches(
  db: Db,
  league: MoneylineLeague,
  from: Date,
  cutoff: Date,
  commission: number,
  signal?: AbortSignal,
): Promise<LedgerMatch[]> {
  const forecasts = await moneylineForecasts(db, league, from, cutoff, { commission, signal });
  return forecasts.flatMap((f) =>
    f.offers.length === 0
      ? []
      : [
          {
            id: String(f.id),
            league,
            season: f.season,
            kickoff: f.kickoff.toISOString(),
            outcome: f.outcome,
            probabilities: f.strix,
            offers: f.offers,
            closing: f.closing,
          },
        ],
  );
}
