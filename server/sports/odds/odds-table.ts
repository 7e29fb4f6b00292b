import type { BetsLikeThis, OddsRow, ValueBet } from '@contract';
import { americanFromDecimal } from '../../../engine/market/index.ts';
import {
  netPrice,
  offerAllowed,
  PROBABILITY_MARGIN,
  selectValueBets,
  VALUE_RULE,
  valueBet,
} from '../../../engine/value/index.ts';
import { isUsLeague } from '../../data/reference/leagues.ts';
import type { OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { possessive } from '../../lib/english.ts';
import { isExchange } from './exchanges.ts';
import { addFairFromSpread } from './fair-from-spread.ts';
import { AGGREGATE_BOOKS, isStale, latestFirst } from './market.ts';
import { noValueBetsNote, type Outcome, type ProbabilityBasis } from './value-note.ts';

/** Expected value (percent) a price must offer over Strix's probability to be listed. */
export const VALUE_THRESHOLD_PCT = VALUE_RULE.thresholdPct;
/** The engine's allowance for error in Strix's probability, in percentage points. */
export const MARGIN_POINTS = Math.round(PROBABILITY_MARGIN * 1000) / 10;

/** The US files name their single line by when it was taken; people read it as the market's. */
const BOOK_NAMES: Record<string, string> = {
  'Closing line': 'Consensus line',
  'Opening line': 'Opening line',
};

/** The name a book is shown under. Own entries only: a book called 'constructor' keeps its name. */
export const bookmakerName = (book: string) =>
  Object.hasOwn(BOOK_NAMES, book) ? BOOK_NAMES[book]! : book;

const american = (decimal: number | undefined | null) =>
  decimal && Number.isFinite(decimal) && decimal > 1
    ? Math.round(americanFromDecimal(decimal))
    : null;
const price = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value > 1 ? value : null;

/** What the table is read against: the clock, and the age past which a price is stale. */
export interface PriceClock {
  asOf: Date;
  staleAfterMs: number;
}

/**
 * The latest price per bookmaker and market known at the clock, whichever provider captured it
 * (documents in capture order, `latestFirst`), with its capture time, and the best fresh price
 * per outcome marked (a stale price is shown but cannot be the best). Exchanges are compared by
 * what they pay after `exchangeCommission`, the fraction of winnings they keep.
 */
export function oddsRows(
  matchId: number,
  leagueId: string,
  docs: readonly OddsDocRow[],
  clock: PriceClock,
  exchangeCommission: number,
): OddsRow[] {
  const soccer = !isUsLeague(leagueId);
  const rows = new Map<string, OddsRow>();
  // Each row's source name and newest capture, for saying what a lines-only source holds.
  const origins = new Map<OddsRow, { source: string; capturedAt: Date }>();
  for (const doc of latestFirst(docs)) {
    for (const quote of doc.quotes) {
      if (AGGREGATE_BOOKS.has(quote.bookmaker)) continue;
      const name = bookmakerName(quote.bookmaker);
      let row = rows.get(name);
      if (!row) {
        const exchange = isExchange(name);
        row = {
          id: `${matchId}:${name}`,
          sportsbook: name,
          moneylineHome: null,
          moneylineDraw: null,
          moneylineAway: null,
          spreadHome: null,
          spreadOddsHome: null,
          totalPoints: null,
          totalPrices: { over: null, under: null },
          fairFromSpread: null,
          note: null,
          decimal: { home: null, draw: null, away: null, spreadHome: null },
          exchange,
          commission: exchange ? exchangeCommission : 0,
          netDecimal: { home: null, draw: null, away: null, spreadHome: null },
          best: { home: false, draw: false, away: false },
          kind: doc.kind === 'closing' ? 'closing' : 'pre-match',
          capturedAt: doc.capturedAt.toISOString(),
          stale: isStale(doc.capturedAt, clock.asOf, clock.staleAfterMs),
        };
        rows.set(name, row);
        origins.set(row, { source: quote.bookmaker, capturedAt: doc.capturedAt });
      }
      // Documents come latest first: a field already filled holds the newer price.
      const isMoneyline = soccer ? quote.market === '1x2' : quote.market === 'moneyline';
      if (isMoneyline && row.decimal.home === null) {
        // The row is dated by its match-result price, the one best prices and value bets use:
        // a newer capture of another market alone must not pass an older price off as fresh.
        row.kind = doc.kind === 'closing' ? 'closing' : 'pre-match';
        row.capturedAt = doc.capturedAt.toISOString();
        row.stale = isStale(doc.capturedAt, clock.asOf, clock.staleAfterMs);
        const [h, x, a] = soccer ? quote.prices : [quote.prices[0], undefined, quote.prices[1]];
        row.decimal.home = price(h);
        row.decimal.draw = soccer ? price(x) : null;
        row.decimal.away = price(a);
        row.moneylineHome = american(row.decimal.home);
        row.moneylineDraw = american(row.decimal.draw);
        row.moneylineAway = american(row.decimal.away);
      }
      const isSpread = soccer ? quote.market === 'ah' : quote.market === 'spread';
      if (isSpread && row.spreadHome === null && quote.line !== null) {
        row.spreadHome = quote.line;
        row.decimal.spreadHome = price(quote.prices[0]);
        row.spreadOddsHome = american(row.decimal.spreadHome);
      }
      const isTotal = soccer ? quote.market === 'ou' : quote.market === 'total';
      if (isTotal && row.totalPoints === null && quote.line !== null) {
        row.totalPoints = quote.line;
        const [over, under] = quote.prices;
        row.totalPrices = { over: price(over), under: price(under) };
      }
    }
  }
  const net = (quoted: number | null, commission: number) =>
    quoted === null ? null : Math.round(netPrice(quoted, commission) * 1e4) / 1e4;
  const list = [...rows.values()];
  for (const row of list) {
    for (const key of ['home', 'draw', 'away', 'spreadHome'] as const) {
      row.netDecimal[key] = net(row.decimal[key], row.commission);
    }
    row.totalPrices = {
      over: net(row.totalPrices.over, row.commission),
      under: net(row.totalPrices.under, row.commission),
    };
    const origin = origins.get(row)!;
    if (!soccer) addFairFromSpread(row, leagueId, origin.source, origin.capturedAt);
  }
  const fresh = list.filter((r) => !r.stale);
  for (const outcome of ['home', 'draw', 'away'] as const) {
    const best = Math.max(...fresh.map((r) => r.netDecimal[outcome] ?? 0));
    if (best > 1) for (const r of fresh) r.best[outcome] = r.netDecimal[outcome] === best;
  }
  return list;
}

const pct = (p: number) => Math.round(p * 1000) / 10;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const percent = (p: number) => `${pct(p).toFixed(1)}%`;
const signed = (value: number) => `${value < 0 ? '-' : '+'}${Math.abs(value).toFixed(1)}%`;

/** Strix's published probability, the model alone and the de-vigged market, 0–1 per outcome. */
export interface OutcomeProbabilities {
  published: readonly number[];
  model: readonly number[];
  market: readonly number[] | null;
}

/**
 * How bets like one did on history (the value-bet ledger at the clock): EV in percent, net price,
 * and the league (MLB and NHL bets read their own league's history).
 */
export type ValueHistory = (
  expectedValuePct: number,
  price: number,
  leagueId?: string,
) => BetsLikeThis | null;

export interface ValueBetsContext {
  matchId: number;
  homeTeam: string;
  awayTeam: string;
  kickoff: Date;
  soccer: boolean;
  /** Absent while the ledger is computed: cards then carry no history. */
  history?: ValueHistory;
}

/**
 * What the published probability is. Soccer's blend gives the model no weight, so there it is the
 * market's fair price; compared by value so the wording follows the weights, whatever they are.
 */
function basisOf({ published, model, market }: OutcomeProbabilities): ProbabilityBasis {
  const same = (a: readonly number[], b: readonly number[]) =>
    a.length === b.length && a.every((x, i) => Math.abs(x - b[i]!) < 1e-9);
  if (!market) return 'model';
  if (same(published, market)) return 'market';
  return same(published, model) ? 'model' : 'pooled';
}

/** A listed bet, its outcome named. */
type ListedBet = Omit<ReturnType<typeof selectValueBets<Candidate>>[number], 'outcome'> & {
  outcome: Outcome;
};
interface Candidate {
  row: OddsRow;
  outcome: number;
  price: number;
  modelProbability: number;
  exchange: boolean;
}

interface CardContext {
  team: string | null;
  description: string;
  /** The outcome the published probability favours. */
  favourite: Outcome;
  basis: ProbabilityBasis;
  probabilities: OutcomeProbabilities;
  context: ValueBetsContext;
  at: (list: readonly number[], outcome: Outcome) => number;
}

const MARGIN_TEXT = MARGIN_POINTS === 1 ? 'a point' : `${MARGIN_POINTS} points`;

/**
 * When the bet backs a side the headline does not favour, why both hold: one is the likelier
 * result, the other is priced above what its chance is worth (spec "Final prediction summary"
 * sits above the value bets, and a reader sees them disagree).
 */
function whyBothHold(bet: ListedBet, c: CardContext): string {
  if (bet.outcome === c.favourite) return '';
  const favouriteTeam =
    c.favourite === 'home'
      ? c.context.homeTeam
      : c.favourite === 'away'
        ? c.context.awayTeam
        : null;
  const likelier = favouriteTeam
    ? `${favouriteTeam} are likelier to win (${percent(c.at(c.probabilities.published, c.favourite))})`
    : `A draw is the likeliest result (${percent(c.at(c.probabilities.published, c.favourite))})`;
  const whose = c.team ? `${possessive(c.team)}` : "the draw's";
  const their = c.team ? 'their' : 'its';
  return ` ${likelier}; ${whose} ${bet.price.toFixed(2)} at ${bet.row.sportsbook} pays more than ${their} ${percent(bet.modelProbability)} chance is worth, so both hold.`;
}

/** One value-bet card: the numbers, the sentence behind them, and how bets like it did. */
function valueBetCard(bet: ListedBet, c: CardContext): ValueBet {
  const { team, basis, probabilities, context, at } = c;
  const ev = oneDecimal(bet.expectedValuePct);
  const cautious = oneDecimal(bet.cautiousExpectedValuePct);
  const modelAlone = at(probabilities.model, bet.outcome);
  const market = probabilities.market ? at(probabilities.market, bet.outcome) : null;
  const what =
    basis === 'pooled'
      ? `the model's ${percent(modelAlone)} pooled with the market's ${percent(market!)}`
      : basis === 'market'
        ? `the market's fair price (the model alone says ${percent(modelAlone)})`
        : market === null
          ? 'the model alone, with no market price to pool it with'
          : 'the model alone';
  const quoted = bet.row.decimal[bet.outcome]!;
  const pays = bet.row.exchange
    ? `offers ${quoted.toFixed(2)}, ${bet.price.toFixed(2)} after its ${oneDecimal(bet.row.commission * 100)}% commission,`
    : `pays ${bet.price.toFixed(2)},`;
  const history = context.history?.(bet.expectedValuePct, bet.price) ?? null;
  return {
    description: c.description,
    odds: Math.round(americanFromDecimal(quoted)),
    decimalOdds: quoted,
    capturedAt: bet.row.capturedAt,
    sportsbook: bet.row.sportsbook,
    impliedProbability: pct(bet.impliedProbability),
    modelProbability: pct(bet.modelProbability),
    expectedValue: ev,
    fairOdds: Math.round(bet.fairOdds * 100) / 100,
    kellyStake: Math.round(bet.stake * 1000) / 10,
    // Bets like this lost money on history: the card says so and claims no tier.
    tier: history && !history.earned ? 'neutral' : bet.tier,
    analysis: `Strix puts ${team ? `${possessive(team)} win` : 'the draw'} at ${percent(bet.modelProbability)}, ${what}; fair odds ${bet.fairOdds.toFixed(2)}. ${bet.row.sportsbook} ${pays} which implies ${percent(bet.impliedProbability)}: an expected return of ${signed(ev)} per unit staked if Strix's probability is right, and ${signed(cautious)} if it is ${MARGIN_TEXT} too high.${whyBothHold(bet, c)} A quarter-Kelly stake is ${(bet.stake * 100).toFixed(1)}% of bankroll.`,
    matchId: context.matchId,
    homeTeam: context.homeTeam,
    awayTeam: context.awayTeam,
    kickoff: context.kickoff.toISOString(),
    outcome: bet.outcome,
    netDecimalOdds: bet.price,
    exchange: bet.row.exchange,
    commission: bet.row.commission,
    modelAloneProbability: pct(modelAlone),
    marketProbability: market === null ? null : pct(market),
    probabilityBasis: basis,
    cautiousExpectedValue: cautious,
    probabilityMargin: MARGIN_POINTS,
    history,
  };
}

const indexOfMax = (list: readonly number[]) =>
  list.reduce((best, p, i) => (p > list[best]! ? i : best), 0);

/**
 * Outcomes priced above Strix's published probability by more than the threshold, net of any
 * exchange commission, and still paying were that probability a point lower: the best price per
 * outcome, strongest first. With none, `note` says why.
 */
export function valueBets(
  rows: readonly OddsRow[],
  probabilities: OutcomeProbabilities,
  context: ValueBetsContext,
): { bets: ValueBet[]; note: string | null } {
  const outcomes: readonly Outcome[] = context.soccer ? ['home', 'draw', 'away'] : ['home', 'away'];
  const at = (list: readonly number[], outcome: Outcome) =>
    list[context.soccer ? outcomes.indexOf(outcome) : outcome === 'home' ? 0 : 1]!;
  const basis = basisOf(probabilities);
  // A stale price may no longer be on offer: it never makes a value bet.
  const candidates = rows
    .filter((row) => !row.stale)
    .flatMap((row) =>
      outcomes.flatMap((outcome) => {
        const net = row.netDecimal[outcome];
        return net && net > 1
          ? [{ row, outcome, price: net, modelProbability: at(probabilities.published, outcome) }]
          : [];
      }),
    );
  const offers: Candidate[] = candidates.map((c) => ({
    ...c,
    outcome: outcomes.indexOf(c.outcome),
    exchange: c.row.exchange,
  }));
  const found = selectValueBets(offers, VALUE_RULE);
  const side = (outcome: Outcome) =>
    outcome === 'home' ? context.homeTeam : outcome === 'away' ? context.awayTeam : null;
  const favourite = outcomes[indexOfMax(probabilities.published)]!;
  const bets: ValueBet[] = [];
  for (const listed of found) {
    const bet: ListedBet = { ...listed, outcome: outcomes[listed.outcome]! };
    const team = side(bet.outcome);
    const description = team
      ? `${team} to win`
      : `Draw: ${context.homeTeam} vs ${context.awayTeam}`;
    bets.push(
      valueBetCard(bet, { team, description, favourite, basis, probabilities, context, at }),
    );
  }
  if (bets.length > 0) return { bets, note: null };
  // The closest miss: the candidate with the highest EV, listed or not.
  const closest = candidates
    .filter((_, i) => offerAllowed(offers[i]!, VALUE_RULE))
    .map((c) => ({ ...c, bet: valueBet(c) }))
    .sort((a, b) => b.bet.expectedValuePct - a.bet.expectedValuePct)[0];
  return {
    bets,
    note: noValueBetsNote({
      hasPrices: candidates.length > 0,
      hasLines: rows.length > 0,
      exchanges: rows.some((row) => row.exchange),
      thresholdPct: VALUE_THRESHOLD_PCT,
      marginPoints: MARGIN_POINTS,
      basis,
      outcomes: outcomes.map((outcome) => ({
        outcome,
        team: side(outcome),
        published: at(probabilities.published, outcome),
        model: at(probabilities.model, outcome),
        market: probabilities.market ? at(probabilities.market, outcome) : null,
      })),
      closest: closest
        ? {
            outcome: closest.outcome,
            sportsbook: closest.row.sportsbook,
            quoted: closest.row.decimal[closest.outcome]!,
            net: closest.price,
            exchange: closest.row.exchange,
            expectedValuePct: closest.bet.expectedValuePct,
            cautiousExpectedValuePct: closest.bet.cautiousExpectedValuePct,
          }
        : null,
    }),
  };
}
