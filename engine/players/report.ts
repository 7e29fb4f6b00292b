import { availabilityOf } from './availability.ts';
import { formOf } from './form.ts';
import { type LeagueRates, leagueRatesFrom } from './league-rates.ts';
import { projectPlayer } from './projection.ts';
import type { BuildPlayerReports, MatchContext, PlayerReport } from './report-types.ts';
import { rankPlayers } from './selection.ts';
import { type PlayerSummary, summarisePlayers } from './summary.ts';

/** Shown numbers carry two decimals; the backtest scores the unrounded projection. */
const round2 = (x: number) => Math.round(x * 100) / 100;

/** One player's report, or null when his appearances support no availability status. */
export function reportPlayer(
  player: PlayerSummary,
  teamMatches: number,
  context: MatchContext,
  rates: LeagueRates,
): PlayerReport | null {
  const availability = availabilityOf(player, teamMatches, context.sport);
  if (!availability) return null;
  const games = player.appearances.length;
  const form = formOf(player, context.sport);
  const projection = projectPlayer(player, availability.status, context, rates);
  return {
    key: player.key,
    name: player.name,
    position: player.position,
    gamesPlayed: games,
    minutesPerGame: player.hasMinutes ? Math.round((10 * player.minutes) / games) / 10 : null,
    perGame: {
      points: round2(player.points / games),
      goals: round2(player.goals / games),
      assists: round2(player.assists / games),
    },
    availability,
    form: { label: form.label, recent: round2(form.recent), season: round2(form.season) },
    projection: {
      points: round2(projection.points),
      goals: round2(projection.goals),
      assists: round2(projection.assists),
      confidence: projection.confidence,
      expectedMinutes:
        projection.expectedMinutes === null ? null : Math.round(projection.expectedMinutes),
    },
  };
}

/**
 * The `count` players who matter most for the team's next match (selection.ts), each with
 * availability, form and projection. Rates are shrunk toward `context.leagueRates` (all teams'
 * lines before the clock); without it the team's own lines stand in for the league.
 */
export const buildPlayerReports: BuildPlayerReports = (season, context, count) => {
  if (season.length === 0 || count <= 0) return [];
  const rates = context.leagueRates ?? leagueRatesFrom(season);
  const players = summarisePlayers(season, context.sport);
  const reports: PlayerReport[] = [];
  for (const player of rankPlayers(players.values(), season.length, context.sport, rates)) {
    const report = reportPlayer(player, season.length, context, rates);
    if (report) reports.push(report);
    if (reports.length === count) break;
  }
  return reports;
};
