import type { Bet, BetMatch, BetStatus } from '@contract';
import type { BetRow } from '../../db/queries/bets.ts';
import { knownAt } from '../../sports/time/known-at.ts';
import { kickoffDayOf } from '../../sports/time/time-zones.ts';
import { takenInPlay } from './settle-bets.ts';

/** Cents as the person's units with two decimals. */
export const units = (cents: number) => Math.round(cents) / 100;

/**
 * A bet's result as known at the clock: a grade whose moment (`settledAt`) is after the clock
 * is not shown — the bet reads open — so a replay clock set back before a match's end never
 * shows its result, as predictions never show an unplayed score.
 */
export function visibleStatus(bet: BetRow, asOf: Date): BetStatus {
  if (bet.status === 'open' || bet.settledAt === null) return 'open';
  return bet.settledAt.getTime() <= asOf.getTime() ? bet.status : 'open';
}

/** A handicap as a bet slip writes it: '+1.5', '-3', '0' (a pick'em). */
export const signedLine = (line: number) => (line > 0 ? `+${line}` : String(line === 0 ? 0 : line));

/** What the league calls its spread: MLB's run line, the NHL's puck line. */
export const spreadWord = (leagueId: string | null) =>
  leagueId === 'MLB' ? 'run line' : leagueId === 'NHL' ? 'puck line' : 'spread';

function selectionLabel(bet: BetRow): string {
  if (bet.market === 'spread' && bet.line !== null) {
    // The backed side's own line: 'Boston Red Sox +1.5' (contract/bets.ts BET_MARKETS).
    const side = bet.selection === 'away' ? bet.match?.awayTeam : bet.match?.homeTeam;
    return `${side ?? (bet.selection === 'away' ? 'Away' : 'Home')} ${signedLine(bet.line)}`;
  }
  switch (bet.selection) {
    case 'draw':
      return 'Draw';
    case 'over':
      return `Over ${bet.line}`;
    case 'under':
      return `Under ${bet.line}`;
    case 'home':
      return bet.match?.homeTeam ?? 'Home';
    case 'away':
      return bet.match?.awayTeam ?? 'Away';
  }
}

function matchOf(bet: BetRow, asOf: Date): BetMatch | null {
  if (!bet.match || bet.matchId === null || bet.leagueId === null) return null;
  const known = knownAt(asOf).over(bet.leagueId, bet.match.kickoff);
  return {
    id: bet.matchId,
    leagueId: bet.leagueId,
    league: bet.league ?? bet.leagueId,
    homeTeam: bet.match.homeTeam,
    awayTeam: bet.match.awayTeam,
    kickoff: bet.match.kickoff.toISOString(),
    kickoffDay: kickoffDayOf({
      leagueId: bet.leagueId,
      kickoff: bet.match.kickoff,
      kickoffTimeKnown: bet.match.kickoffTimeKnown,
    }),
    homeScore: known ? bet.match.homeScore : null,
    awayScore: known ? bet.match.awayScore : null,
  };
}

export const CLV_NOTES = {
  outsideStrix: 'A bet outside Strix has no closing price on file, so it has no CLV.',
  noClosing: 'No closing price for this selection was on file, so this bet has no CLV.',
  /**
   * The line closed at another number: its price is for a different bet. `closed` and `yours`
   * are written as the bet's label writes its line ('+2.5', '6.5').
   */
  movedLine: (what: string, closed: string, yours: string) =>
    `The ${what} closed at ${closed}, not your ${yours}: no closing price at your line was on file, so this bet has no CLV.`,
  void: 'The match was not played, so this bet has no CLV.',
  inPlay:
    'Taken after kick-off: the pre-match closing price is no yardstick for it, so this bet has no CLV.',
} as const;

function clvNote(bet: BetRow, status: BetStatus): string | null {
  if (status === 'open' || bet.clv !== null) return null;
  if (bet.matchId === null || !bet.match) return CLV_NOTES.outsideStrix;
  if (takenInPlay({ ...bet.match, takenAt: bet.takenAt })) return CLV_NOTES.inPlay;
  return bet.match?.homeScore === null ? CLV_NOTES.void : CLV_NOTES.noClosing;
}

/** A stored bet as the API shows it at `asOf`. */
export function presentBet(bet: BetRow, asOf: Date): Bet {
  const status = visibleStatus(bet, asOf);
  const settled = status !== 'open';
  return {
    id: bet.id,
    match: matchOf(bet, asOf),
    event: bet.match ? `${bet.match.homeTeam} v ${bet.match.awayTeam}` : bet.event,
    leagueId: bet.leagueId,
    league: bet.league,
    market: bet.market,
    selection: bet.selection,
    line: bet.line,
    selectionLabel: selectionLabel(bet),
    price: bet.price,
    stake: units(bet.stakeCents),
    bookmaker: bet.bookmaker,
    takenAt: bet.takenAt.toISOString(),
    source: bet.source,
    status,
    profit: settled && bet.profitCents !== null ? units(bet.profitCents) : null,
    closingProb: settled ? bet.closingProb : null,
    clv: settled ? bet.clv : null,
    clvNote: clvNote(bet, status),
    settledAt: settled ? bet.settledAt!.toISOString() : null,
    note: bet.note,
    canSetResult: bet.matchId === null,
  };
}
