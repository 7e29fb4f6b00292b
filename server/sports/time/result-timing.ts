/**
 * How long after kick-off a result is known: a match's length with its breaks and a margin
 * for stoppage or overtime. Until then the match is in play: its score is not shown, models do
 * not learn from it and predictions on it are not graded, even though the mirror holds it.
 */
export const MATCH_LENGTH_MS: Readonly<Record<string, number>> = {
  NBA: 150 * 60_000,
  NFL: 210 * 60_000,
  // A nine-inning game runs about three hours; extra innings and the conventional first pitch
  // assumed for games dated by day or night only take the rest.
  MLB: 270 * 60_000,
  // Three periods and their intermissions, overtime and a shoot-out.
  NHL: 180 * 60_000,
};
/** Soccer: 90 minutes, half-time and stoppage time. */
const SOCCER_LENGTH_MS = 120 * 60_000;

export const matchLengthMs = (leagueId: string) =>
  Object.hasOwn(MATCH_LENGTH_MS, leagueId) ? MATCH_LENGTH_MS[leagueId]! : SOCCER_LENGTH_MS;

export const resultKnownAt = (leagueId: string, kickoff: Date) =>
  new Date(kickoff.getTime() + matchLengthMs(leagueId));

/** The latest kick-off whose result is known at `asOf`, per league kind (for SQL filters). */
export function resultCutoffs(asOf: Date) {
  return {
    soccer: new Date(asOf.getTime() - SOCCER_LENGTH_MS),
    nba: new Date(asOf.getTime() - MATCH_LENGTH_MS.NBA!),
    nfl: new Date(asOf.getTime() - MATCH_LENGTH_MS.NFL!),
  };
}

/**
 * A kicked-off match without a result is shown as in play for this long; after that a result
 * that never came (an abandoned game, a provider that stopped) no longer holds a page open. A
 * question naming two teams looks back as far for a meeting that has kicked off
 * (interpret.ts, `chooseMeeting`).
 */
export const AWAITING_RESULT_MS = 3 * 86_400_000;
