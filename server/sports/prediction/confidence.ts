import { CUP_LEAGUE_IDS } from '../../data/reference/leagues.ts';

/**
 * Data confidence, 0–100: how much the numbers behind a prediction can be trusted, not how
 * likely the favourite is. Three parts, explained on /data-sources:
 * - data volume (45%): league games each side has played in the past year, full at a season's
 *   worth of evidence (20 soccer, 30 NBA, 12 NFL, 40 MLB, 30 NHL games);
 * - model–market agreement (35%): 1 minus the total-variation distance between the model and
 *   the de-vigged pre-match market over 0.15; with no prices, half credit;
 * - time to kick-off (20%): full within two days, falling linearly to half at 14 days (team news
 *   is still to come); a what-if matchup with no date gets 0.4.
 */
export interface ConfidenceInput {
  leagueId: string;
  gamesHome: number;
  gamesAway: number;
  model: readonly number[];
  market: readonly number[] | null;
  /** Days from the clock to kick-off; null for a hypothetical matchup. */
  daysToKickoff: number | null;
}

const FULL_DATA: Record<string, number> = { NBA: 30, NFL: 12, MLB: 40, NHL: 30 };
/** What a game's start is called in each sport. */
const START: Record<string, string> = { NBA: 'tip-off', MLB: 'first pitch', NHL: 'puck drop' };

export interface Confidence {
  value: number;
  factors: string[];
  /** The factors without the model–market line, for a person on a break (the value is kept). */
  factorsWithoutMarket: string[];
}

// Percentages print with one decimal, as the web prints every one (docs/product.md "Percentages").
const onePlace = (percent: number) => (Math.round(percent * 10) / 10).toFixed(1);

export function confidence(input: ConfidenceInput): Confidence {
  const full = FULL_DATA[input.leagueId] ?? 20;
  const volume = Math.min(1, Math.min(input.gamesHome, input.gamesAway) / full);
  let agreement = 0.5;
  let distance: number | null = null;
  if (input.market && input.market.length === input.model.length) {
    distance = 0;
    for (let i = 0; i < input.model.length; i++)
      distance += Math.abs(input.model[i]! - input.market[i]!);
    distance /= 2;
    agreement = Math.max(0, 1 - distance / 0.15);
  }
  const days = input.daysToKickoff;
  const timing =
    days === null ? 0.4 : days <= 2 ? 1 : days >= 14 ? 0.5 : 1 - (0.5 * (days - 2)) / 12;
  const value = Math.round(100 * (0.45 * volume + 0.35 * agreement + 0.2 * timing));
  // A cup side's evidence is its whole season: its league and Europe.
  const games = CUP_LEAGUE_IDS.has(input.leagueId) ? 'competitive games' : 'league games';
  const data = `Data: ${Math.min(input.gamesHome, input.gamesAway)} ${games} in the past year for the side with fewer (${onePlace(volume * 100)}% of a full sample).`;
  const market =
    distance === null
      ? 'Market: no pre-match prices to check the model against.'
      : `Market: model and pre-match prices differ by ${(distance * 100).toFixed(1)} points (${onePlace(agreement * 100)}% agreement).`;
  const timingLine =
    days === null
      ? 'Timing: no scheduled match; a what-if meeting.'
      : `Timing: ${START[input.leagueId] ?? 'kick-off'} in ${days < 1 ? 'under a day' : `${Math.round(days)} day${Math.round(days) === 1 ? '' : 's'}`}.`;
  return {
    value: Math.max(1, Math.min(99, value)),
    factors: [data, market, timingLine],
    factorsWithoutMarket: [data, timingLine],
  };
}
