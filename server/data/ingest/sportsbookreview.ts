import { NFL_TEAMS } from '../reference/nfl-teams.ts';
import { normalizeName } from '../reference/normalize.ts';
import type { ParseResult, Quote } from './types.ts';

export const NFL_OPENING_SOURCE = 'Opening line';

/** Opening NFL lines for one game, keyed like ingest's natural keys (date, home code, away code). */
export interface OpeningLines {
  localDate: string;
  /** Candidate franchise codes: the archive's "LosAngeles" or "NewYork" fit two teams. */
  home: string[];
  away: string[];
  quotes: Quote[];
  file: string;
  line: number;
}

/** The archive's team spellings beyond the nicknames in the reference table. */
const ARCHIVE_NAMES: Record<string, string[]> = {
  fortyniners: ['SF'],
  oakland: ['LV'],
  sandiego: ['LAC'],
  stlouis: ['LA'],
  kcchiefs: ['KC'],
  lvraiders: ['LV'],
  washingtom: ['WAS'],
  kansas: ['KC'],
  losangeles: ['LA', 'LAC'],
  newyork: ['NYG', 'NYJ'],
};

function codesFor(name: unknown): string[] {
  if (typeof name !== 'string') return [];
  const key = normalizeName(name).replace(/\s+/g, '');
  // Own entries only: a team spelled 'constructor' is not one of these.
  if (Object.hasOwn(ARCHIVE_NAMES, key)) return ARCHIVE_NAMES[key]!;
  const team = NFL_TEAMS.find((t) =>
    [t.name, ...t.aliases].some((alias) => normalizeName(alias).replace(/\s+/g, '') === key),
  );
  return team ? [team.code] : [];
}

/**
 * The sportsbookreview NFL archive (a JSON array, 2011–2021): the opening spread and total,
 * which the nflverse file (closing lines only) lacks.
 */
export function parseSportsbookReviewArchive(
  text: string,
  file: string,
): ParseResult<OpeningLines> {
  const items: OpeningLines[] = [];
  const problems: ParseResult<OpeningLines>['problems'] = [];
  let rows: unknown;
  try {
    rows = JSON.parse(text);
  } catch {
    return { items, problems: [{ file, line: 1, reason: 'not valid JSON' }] };
  }
  if (!Array.isArray(rows))
    return { items, problems: [{ file, line: 1, reason: 'expected a JSON array' }] };
  rows.forEach((row: Record<string, unknown>, index) => {
    // The array's elements have no line numbers; report the element's position instead.
    const line = index + 1;
    const date = String(Math.trunc(Number(row.date)));
    const home = codesFor(row.home_team);
    const away = codesFor(row.away_team);
    if (!/^\d{8}$/.test(date) || home.length === 0 || away.length === 0) {
      problems.push({
        file,
        line,
        reason: `unreadable game (date ${String(row.date)}, ${String(row.away_team)} at ${String(row.home_team)})`,
      });
      return;
    }
    const quotes: Quote[] = [];
    const spread = Number(row.home_open_spread);
    if (Number.isFinite(spread) && Math.abs(spread) < 40) {
      quotes.push({
        bookmaker: NFL_OPENING_SOURCE,
        market: 'spread',
        line: spread === 0 ? 0 : spread,
        prices: [],
      });
    }
    const total = Number(row.open_over_under);
    if (Number.isFinite(total) && total > 20) {
      quotes.push({ bookmaker: NFL_OPENING_SOURCE, market: 'total', line: total, prices: [] });
    }
    if (quotes.length === 0) return;
    items.push({
      localDate: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`,
      home,
      away,
      quotes,
      file,
      line,
    });
  });
  return { items, problems };
}
