import { NBA_LINE_SOURCE } from '../reference/bookmakers.ts';
import { decimalFromAmericanCell } from './american-odds.ts';
import { numberOrNull, readCsv } from './csv.ts';
import { isoDay, parseDayMonthYear, zonedTime } from './dates.ts';
import type { ParsedMatch, ParseResult, Quote } from './types.ts';

/** The NBA's 2020 restart in the Orlando bubble: every game at a neutral site. */
const BUBBLE = { from: '2020-07-30', to: '2020-10-11' };

/**
 * nba_2008-2025_raw.csv: one row per game with closing spread (magnitude, for `whos_favored`),
 * total and moneylines. Tip-off times are not given; 19:30 US Eastern is assumed.
 */
export function parseNbaGames(text: string, file: string): ParseResult<ParsedMatch> {
  const { rows } = readCsv(text);
  const items: ParsedMatch[] = [];
  const problems: ParseResult<ParsedMatch>['problems'] = [];
  for (const { line, values: v } of rows) {
    const day = parseDayMonthYear(v.date ?? '');
    const season = Number(v.season);
    if (!day || !Number.isInteger(season)) {
      problems.push({
        file,
        line,
        reason: `unreadable date or season "${v.date ?? ''}" / "${v.season ?? ''}"`,
      });
      continue;
    }
    if (!v.home || !v.away) {
      problems.push({ file, line, reason: 'missing team code' });
      continue;
    }
    const homeScore = numberOrNull(v.score_home);
    const awayScore = numberOrNull(v.score_away);
    const quotes: Quote[] = [];
    const spread = numberOrNull(v.spread);
    if (spread !== null && (v.whos_favored === 'home' || v.whos_favored === 'away')) {
      // The file gives the favourite's margin; the line is the home team's handicap.
      const homeLine = v.whos_favored === 'home' ? -spread : spread;
      quotes.push({
        bookmaker: NBA_LINE_SOURCE,
        market: 'spread',
        line: homeLine === 0 ? 0 : homeLine,
        prices: [],
      });
    }
    const total = numberOrNull(v.total);
    if (total !== null && total > 0)
      quotes.push({ bookmaker: NBA_LINE_SOURCE, market: 'total', line: total, prices: [] });
    const home = decimalFromAmericanCell(v.moneyline_home);
    const away = decimalFromAmericanCell(v.moneyline_away);
    if (home && away)
      quotes.push({
        bookmaker: NBA_LINE_SOURCE,
        market: 'moneyline',
        line: null,
        prices: [home, away],
      });
    items.push({
      leagueId: 'NBA',
      season: `${season - 1}/${String(season % 100).padStart(2, '0')}`,
      kickoff: zonedTime('America/New_York', day, '19:30')!,
      localDate: isoDay(day),
      kickoffTimeKnown: false,
      home: v.home,
      away: v.away,
      homeScore,
      awayScore,
      stats: {
        playoff: v.playoffs === 'True' ? 1 : 0,
        // The 2020 restart was played behind closed doors at one site (Orlando): no home court.
        ...(isoDay(day) >= BUBBLE.from && isoDay(day) <= BUBBLE.to ? { neutral: 1 } : {}),
      },
      odds: quotes.length > 0 ? [{ kind: 'closing', quotes }] : [],
      file,
      line,
    });
  }
  return { items, problems };
}
