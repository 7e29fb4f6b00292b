import type { LeagueId } from '../reference/leagues.ts';
import { numberOrNull, readCsv } from './csv.ts';
import { parseDayMonthYear } from './dates.ts';
import type { ParseProblem, ParseResult } from './types.ts';

/** FiveThirtyEight's names for the competitions we hold (spi_matches.csv `league`). */
export const SPI_LEAGUES: Record<string, LeagueId> = {
  'Barclays Premier League': 'E0',
  'English League Championship': 'E1',
  'Spanish Primera Division': 'SP1',
  'German Bundesliga': 'D1',
  'Italy Serie A': 'I1',
  'French Ligue 1': 'F1',
  'UEFA Champions League': 'UCL',
  'UEFA Europa League': 'UEL',
};

const LEAGUE_NAMES = Object.keys(SPI_LEAGUES).map((name) => `,${name},`);

/** One SPI match row: the pre-match forecast and, once played, the expected goals. */
export interface SpiRow {
  leagueId: LeagueId;
  date: string;
  team1: string;
  team2: string;
  prob1: number;
  probtie: number;
  prob2: number;
  /** Expected goals (both or neither; absent before the match and for leagues without xG). */
  xg: [number, number] | null;
  /** The result SPI recorded; null for forecasts of matches not yet played when it was saved. */
  score: [number, number] | null;
  file: string;
  line: number;
}

/**
 * Reads FiveThirtyEight's club soccer predictions (`spi_matches.csv`, `spi_matches_latest.csv`).
 * Rows of leagues we do not hold (37 leagues in all, from MLS to the Chinese Super League) are
 * counted in `otherLeagues`, not reported: they are not ours, not wrong.
 */
export function parseSpiMatches(
  text: string,
  file: string,
): ParseResult<SpiRow> & { otherLeagues: number } {
  // Most rows are other leagues': only lines naming one of ours are parsed as CSV (3× faster on
  // the 32k-row file); `kept` maps the parsed text's lines back to the file's.
  const lines = text.split(/\r\n?|\n/);
  const kept = [1];
  let otherLeagues = 0;
  lines.forEach((line, i) => {
    if (i === 0 || line.trim() === '') return;
    if (LEAGUE_NAMES.some((name) => line.includes(name))) kept.push(i + 1);
    else otherLeagues++;
  });
  const { rows } = readCsv(kept.map((n) => lines[n - 1]).join('\n'));
  const items: SpiRow[] = [];
  const problems: ParseProblem[] = [];
  for (const { line: parsedLine, values: v } of rows) {
    const line = kept[parsedLine - 1]!;
    const leagueId = SPI_LEAGUES[v.league ?? ''];
    if (!leagueId) {
      otherLeagues++;
      continue;
    }
    const day = parseDayMonthYear(v.date ?? '');
    const [prob1, probtie, prob2] = [v.prob1, v.probtie, v.prob2].map(numberOrNull);
    const probabilities = [prob1, probtie, prob2];
    if (!day || !v.team1 || !v.team2 || probabilities.some((p) => p === null || p! < 0 || p! > 1)) {
      problems.push({ file, line, reason: 'unreadable SPI row' });
      continue;
    }
    const [xg1, xg2] = [numberOrNull(v.xg1), numberOrNull(v.xg2)];
    const [score1, score2] = [numberOrNull(v.score1), numberOrNull(v.score2)];
    items.push({
      leagueId,
      date: v.date!,
      team1: v.team1,
      team2: v.team2,
      prob1: prob1!,
      probtie: probtie!,
      prob2: prob2!,
      xg: xg1 !== null && xg2 !== null ? [xg1, xg2] : null,
      score: score1 !== null && score2 !== null ? [score1, score2] : null,
      file,
      line,
    });
  }
  return { items, problems, otherLeagues };
}
