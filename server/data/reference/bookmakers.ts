/**
 * Every bookmaker Strix reads prices from, once, with the names each provider gives it. Stored
 * quotes carry a book's `name`, whichever provider brought the price, so one book is one row
 * in the odds table, one book in the value ledger and one price history (docs/data.md
 * "Bookmakers").
 *
 * football-data.co.uk names books by column prefix (its notes.txt: BW is "Bet&Win", bwin's name
 * until 2006; VC is "VC Bet", BetVictor's earlier brand). The Odds API names them by key, and
 * titles them for display (betfair_ex_uk is titled plain "Betfair", though it is the exchange);
 * the keys are those its bookmaker reference lists for the uk, eu, us (us, us2, us_ex) and au
 * regions, plus `bwin`, `unibet_eu` and `livescorebet_eu`, which earlier answers carried. A
 * book The Odds API carries is named by its title (regional variants keep their suffix:
 * 'Unibet (FR)'), so its prices stored before this catalogue keep their names; the exceptions
 * are the exchange ('Betfair Exchange', titled 'Betfair'), BetVictor (titled 'Bet Victor'; the
 * brand is one word) and the Australian namesakes of UK books, which get ' (AU)': they are other
 * companies' books, priced apart.
 */

/** The Odds API's regions, which also say where a football-data-only book took bets. */
/** The NBA file's lines have no bookmaker; they are the closing market as the source collected it. */
export const NBA_LINE_SOURCE = 'Closing line';
/**
 * OddsPortal's NHL moneyline is the average of its books' closing prices: no price anyone could
 * take, so it is stored under the aggregate 'Market average' book (never a best price or a value
 * bet), like the football-data files' averages.
 */
export const AVERAGE_LINE_SOURCE = 'Market average';

export type BookRegion = 'uk' | 'eu' | 'us' | 'au';

export interface Bookmaker {
  /** Strix's own key for the book: stable, lower case, never shown. */
  key: string;
  /** The name stored with its quotes and shown on every page. */
  name: string;
  regions: readonly BookRegion[];
  /** A betting exchange: prices are people's offers, compared net of the exchange's commission. */
  exchange: boolean;
  /** A figure over many books (the files' maximum and average), not a book one can bet at. */
  aggregate?: true;
  /** football-data.co.uk column prefixes (B365 of B365H, B365CH, B365>2.5, B365AHH). */
  footballData?: readonly string[];
  /** The Odds API bookmaker keys. */
  oddsApi?: readonly string[];
  /** Names stored quotes carried before this catalogue (rewritten by migration 0018). */
  formerNames?: readonly string[];
}

type Entry = Omit<Bookmaker, 'exchange' | 'regions'> & {
  regions: BookRegion | readonly BookRegion[];
  exchange?: true;
};

const ENTRIES: readonly Entry[] = [
  // The files' figures over every book they track (BbMx/BbAv: BetBrain's, until 2018/19).
  {
    key: 'market-maximum',
    name: 'Market maximum',
    regions: [],
    aggregate: true,
    footballData: ['Max', 'BbMx'],
  },
  {
    key: 'market-average',
    name: 'Market average',
    regions: [],
    aggregate: true,
    footballData: ['Avg', 'BbAv'],
  },

  // Books in football-data.co.uk's files, with their The Odds API keys where it carries them.
  { key: 'bet365', name: 'Bet365', regions: ['uk', 'eu'], footballData: ['B365'] },
  {
    key: 'bwin',
    name: 'Bwin',
    regions: 'eu',
    footballData: ['BW'],
    oddsApi: ['bwin'],
    formerNames: ['Bet&Win'],
  },
  { key: 'interwetten', name: 'Interwetten', regions: 'eu', footballData: ['IW'] },
  {
    key: 'ladbrokes',
    name: 'Ladbrokes',
    regions: 'uk',
    footballData: ['LB'],
    oddsApi: ['ladbrokes_uk'],
  },
  {
    key: 'pinnacle',
    name: 'Pinnacle',
    regions: 'eu',
    footballData: ['PS', 'P'],
    oddsApi: ['pinnacle'],
  },
  {
    key: 'william-hill',
    name: 'William Hill',
    regions: ['uk', 'eu'],
    footballData: ['WH'],
    oddsApi: ['williamhill'],
  },
  {
    key: 'betvictor',
    name: 'BetVictor',
    regions: ['uk', 'eu'],
    footballData: ['VC'],
    oddsApi: ['betvictor'],
    formerNames: ['VC Bet', 'Bet Victor'],
  },
  { key: 'stan-james', name: 'Stan James', regions: 'uk', footballData: ['SJ'] },
  { key: 'gamebookers', name: 'Gamebookers', regions: 'eu', footballData: ['GB'] },
  { key: 'blue-square', name: 'Blue Square', regions: 'uk', footballData: ['BS'] },
  { key: 'sportingbet', name: 'Sportingbet', regions: 'uk', footballData: ['SB'] },
  { key: 'sporting-odds', name: 'Sporting Odds', regions: 'uk', footballData: ['SO'] },
  { key: 'stanleybet', name: 'Stanleybet', regions: 'eu', footballData: ['SY'] },
  // BF is Betfair's sportsbook: its 2024/25 Premier League prices carry a 5.1% margin, the
  // exchange's (BFE) 0.6%.
  {
    key: 'betfair-sportsbook',
    name: 'Betfair Sportsbook',
    regions: 'uk',
    footballData: ['BF'],
    oddsApi: ['betfair_sb_uk'],
    formerNames: ['Betfair'],
  },
  // One exchange for the UK and the rest of Europe; Australia's is another, with its own money.
  {
    key: 'betfair-exchange',
    name: 'Betfair Exchange',
    regions: ['uk', 'eu'],
    exchange: true,
    footballData: ['BFE'],
    oddsApi: ['betfair_ex_uk', 'betfair_ex_eu'],
  },
  { key: '1xbet', name: '1xBet', regions: 'eu', footballData: ['1XB'], oddsApi: ['onexbet'] },

  // The Odds API, uk.
  { key: '888sport', name: '888sport', regions: ['uk', 'eu'], oddsApi: ['sport888'] },
  { key: 'betway', name: 'Betway', regions: 'uk', oddsApi: ['betway'] },
  { key: 'boylesports', name: 'BoyleSports', regions: 'uk', oddsApi: ['boylesports'] },
  { key: 'casumo', name: 'Casumo', regions: 'uk', oddsApi: ['casumo'] },
  { key: 'coral', name: 'Coral', regions: 'uk', oddsApi: ['coral'] },
  { key: 'grosvenor', name: 'Grosvenor', regions: 'uk', oddsApi: ['grosvenor'] },
  { key: 'leovegas', name: 'LeoVegas', regions: 'uk', oddsApi: ['leovegas'] },
  { key: 'livescorebet', name: 'LiveScore Bet', regions: 'uk', oddsApi: ['livescorebet'] },
  {
    key: 'livescorebet-eu',
    name: 'LiveScore Bet (EU)',
    regions: 'eu',
    oddsApi: ['livescorebet_eu'],
  },
  {
    key: 'matchbook',
    name: 'Matchbook',
    regions: ['uk', 'eu'],
    exchange: true,
    oddsApi: ['matchbook'],
  },
  { key: 'paddy-power', name: 'Paddy Power', regions: 'uk', oddsApi: ['paddypower'] },
  { key: 'sky-bet', name: 'Sky Bet', regions: 'uk', oddsApi: ['skybet'] },
  { key: 'smarkets', name: 'Smarkets', regions: 'uk', exchange: true, oddsApi: ['smarkets'] },
  { key: 'unibet-uk', name: 'Unibet', regions: 'uk', oddsApi: ['unibet_uk'] },
  { key: 'virgin-bet', name: 'Virgin Bet', regions: 'uk', oddsApi: ['virginbet'] },

  // The Odds API, eu.
  { key: 'betclic-fr', name: 'Betclic (FR)', regions: 'eu', oddsApi: ['betclic_fr'] },
  { key: 'betanysports', name: 'BetAnySports', regions: ['eu', 'us'], oddsApi: ['betanysports'] },
  { key: 'betonline', name: 'BetOnline.ag', regions: ['us', 'eu'], oddsApi: ['betonlineag'] },
  { key: 'betsson', name: 'Betsson', regions: 'eu', oddsApi: ['betsson'] },
  { key: 'codere-it', name: 'Codere (IT)', regions: 'eu', oddsApi: ['codere_it'] },
  { key: 'coolbet', name: 'Coolbet', regions: 'eu', oddsApi: ['coolbet'] },
  { key: 'everygame', name: 'Everygame', regions: 'eu', oddsApi: ['everygame'] },
  { key: 'gtbets', name: 'GTbets', regions: 'eu', oddsApi: ['gtbets'] },
  { key: 'leovegas-se', name: 'LeoVegas (SE)', regions: 'eu', oddsApi: ['leovegas_se'] },
  { key: 'marathon-bet', name: 'Marathon Bet', regions: 'eu', oddsApi: ['marathonbet'] },
  { key: 'mybookie', name: 'MyBookie.ag', regions: ['us', 'eu'], oddsApi: ['mybookieag'] },
  { key: 'nordicbet', name: 'NordicBet', regions: 'eu', oddsApi: ['nordicbet'] },
  {
    key: 'parions-sport-fr',
    name: 'Parions Sport (FR)',
    regions: 'eu',
    oddsApi: ['parionssport_fr'],
  },
  { key: 'pmu-fr', name: 'PMU (FR)', regions: 'eu', oddsApi: ['pmu_fr'] },
  { key: 'suprabets', name: 'Suprabets', regions: 'eu', oddsApi: ['suprabets'] },
  { key: 'tipico-de', name: 'Tipico (DE)', regions: 'eu', oddsApi: ['tipico_de'] },
  { key: 'unibet-eu', name: 'Unibet (EU)', regions: 'eu', oddsApi: ['unibet_eu'] },
  { key: 'unibet-fr', name: 'Unibet (FR)', regions: 'eu', oddsApi: ['unibet_fr'] },
  { key: 'unibet-it', name: 'Unibet (IT)', regions: 'eu', oddsApi: ['unibet_it'] },
  { key: 'unibet-nl', name: 'Unibet (NL)', regions: 'eu', oddsApi: ['unibet_nl'] },
  { key: 'unibet-se', name: 'Unibet (SE)', regions: 'eu', oddsApi: ['unibet_se'] },
  { key: 'winamax-de', name: 'Winamax (DE)', regions: 'eu', oddsApi: ['winamax_de'] },
  { key: 'winamax-fr', name: 'Winamax (FR)', regions: 'eu', oddsApi: ['winamax_fr'] },

  // The Odds API, us (its us, us2 and us_ex regions).
  { key: 'betmgm', name: 'BetMGM', regions: 'us', oddsApi: ['betmgm'] },
  { key: 'betrivers', name: 'BetRivers', regions: 'us', oddsApi: ['betrivers'] },
  { key: 'betus', name: 'BetUS', regions: 'us', oddsApi: ['betus'] },
  { key: 'bovada', name: 'Bovada', regions: 'us', oddsApi: ['bovada'] },
  // William Hill's US book became Caesars; the key kept the old name.
  { key: 'caesars', name: 'Caesars', regions: 'us', oddsApi: ['williamhill_us'] },
  { key: 'draftkings', name: 'DraftKings', regions: 'us', oddsApi: ['draftkings'] },
  { key: 'fanatics', name: 'Fanatics', regions: 'us', oddsApi: ['fanatics'] },
  { key: 'fanduel', name: 'FanDuel', regions: 'us', oddsApi: ['fanduel'] },
  { key: 'lowvig', name: 'LowVig.ag', regions: 'us', oddsApi: ['lowvig'] },
  { key: 'bally-bet', name: 'Bally Bet', regions: 'us', oddsApi: ['ballybet'] },
  { key: 'betparx', name: 'betPARX', regions: 'us', oddsApi: ['betparx'] },
  { key: 'thescore-bet', name: 'theScore Bet', regions: 'us', oddsApi: ['espnbet'] },
  { key: 'fliff', name: 'Fliff', regions: 'us', oddsApi: ['fliff'] },
  { key: 'hard-rock-bet', name: 'Hard Rock Bet', regions: 'us', oddsApi: ['hardrockbet'] },
  { key: 'rebet', name: 'ReBet', regions: 'us', oddsApi: ['rebet'] },
  { key: 'betopenly', name: 'BetOpenly', regions: 'us', exchange: true, oddsApi: ['betopenly'] },
  { key: 'kalshi', name: 'Kalshi', regions: 'us', exchange: true, oddsApi: ['kalshi'] },
  { key: 'novig', name: 'Novig', regions: 'us', exchange: true, oddsApi: ['novig'] },
  { key: 'polymarket', name: 'Polymarket', regions: 'us', exchange: true, oddsApi: ['polymarket'] },
  { key: 'prophetx', name: 'ProphetX', regions: 'us', exchange: true, oddsApi: ['prophetx'] },

  // The Odds API, au.
  {
    key: 'betfair-exchange-au',
    name: 'Betfair Exchange (AU)',
    regions: 'au',
    exchange: true,
    oddsApi: ['betfair_ex_au'],
  },
  { key: 'betr-au', name: 'Betr', regions: 'au', oddsApi: ['betr_au'] },
  { key: 'bet-right', name: 'Bet Right', regions: 'au', oddsApi: ['betright'] },
  { key: 'bet365-au', name: 'Bet365 (AU)', regions: 'au', oddsApi: ['bet365_au'] },
  { key: 'dabble-au', name: 'Dabble', regions: 'au', oddsApi: ['dabble_au'] },
  { key: 'ladbrokes-au', name: 'Ladbrokes (AU)', regions: 'au', oddsApi: ['ladbrokes_au'] },
  { key: 'neds', name: 'Neds', regions: 'au', oddsApi: ['neds'] },
  { key: 'playup', name: 'PlayUp', regions: 'au', oddsApi: ['playup'] },
  { key: 'pointsbet-au', name: 'PointsBet (AU)', regions: 'au', oddsApi: ['pointsbetau'] },
  { key: 'sportsbet', name: 'SportsBet', regions: 'au', oddsApi: ['sportsbet'] },
  { key: 'tab', name: 'TAB', regions: 'au', oddsApi: ['tab'] },
  { key: 'tabtouch', name: 'TABtouch', regions: 'au', oddsApi: ['tabtouch'] },
  { key: 'unibet-au', name: 'Unibet (AU)', regions: 'au', oddsApi: ['unibet'] },
];

export const BOOKMAKERS: readonly Bookmaker[] = ENTRIES.map((entry) => ({
  ...entry,
  regions: typeof entry.regions === 'string' ? [entry.regions] : entry.regions,
  exchange: entry.exchange === true,
}));

const index = <K extends string>(keysOf: (book: Bookmaker) => readonly K[] | undefined) =>
  new Map(BOOKMAKERS.flatMap((book) => (keysOf(book) ?? []).map((k) => [k, book] as const)));

const BY_FOOTBALL_DATA = index((book) => book.footballData);
const BY_ODDS_API = index((book) => book.oddsApi);
const BY_NAME = index((book) => [book.name, ...(book.formerNames ?? [])]);

/** Every football-data.co.uk column prefix that names a book, longest first (BFE before BF). */
export const FOOTBALL_DATA_CODES: readonly string[] = [...BY_FOOTBALL_DATA.keys()].sort(
  (a, b) => b.length - a.length || a.localeCompare(b),
);

/** The book of a football-data.co.uk column prefix ('BW' → Bwin). */
export const footballDataBook = (code: string): Bookmaker | undefined => BY_FOOTBALL_DATA.get(code);

/** The book of a The Odds API bookmaker key ('bwin' → Bwin, 'betfair_ex_uk' → the exchange). */
export const oddsApiBook = (key: string): Bookmaker | undefined => BY_ODDS_API.get(key);

/** The book a stored name is (its name now, or one it was stored under before). */
export const bookmakerByName = (name: string): Bookmaker | undefined => BY_NAME.get(name);

/** A stored name as the book is named now: 'Bet&Win' → 'Bwin'; a name Strix does not know stays. */
export const currentBookmakerName = (name: string): string => BY_NAME.get(name)?.name ?? name;

/** The files' aggregates ('Market maximum', 'Market average'): not sportsbooks one can bet at. */
export const AGGREGATE_BOOK_NAMES: ReadonlySet<string> = new Set(
  BOOKMAKERS.filter((book) => book.aggregate).map((book) => book.name),
);

/** Where a name the catalogue does not know is told (a log line; see reportUnknownBooksTo). */
type UnknownBookSink = (message: string, fields: { provider: string; bookmaker: string }) => void;

let sink: UnknownBookSink = (message) => console.warn(message);
const reported = new Set<string>();

/** Sends the once-per-name notices of unknown books to the app's log instead of stderr. */
export function reportUnknownBooksTo(next: UnknownBookSink) {
  sink = next;
}

/**
 * Says, once per provider and name while the process runs, that a provider named a book the
 * catalogue does not hold. Its prices are kept under the provider's own name, never dropped:
 * the notice is how the catalogue learns of a new book.
 */
export function noteUnknownBook(provider: string, bookmaker: string) {
  const id = `${provider}\u0000${bookmaker}`;
  if (reported.has(id)) return;
  reported.add(id);
  sink(
    `${provider} names a bookmaker Strix does not catalogue, "${bookmaker}"; its prices are kept under that name (add it to server/data/reference/bookmakers.ts).`,
    { provider, bookmaker },
  );
}
