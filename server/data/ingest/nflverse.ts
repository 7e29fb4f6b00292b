import { decimalFromAmericanCell } from './american-odds.ts';
import { numberOrNull, readCsv } from './csv.ts';
import { isoDay, parseDayMonthYear, zonedTime } from './dates.ts';
import type { ParsedMatch, ParseResult, Quote } from './types.ts';

export const NFL_LINE_SOURCE = 'Closing line';

/**
 * Starting quarterbacks as numbers (stats hold numbers only): the digits of the GSIS id,
 * "00-0023459" → 23459, which is unique across the file's ids. Absent until the game is set.
 */
function quarterbacks(home: string | undefined, away: string | undefined): Record<string, number> {
  const code = (id: string | undefined) => {
    const digits = /^\d\d-\d+$/.test(id ?? '') ? Number(id!.replace('-', '')) : Number.NaN;
    return Number.isSafeInteger(digits) && digits > 0 ? digits : undefined;
  };
  const homeQb = code(home);
  const awayQb = code(away);
  return homeQb !== undefined && awayQb !== undefined ? { homeQb, awayQb } : {};
}

/** nflverse games.csv: scores plus closing moneylines, spread (home-favoured positive) and total. */
export function parseNflverseGames(text: string, file: string): ParseResult<ParsedMatch> {
  const { rows } = readCsv(text);
  const items: ParsedMatch[] = [];
  const problems: ParseResult<ParsedMatch>['problems'] = [];
  for (const { line, values: v } of rows) {
    const day = parseDayMonthYear(v.gameday ?? '');
    if (!day || !v.season) {
      problems.push({ file, line, reason: `unreadable gameday "${v.gameday ?? ''}"` });
      continue;
    }
    if (!v.home_team || !v.away_team) {
      problems.push({ file, line, reason: 'missing team code' });
      continue;
    }
    const timed = v.gametime ? zonedTime('America/New_York', day, v.gametime) : null;
    const quotes: Quote[] = [];
    const home = decimalFromAmericanCell(v.home_moneyline);
    const away = decimalFromAmericanCell(v.away_moneyline);
    if (home && away)
      quotes.push({
        bookmaker: NFL_LINE_SOURCE,
        market: 'moneyline',
        line: null,
        prices: [home, away],
      });
    const spread = numberOrNull(v.spread_line);
    if (spread !== null) {
      const homeOdds = decimalFromAmericanCell(v.home_spread_odds);
      const awayOdds = decimalFromAmericanCell(v.away_spread_odds);
      quotes.push({
        bookmaker: NFL_LINE_SOURCE,
        market: 'spread',
        // nflverse: positive spread_line = home favoured by that many; a handicap is its negative.
        line: spread === 0 ? 0 : -spread,
        prices: homeOdds && awayOdds ? [homeOdds, awayOdds] : [],
      });
    }
    const total = numberOrNull(v.total_line);
    if (total !== null) {
      const over = decimalFromAmericanCell(v.over_odds);
      const under = decimalFromAmericanCell(v.under_odds);
      quotes.push({
        bookmaker: NFL_LINE_SOURCE,
        market: 'total',
        line: total,
        prices: over && under ? [over, under] : [],
      });
    }
    items.push({
      leagueId: 'NFL',
      season: v.season,
      kickoff: timed ?? zonedTime('America/New_York', day, '13:00')!,
      localDate: isoDay(day),
      kickoffTimeKnown: timed !== null,
      home: v.home_team,
      away: v.away_team,
      homeScore: numberOrNull(v.home_score),
      awayScore: numberOrNull(v.away_score),
      stats: {
        playoff: v.game_type && v.game_type !== 'REG' ? 1 : 0,
        neutral: v.location === 'Neutral' ? 1 : 0,
        ...quarterbacks(v.home_qb_id, v.away_qb_id),
      },
      odds: quotes.length > 0 ? [{ kind: 'closing', quotes }] : [],
      file,
      line,
    });
  }
  return { items, problems };
}
