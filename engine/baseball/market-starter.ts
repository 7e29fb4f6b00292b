/**
 * The market-implied starter rating of the MLB model (docs/models.md "Baseball"). The closing
 * moneyline of a game is priced on its listed starters; against a team-only forecast of the same
 * game (a fixed Elo on runs, `MARKET_REFERENCE_ELO`), what is left over, in logit, is mostly what
 * the market thought of the two pitchers. Each pitcher is rated by the mean of those residuals
 * over his earlier starts, for his side, the latest counting most (the market's view of a
 * pitcher moves with his health and form), shrunk to zero, less each season older.
 *
 * Only earlier games' closing prices are read: a game is credited after it has been played, and
 * its own price never enters its own forecast. A start is credited only when the line was priced
 * on the pitcher who started (or on a listing not yet matched to anyone).
 */

import { runElo } from '../elo/run.ts';
import type { EloParams } from '../elo/types.ts';
import { devigMultiplicative } from '../market/devig.ts';
import { logit } from '../situational/logistic.ts';
import { MLB_ELO } from './elo.ts';
import type { BaseballGame } from './types.ts';

export interface MarketStarterParams {
  /** Residuals of zero added to every pitcher's record, in starts (the shrinkage). */
  shrinkStarts: number;
  /** Half-life of a pitcher's starts, in starts: the market's latest view counts most. */
  halfLifeStarts: number;
  /** Weight of a start one season older (0–1). */
  seasonCarry: number;
}

/**
 * Chosen on 2012–2016 (docs/models.md "Baseball") among shrinkage 1–5 starts, half-lives of
 * 2–30 starts or none, and a season carry of 0.3–0.8; 2017–2022 read the same way.
 */
export const MARKET_STARTER: MarketStarterParams = {
  shrinkStarts: 2,
  halfLifeStarts: 3,
  seasonCarry: 0.5,
};

/**
 * The team-only forecast the market is read against: MLB's Elo on runs at its base settings,
 * without any pitcher edge, the same for every season and for backtest and service alike.
 */
export const MARKET_REFERENCE_ELO: EloParams = { ...MLB_ELO, edgeElo: 0 };

interface StartRecord {
  weight: number;
  sum: number;
  season: number;
}

/** The home side's share of a de-vigged moneyline, in logit; undefined without a price. */
export function marketLogit(moneyline: readonly [number, number] | undefined): number | undefined {
  if (!moneyline) return undefined;
  const p = devigMultiplicative(moneyline)[0]!;
  return p > 0 && p < 1 ? logit(p) : undefined;
}

const played = (game: BaseballGame) =>
  Number.isFinite(game.homeScore) && Number.isFinite(game.awayScore);

/**
 * Each game's listed starters' market-implied ratings (logit, higher = the market rated him
 * better), from the games before it, for games in chronological order (fixtures included last).
 */
export function marketStarterRatings(
  games: readonly BaseballGame[],
  params: MarketStarterParams = MARKET_STARTER,
): Map<string, { home: number; away: number }> {
  const finished = games.filter(played);
  const reference = new Map(
    runElo(finished, MARKET_REFERENCE_ELO).predictions.map((p) => [p.id, p.homeWinProbability]),
  );
  const records = new Map<string, StartRecord>();
  const decay = 0.5 ** (1 / params.halfLifeStarts);
  const aged = (record: StartRecord | undefined, season: number): StartRecord => {
    if (!record) return { weight: 0, sum: 0, season };
    if (record.season === season) return record;
    const carry = params.seasonCarry ** (season - record.season);
    return { weight: record.weight * carry, sum: record.sum * carry, season };
  };
  const rating = (pitcher: string | undefined, season: number) => {
    if (!pitcher) return 0;
    const record = aged(records.get(pitcher), season);
    return record.sum / (record.weight + params.shrinkStarts);
  };
  const credit = (pitcher: string, residual: number, season: number) => {
    const record = aged(records.get(pitcher), season);
    records.set(pitcher, {
      weight: record.weight * decay + 1,
      sum: record.sum * decay + residual,
      season,
    });
  };
  // The price was on this pitcher: the listing is his, or not yet matched to anyone.
  const pricedOn = (listed: string | undefined, actual: string | undefined): actual is string =>
    !!actual && (!listed || listed === actual || listed.startsWith('listed:'));

  const out = new Map<string, { home: number; away: number }>();
  for (const game of games) {
    out.set(game.id, {
      home: rating(game.homeStarter, game.season),
      away: rating(game.awayStarter, game.season),
    });
    const market = marketLogit(game.moneyline);
    const p = reference.get(game.id);
    if (market === undefined || p === undefined) continue;
    // Both starters' ratings move the price: each is credited with what the other does not
    // already explain, so facing an ace does not mark a pitcher down.
    const residual = market - logit(p);
    const home = rating(game.homeStarterActual, game.season);
    const away = rating(game.awayStarterActual, game.season);
    if (pricedOn(game.homeStarter, game.homeStarterActual))
      credit(game.homeStarterActual, residual + away, game.season);
    if (pricedOn(game.awayStarter, game.awayStarterActual))
      credit(game.awayStarterActual, -residual + home, game.season);
  }
  return out;
}
