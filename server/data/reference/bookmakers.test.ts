import { afterEach, describe, expect, it } from 'vitest';
import { isExchange } from '../../sports/odds/exchanges.ts';
import { oddsRows } from '../../sports/odds/odds-table.ts';
import { parseFootballData } from '../ingest/football-data.ts';
import { normalizeOddsEvents } from '../live/odds-api-normalize.ts';
import {
  BOOKMAKERS,
  bookmakerByName,
  currentBookmakerName,
  FOOTBALL_DATA_CODES,
  footballDataBook,
  oddsApiBook,
  reportUnknownBooksTo,
} from './bookmakers.ts';

const words = (text: string) => text.trim().split(/\s+/);

/** Every book prefix in football-data.co.uk's notes.txt (Max/Avg, BbMx/BbAv: its aggregates). */
const FOOTBALL_DATA_NOTES = words(`
  B365 BS BW GB IW LB PS P SO SB SJ SY VC WH BF BFE 1XB Max Avg BbMx BbAv
`);

/** The Odds API's bookmaker reference, regions uk, eu, us (us, us2, us_ex) and au. */
const ODDS_API_KEYS = {
  uk: words(`
    sport888 betfair_ex_uk betfair_sb_uk betvictor betway boylesports casumo coral grosvenor
    ladbrokes_uk leovegas livescorebet matchbook paddypower skybet smarkets unibet_uk
    virginbet williamhill
  `),
  eu: words(`
    onexbet sport888 betclic_fr betanysports betfair_ex_eu betonlineag betsson codere_it
    betvictor coolbet everygame gtbets leovegas_se marathonbet matchbook mybookieag nordicbet
    parionssport_fr pinnacle pmu_fr suprabets tipico_de unibet_fr unibet_it unibet_nl
    unibet_se williamhill winamax_de winamax_fr
  `),
  us: words(`
    betonlineag betmgm betrivers betus bovada williamhill_us draftkings fanatics fanduel
    lowvig mybookieag ballybet betanysports betparx espnbet fliff hardrockbet rebet betopenly
    kalshi novig polymarket prophetx
  `),
  au: words(`
    betfair_ex_au betr_au betright bet365_au dabble_au ladbrokes_au neds playup pointsbetau
    sportsbet tab tabtouch unibet
  `),
};

/** Keys earlier answers carried, which stored prices came from. */
const FORMER_ODDS_API_KEYS = words(`bwin unibet_eu livescorebet_eu`);

const EXCHANGE_KEYS = words(`
  betfair_ex_uk betfair_ex_eu betfair_ex_au matchbook smarkets betopenly kalshi novig
  polymarket prophetx
`);

afterEach(() => reportUnknownBooksTo((message) => console.warn(message)));

describe('the bookmaker catalogue', () => {
  it('resolves every football-data.co.uk prefix to one book, and knows no other', () => {
    for (const code of FOOTBALL_DATA_NOTES) expect(footballDataBook(code), code).toBeDefined();
    expect([...FOOTBALL_DATA_CODES].sort()).toEqual([...FOOTBALL_DATA_NOTES].sort());
  });

  it('resolves every The Odds API key of the uk, eu, us and au regions to one book', () => {
    const keys = [...new Set([...Object.values(ODDS_API_KEYS).flat(), ...FORMER_ODDS_API_KEYS])];
    for (const key of keys) expect(oddsApiBook(key), key).toBeDefined();
    const catalogued = BOOKMAKERS.flatMap((book) => book.oddsApi ?? []);
    expect(catalogued.sort()).toEqual(keys.sort());
    // A region's book is one the catalogue places in that region.
    for (const [region, list] of Object.entries(ODDS_API_KEYS)) {
      for (const key of list) expect(oddsApiBook(key)!.regions, key).toContain(region);
    }
  });

  it('gives each book one key and one name, no name another book used before', () => {
    const keys = BOOKMAKERS.map((book) => book.key);
    expect(new Set(keys).size).toBe(keys.length);
    const names = BOOKMAKERS.flatMap((book) => [book.name, ...(book.formerNames ?? [])]);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(bookmakerByName(name)).toBeDefined();
  });

  it("names football-data.co.uk's BW columns and The Odds API's bwin alike: Bwin", () => {
    expect(footballDataBook('BW')).toBe(oddsApiBook('bwin'));
    expect(footballDataBook('BW')!.name).toBe('Bwin');
    expect(currentBookmakerName('Bet&Win')).toBe('Bwin');
    // The same for the other books both providers price.
    const pairs = [
      ['VC', 'betvictor'],
      ['PS', 'pinnacle'],
      ['P', 'pinnacle'],
      ['WH', 'williamhill'],
      ['LB', 'ladbrokes_uk'],
      ['1XB', 'onexbet'],
      ['BF', 'betfair_sb_uk'],
      ['BFE', 'betfair_ex_uk'],
      ['BFE', 'betfair_ex_eu'],
    ];
    for (const [code, key] of pairs) expect(footballDataBook(code!), code).toBe(oddsApiBook(key!));
  });

  it("tells Betfair's exchange (BFE, betfair_ex_uk) from its sportsbook (BF)", () => {
    expect(footballDataBook('BFE')).toMatchObject({ name: 'Betfair Exchange', exchange: true });
    expect(oddsApiBook('betfair_ex_uk')!.exchange).toBe(true);
    expect(footballDataBook('BF')).toMatchObject({ name: 'Betfair Sportsbook', exchange: false });
    expect(isExchange('Betfair Exchange')).toBe(true);
    expect(isExchange('Betfair Sportsbook')).toBe(false);
    // 'Betfair' is what the BF columns were stored as: the sportsbook.
    expect(isExchange('Betfair')).toBe(false);
    for (const book of BOOKMAKERS) {
      expect(book.exchange, book.name).toBe(
        (book.oddsApi ?? []).some((key) => EXCHANGE_KEYS.includes(key)) ||
          (book.footballData ?? []).includes('BFE'),
      );
      expect(isExchange(book.name), book.name).toBe(book.exchange);
    }
  });

  it('shows one Bwin row, with the latest price, whichever provider brought it', () => {
    const csv = [
      'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,BWH,BWD,BWA,BFH,BFD,BFA,BFEH,BFED,BFEA,VCH,VCD,VCA',
      'E0,29/11/2026,16:30,Liverpool,Everton,,,1.72,3.9,4.6,1.7,3.8,4.5,1.75,4.0,4.9,1.71,3.9,4.5',
      '',
    ].join('\n');
    const [match] = parseFootballData(csv, 'fixtures.csv').items;
    const fileQuotes = match!.odds[0]!.quotes;
    expect(fileQuotes.map((q) => q.bookmaker)).toEqual([
      'Bwin',
      'Betfair Sportsbook',
      'Betfair Exchange',
      'BetVictor',
    ]);
    const book = (key: string, title: string, prices: number[]) => ({
      key,
      title,
      last_update: '2026-11-29T10:00:00Z',
      markets: [
        {
          key: 'h2h',
          outcomes: [
            { name: 'Liverpool', price: prices[0] },
            { name: 'Everton', price: prices[2] },
            { name: 'Draw', price: prices[1] },
          ],
        },
      ],
    });
    const { events } = normalizeOddsEvents(
      [
        {
          id: 'e1',
          sport_key: 'soccer_epl',
          commence_time: '2026-11-29T16:30:00Z',
          home_team: 'Liverpool',
          away_team: 'Everton',
          bookmakers: [
            book('bwin', 'Bwin', [1.61, 4.0, 5.0]),
            book('betfair_ex_uk', 'Betfair', [1.74, 4.1, 5.2]),
            book('betfair_sb_uk', 'Betfair Sportsbook', [1.66, 3.9, 4.8]),
            book('betvictor', 'Bet Victor', [1.65, 3.9, 4.8]),
          ],
        },
      ],
      new Date('2026-11-29T10:05:00Z'),
    );
    const liveQuotes = events[0]!.books.flatMap((b) => b.quotes);
    expect(liveQuotes.map((q) => q.bookmaker)).toEqual([
      'Bwin',
      'Betfair Exchange',
      'Betfair Sportsbook',
      'BetVictor',
    ]);

    // Friday's file, then Saturday's poll: one row per book, the poll's price.
    const rows = oddsRows(
      1,
      'E0',
      [
        { kind: 'snapshot', capturedAt: new Date('2026-11-27T17:00:00Z'), quotes: fileQuotes },
        { kind: 'snapshot', capturedAt: new Date('2026-11-29T10:00:00Z'), quotes: liveQuotes },
      ] as never,
      { asOf: new Date('2026-11-29T11:00:00Z'), staleAfterMs: 6 * 3_600_000 },
      0.02,
    );
    expect(rows.map((r) => r.sportsbook).sort()).toEqual([
      'BetVictor',
      'Betfair Exchange',
      'Betfair Sportsbook',
      'Bwin',
    ]);
    expect(rows.find((r) => r.sportsbook === 'Bwin')!.decimal.home).toBe(1.61);
    expect(rows.find((r) => r.sportsbook === 'Betfair Exchange')!.exchange).toBe(true);
    expect(rows.find((r) => r.sportsbook === 'Betfair Sportsbook')!.exchange).toBe(false);
  });

  it('keeps two keys of one exchange as one book: the later update', () => {
    const h2h = (price: number) => ({
      key: 'h2h',
      outcomes: [
        { name: 'Arsenal', price },
        { name: 'Chelsea', price: 4 },
        { name: 'Draw', price: 3.5 },
      ],
    });
    const { events } = normalizeOddsEvents(
      [
        {
          id: 'e2',
          sport_key: 'soccer_epl',
          commence_time: '2026-11-29T16:30:00Z',
          home_team: 'Arsenal',
          away_team: 'Chelsea',
          bookmakers: [
            {
              key: 'betfair_ex_uk',
              title: 'Betfair',
              last_update: '2026-11-29T10:00:00Z',
              markets: [h2h(2.1)],
            },
            {
              key: 'betfair_ex_eu',
              title: 'Betfair',
              last_update: '2026-11-29T10:02:00Z',
              markets: [h2h(2.12)],
            },
          ],
        },
      ],
      new Date('2026-11-29T10:05:00Z'),
    );
    expect(events[0]!.books).toHaveLength(1);
    expect(events[0]!.books[0]).toMatchObject({
      bookmakerKey: 'betfair_ex_eu',
      bookmaker: 'Betfair Exchange',
    });
    expect(events[0]!.books[0]!.quotes[0]!.prices[0]).toBe(2.12);
  });

  it("keeps an unknown book's prices under the provider's name and says so once", () => {
    const told: { provider: string; bookmaker: string }[] = [];
    reportUnknownBooksTo((_message, fields) => told.push(fields));
    const event = (id: string) => ({
      id,
      sport_key: 'soccer_epl',
      commence_time: '2026-11-29T16:30:00Z',
      home_team: 'Arsenal',
      away_team: 'Chelsea',
      bookmakers: [
        {
          key: 'newbook_uk',
          title: 'New Book',
          last_update: '2026-11-29T10:00:00Z',
          markets: [
            {
              key: 'h2h',
              outcomes: [
                { name: 'Arsenal', price: 2.1 },
                { name: 'Chelsea', price: 4 },
                { name: 'Draw', price: 3.5 },
              ],
            },
          ],
        },
        {
          key: 'newx_ex_uk',
          title: 'NewX',
          last_update: '2026-11-29T10:00:00Z',
          markets: [
            {
              key: 'h2h',
              outcomes: [
                { name: 'Arsenal', price: 2.2 },
                { name: 'Chelsea', price: 4.2 },
                { name: 'Draw', price: 3.6 },
              ],
            },
          ],
        },
      ],
    });
    const at = new Date('2026-11-29T10:05:00Z');
    const first = normalizeOddsEvents([event('a'), event('b')], at).events;
    normalizeOddsEvents([event('c')], at);
    expect(first.map((e) => e.books.map((b) => [b.bookmaker, b.exchange]))).toEqual([
      [
        ['New Book', false],
        // An exchange's key: named as one, so it is compared net of commission.
        ['NewX Exchange', true],
      ],
      [
        ['New Book', false],
        ['NewX Exchange', true],
      ],
    ]);
    expect(told).toEqual([
      { provider: 'The Odds API', bookmaker: 'newbook_uk (New Book)' },
      { provider: 'The Odds API', bookmaker: 'newx_ex_uk (NewX)' },
    ]);

    // A file's column prefix the catalogue lacks: its home, draw and away prices are kept.
    const csv = [
      'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,B365H,B365D,B365A,QQH,QQD,QQA,QQCH,QQCD,QQCA,HS,AS',
      'E0,29/11/2026,Arsenal,Chelsea,2,1,2.1,3.5,3.6,2.15,3.4,3.5,2.05,3.5,3.7,12,7',
      'E0,30/11/2026,Fulham,Everton,0,0,2.4,3.3,3.1,2.45,3.3,3.0,2.5,3.2,3.0,9,9',
      '',
    ].join('\n');
    const [match] = parseFootballData(csv, 'E0.csv').items;
    expect(match!.odds).toEqual([
      {
        kind: 'opening',
        quotes: [
          { bookmaker: 'Bet365', market: '1x2', line: null, prices: [2.1, 3.5, 3.6] },
          { bookmaker: 'QQ', market: '1x2', line: null, prices: [2.15, 3.4, 3.5] },
        ],
      },
      {
        kind: 'closing',
        quotes: [{ bookmaker: 'QQ', market: '1x2', line: null, prices: [2.05, 3.5, 3.7] }],
      },
    ]);
    expect(told.slice(2)).toEqual([{ provider: 'football-data.co.uk', bookmaker: 'QQ' }]);
  });
});
