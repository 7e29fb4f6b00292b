/**
 * Availability from appearances alone: no source has injury or suspension news, so a status
 * says only what the team sheets show.
 *
 * - Played the team's last match → 'healthy' ("Started 5 of the last 5"; a substitute's reason
 *   says he came on).
 * - Missed the last 3 or more → 'out' ("Missed the last 4 matches").
 * - Missed the last one or two → 'questionable'. After regular starts (at least half of the
 *   team's matches before the absence) the reason says so ("Missed the last match after starting
 *   14 of 16"); a squad player who was not picked is questionable too, since nothing says he is
 *   fit ("Did not play the last match; started 3 of 16 before it").
 * - Fewer than 3 team matches observed: too little to call anyone questionable or out, so a
 *   player gets 'healthy' when he played the last match and no status (null) otherwise.
 *
 * A "start" is the source's flag where it has one, else minutes like a starter's (summary.ts
 * START_MINUTES: soccer 60+, NBA 20+, NFL any appearance).
 */
import type { Availability, PlayerSport } from './report-types.ts';
import { type PlayerSummary, START_MINUTES } from './summary.ts';

export const MIN_OBSERVED_MATCHES = 3;
export const OUT_AFTER_MISSED = 3;
/** Share of the team's matches started before an absence that makes a player a regular. */
export const REGULAR_START_SHARE = 0.5;
/** Matches the healthy reason counts over. */
export const REASON_WINDOW = 5;

export interface AvailabilityReading {
  status: Availability;
  reason: string;
}

function matchesWord(sport: PlayerSport, n: number): string {
  if (sport === 'soccer') return n === 1 ? 'match' : 'matches';
  return n === 1 ? 'game' : 'games';
}

/** "started" / "played 60+ minutes in" / "played in": how a count of starts reads. */
function startPhrase(sport: PlayerSport, flagged: boolean): string {
  if (flagged) return 'started';
  if (sport === 'american-football') return 'played in';
  return `played ${START_MINUTES[sport]}+ minutes in`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Starts of `player` among the team's matches with index in [from, to), and whether flagged. */
function startsBetween(player: PlayerSummary, from: number, to: number) {
  const within = player.appearances.filter((a) => a.matchIndex >= from && a.matchIndex < to);
  return {
    starts: within.filter((a) => a.started).length,
    flagged: within.length > 0 && within.every((a) => a.flagged),
  };
}

function healthyReason(player: PlayerSummary, teamMatches: number, sport: PlayerSport): string {
  const window = Math.min(REASON_WINDOW, teamMatches);
  const { starts, flagged } = startsBetween(player, teamMatches - window, teamMatches);
  const last = player.appearances[player.appearances.length - 1]!;
  const count = `${startPhrase(sport, flagged)} ${starts} of the last ${window}`;
  if (last.started) return capitalise(count);
  const lastPart = last.flagged
    ? 'Came on as a substitute in the last'
    : `Played under ${START_MINUTES[sport]} minutes in the last`;
  return `${lastPart} ${matchesWord(sport, 1)}; ${count}`;
}

/** The status the appearances support, or null when they support none (too few matches seen). */
export function availabilityOf(
  player: PlayerSummary,
  teamMatches: number,
  sport: PlayerSport,
): AvailabilityReading | null {
  const lastSeen = player.appearances[player.appearances.length - 1]?.matchIndex ?? -1;
  const missed = teamMatches - 1 - lastSeen;
  if (missed === 0) return { status: 'healthy', reason: healthyReason(player, teamMatches, sport) };
  if (teamMatches < MIN_OBSERVED_MATCHES || lastSeen < 0) return null;
  if (missed >= OUT_AFTER_MISSED) {
    return { status: 'out', reason: `Missed the last ${missed} ${matchesWord(sport, missed)}` };
  }
  const before = teamMatches - missed;
  const { starts, flagged } = startsBetween(player, 0, before);
  const phrase = startPhrase(sport, flagged);
  const absence =
    missed === 1
      ? `the last ${matchesWord(sport, 1)}`
      : `the last ${missed} ${matchesWord(sport, missed)}`;
  if (starts >= REGULAR_START_SHARE * before) {
    const after = phrase.replace(/^started/, 'starting').replace(/^played/, 'playing');
    return {
      status: 'questionable',
      reason: `Missed ${absence} after ${after} ${starts} of ${before}`,
    };
  }
  return {
    status: 'questionable',
    reason: `Did not play ${absence}; ${phrase} ${starts} of ${before} before it`,
  };
}
