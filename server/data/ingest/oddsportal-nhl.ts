import { AVERAGE_LINE_SOURCE } from '../reference/bookmakers.ts';
import { nhlTeamByCode } from '../reference/nhl-teams.ts';
import { decimalFromAmericanCell } from './american-odds.ts';
import { numberOrNull, readCsv } from './csv.ts';
import type { OddsPortalGame } from './mlb-nhl-types.ts';
import type { ParseProblem, ParseResult, Quote } from './types.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * OddsPortal's NHL results (2008-09 to 2024-25): date ('dd Mon yyyy'), team_1 = home, final
 * scores with OT/SO goals (no OT/SO flag), and on regular-season rows the AVERAGE of the site's
 * books' closing moneylines. An average is no price anyone could take: it is stored under the
 * aggregate 'Market average' book, which never makes a best price or a value bet. Pre-season
 * and all-star rows are skipped.
 */
export function parseOddsPortalNhl(text: string, file: string): ParseResult<OddsPortalGame> {
  const items: OddsPortalGame[] = [];
  const problems: ParseProblem[] = [];
  for (const { line, values: v } of readCsv(text).rows) {
    const type = v.season_type ?? '';
    // The 2020 restart's round-robin for seeding ('Placement Group') was played with the playoffs.
    const playoff = type === 'Play Offs' || type === 'Placement Group';
    if (type !== 'Regular' && !playoff) continue;
    const date = /^(\d{1,2}) (\w{3}) (\d{4})$/.exec(v.date ?? '');
    const month = date ? MONTHS.indexOf(date[2]!) + 1 : 0;
    const season = /nhl-(\d{4})-(\d{4})/.exec(v.game_url ?? '');
    const home = nhlTeamByCode(v.team_1 ?? '');
    const away = nhlTeamByCode(v.team_2 ?? '');
    if (!date || month === 0 || !season || !home || !away) {
      problems.push({
        file,
        line,
        reason: `unreadable game ${v.date ?? ''} ${v.team_1 ?? ''} v ${v.team_2 ?? ''}`,
      });
      continue;
    }
    const quotes: Quote[] = [];
    const h = decimalFromAmericanCell(v.moneyline_1);
    const a = decimalFromAmericanCell(v.moneyline_2);
    if (h && a)
      quotes.push({
        bookmaker: AVERAGE_LINE_SOURCE,
        market: 'moneyline',
        line: null,
        prices: [h, a],
      });
    items.push({
      season: `${season[1]}/${season[2]!.slice(2)}`,
      date: `${date[3]}-${String(month).padStart(2, '0')}-${date[1]!.padStart(2, '0')}`,
      home: home.code,
      away: away.code,
      homeScore: numberOrNull(v.points_1),
      awayScore: numberOrNull(v.points_2),
      playoff,
      neutral: v.neutral === '1',
      quotes,
      file,
      line,
    });
  }
  return { items, problems };
}
