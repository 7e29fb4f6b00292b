import { numberOrNull, readCsv } from './csv.ts';
import { isoDay, parseDayMonthYear } from './dates.ts';
import type { ParseResult } from './types.ts';

/** One of FiveThirtyEight's published pre-game forecasts (benchmark only, never shown as ours). */
export interface ReferenceForecast {
  date: string;
  team1: string;
  team2: string;
  prob1: number;
  file: string;
  line: number;
}

export function parseFiveThirtyEightGames(
  text: string,
  file: string,
): ParseResult<ReferenceForecast> {
  const { rows } = readCsv(text);
  const items: ReferenceForecast[] = [];
  const problems: ParseResult<ReferenceForecast>['problems'] = [];
  for (const { line, values: v } of rows) {
    const day = parseDayMonthYear(v.date ?? '');
    const prob1 = numberOrNull(v.prob1);
    if (!day || prob1 === null || prob1 < 0 || prob1 > 1 || !v.team1 || !v.team2) {
      problems.push({ file, line, reason: 'unreadable forecast row' });
      continue;
    }
    items.push({ date: isoDay(day), team1: v.team1, team2: v.team2, prob1, file, line });
  }
  return { items, problems };
}
