/**
 * Who matters most for the next match: playing time this season times output, both before the
 * clock.
 *
 *   score = share × (1 + rate / league rate)
 *
 * - share: soccer minutes / (90 × team matches); NBA minutes / (48 × team games); NFL
 *   appearances / team games. A regular is near 1, a squad player near 0.
 * - rate: soccer goal involvements (goals + assists) per minute, NBA points per minute, NFL
 *   points per game, each shrunk toward his position's rate exactly as the projection shrinks
 *   it (so a substitute's one lucky goal does not make him a star).
 * - league rate: the same rate over all players of the league. Soccer compares with all
 *   positions rather than with his own: a goalkeeper's one assist against the goalkeepers' tiny
 *   rate would otherwise outrank every forward, and for "who decides this match" scoring and
 *   making goals is what counts; the 1 + keeps a regular defender above a bit-part forward.
 *
 * Only players who appeared in at least one of the team's last `SELECTION_WINDOW` matches are
 * candidates: one gone longer (sold, released, injured for months) is not part of the next match.
 * Ties go to more minutes (or appearances), then to the key, so the order is stable.
 */
import { type LeagueRates, priorTotals } from './league-rates.ts';
import { PROJECTION, shrunkRate } from './projection.ts';
import type { PlayerSport } from './report-types.ts';
import type { PlayerSummary } from './summary.ts';

export const SELECTION_WINDOW = 5;

const per = (total: number, exposure: number) => (exposure > 0 ? total / exposure : 0);

export function selectionScore(
  player: PlayerSummary,
  teamMatches: number,
  sport: PlayerSport,
  rates: LeagueRates,
): number {
  if (teamMatches === 0) return 0;
  if (sport === 'american-football') {
    const prior = priorTotals(
      rates,
      player.position,
      PROJECTION.positionMinimumGames,
      (t) => t.appearances,
    );
    const games = player.appearances.length;
    const ppg = shrunkRate(
      player.points,
      games,
      per(prior.points, prior.appearances),
      PROJECTION.nflPriorGames,
    );
    const league = per(rates.all.points, rates.all.appearances);
    return (games / teamMatches) * (1 + per(ppg, league));
  }
  if (sport === 'basketball') {
    const league = per(rates.all.points, rates.all.minutes);
    const ppm = shrunkRate(player.points, player.minutes, league, PROJECTION.nbaPriorMinutes);
    return (player.minutes / (48 * teamMatches)) * (1 + per(ppm, league));
  }
  const prior = priorTotals(
    rates,
    player.position,
    PROJECTION.positionMinimumMinutes,
    (t) => t.minutes,
  );
  const involvement = shrunkRate(
    player.goals + player.assists,
    player.minutes,
    per(prior.goals + prior.assists, prior.minutes),
    PROJECTION.soccerPriorMinutes,
  );
  const league = per(rates.all.goals + rates.all.assists, rates.all.minutes);
  return (player.minutes / (90 * teamMatches)) * (1 + per(involvement, league));
}

/** Candidates, most important first (see the rule above). */
export function rankPlayers(
  players: Iterable<PlayerSummary>,
  teamMatches: number,
  sport: PlayerSport,
  rates: LeagueRates,
): PlayerSummary[] {
  const recentFrom = teamMatches - SELECTION_WINDOW;
  const scored = [...players]
    .filter((p) => (p.appearances[p.appearances.length - 1]?.matchIndex ?? -1) >= recentFrom)
    .map((player) => ({ player, score: selectionScore(player, teamMatches, sport, rates) }));
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      b.player.minutes - a.player.minutes ||
      b.player.appearances.length - a.player.appearances.length ||
      (a.player.key < b.player.key ? -1 : a.player.key > b.player.key ? 1 : 0),
  );
  return scored.map((s) => s.player);
}
