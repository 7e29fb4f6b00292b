// NBA/NFL games for the walk-forward backtest, read from the mirror's files.
import type { UsGame } from '../engine/backtest/us-sports.ts';
import {
  loadLeagueHistory,
  loadReferenceForecasts,
  toEloGame,
} from '../server/data/ingest/history.ts';
import type { ParsedMatch } from '../server/data/ingest/types.ts';
import { usTeamCodeFinder } from '../server/data/reference/us-team-names.ts';

const closingQuote = (match: ParsedMatch, market: string) =>
  match.odds.find((o) => o.kind === 'closing')?.quotes.find((q) => q.market === market);

/** Played NBA/NFL games from the mirror with their closing lines and 538's forecast. */
export function loadUsGames(dataDir: string, leagueId: 'NBA' | 'NFL'): UsGame[] {
  const codeOf = usTeamCodeFinder(leagueId);
  const reference = new Map<string, number>();
  for (const forecast of loadReferenceForecasts(dataDir, leagueId)) {
    const a = codeOf(forecast.team1);
    const b = codeOf(forecast.team2);
    if (!a || !b) continue;
    reference.set(`${forecast.date}:${a}:${b}`, forecast.prob1);
    reference.set(`${forecast.date}:${b}:${a}`, 1 - forecast.prob1);
  }
  return loadLeagueHistory(dataDir, leagueId)
    .filter((match) => match.homeScore !== null && match.awayScore !== null)
    .map((match) => {
      const moneyline = closingQuote(match, 'moneyline');
      const spread = closingQuote(match, 'spread');
      return {
        ...toEloGame(match),
        moneyline: moneyline ? [moneyline.prices[0]!, moneyline.prices[1]!] : undefined,
        spreadLine: spread?.line ?? undefined,
        reference: reference.get(`${match.localDate}:${match.home}:${match.away}`),
      } satisfies UsGame;
    });
}
