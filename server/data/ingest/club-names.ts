import type { LeagueId } from '../reference/leagues.ts';
import { normalizeName } from '../reference/normalize.ts';

/**
 * Club identity across sources. A club in a UEFA competition must be the same team as in its
 * domestic league (football-data's 'Man City' is openfootball's 'Manchester City FC' and SPI's
 * 'Manchester City'), and a foreign club must stay one team when its spelling changes between
 * seasons ('SL Benfica', 'Sport Lisboa e Benfica').
 */

/** UEFA association → the domestic leagues we hold for it. */
export const DOMESTIC_LEAGUES: Record<string, LeagueId[]> = {
  ENG: ['E0', 'E1'],
  ESP: ['SP1'],
  GER: ['D1'],
  ITA: ['I1'],
  FRA: ['F1'],
};

/** The association a club's domestic league belongs to; Monaco plays in France's Ligue 1. */
export const associationOf = (code: string) => (code === 'MCO' ? 'FRA' : code);

/** Letters NFKD does not decompose ('Bodø', 'Brøndby', 'Beşiktaş' already do). */
const FOLD: Record<string, string> = {
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  ß: 'ss',
  ı: 'i',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
};

/** normalizeName after spelling out the letters it would otherwise drop ('Bodø' → 'bodo'). */
export const foldName = (name: string) =>
  normalizeName(name.replace(/[øØæÆßıđĐłŁ]/g, (letter) => FOLD[letter]!));

/**
 * Legal-form and sponsor-free affixes that clubs carry in some sources and not in others
 * ('FC Porto', 'Celtic FC', 'SSC Napoli', 'GNK Dinamo Zagreb', 'Malmö FF', 'PAE Olympiakos SFP',
 * 'Royale Union Saint-Gilloise'). Only stripped at either end of a name, so 'Bayer 04 Leverkusen'
 * keeps its middle. 'RB' is not one: RB Leipzig is not the 1993/94 'Leipzig'. 'Royal' is not one
 * either: 'royal antwerp (BEL)' is a stored key, and a key must never change (matches' natural
 * keys hold it); a later 'Antwerp' finds that club through its known names instead.
 */
const AFFIXES = new Set(
  (
    'fc cf afc sc sl ac as ss ssc us fk sk nk gnk hnk kf if bk ff kv bc cd ud sv vfb vfl tsg rc ' +
    'ogc osc hsc pfc cs bsc rsc kaa krc ue ki sad pae sfp royale'
  ).split(' '),
);
/**
 * Exonyms written either way by different sources, spelt the way the stored keys already do
 * ('Pafos FC' is the 'Paphos FC' of openfootball's 2024/25 files).
 */
const EXONYMS: Record<string, string> = {
  pafos: 'paphos',
  prague: 'praha',
  moscow: 'moskva',
  nicosia: 'nikosia',
};
/** A foundation year ('Bologna FC 1909', '1899 Hoffenheim') or a leading '1.' ('1. FC Union'). */
const isNoise = (token: string) => /^(1[89]\d\d|20[01]\d)$/.test(token) || /^\d\.?$/.test(token);

function stripTokens(tokens: string[], key: (token: string) => string): string[] {
  let out = tokens.filter((token) => !/^(1[89]\d\d|20[01]\d)$/.test(key(token)));
  const drop = (token: string | undefined) =>
    token !== undefined && (AFFIXES.has(key(token)) || isNoise(token));
  while (out.length > 1 && drop(out[0])) out = out.slice(1);
  while (out.length > 1 && drop(out.at(-1))) out = out.slice(0, -1);
  return out;
}

/** The name without affixes, folded: 'SL Benfica' and 'Benfica' → 'benfica'. */
export const coreName = (name: string) =>
  stripTokens(foldName(name).split(' '), (token) => token)
    .map((token) => EXONYMS[token] ?? token)
    .join(' ');

/** A display name: the source's spelling without its affixes ('Celtic FC' → 'Celtic'). */
export const cleanDisplayName = (name: string) =>
  stripTokens(name.trim().split(/\s+/), (token) => foldName(token)).join(' ');

/**
 * Spellings that normalisation cannot bring together, by association, with the name the club is
 * shown under. Domestic entries point at a name the domestic index knows; foreign entries make
 * the club's key and display name.
 */
export const CLUB_SPELLINGS: readonly { country: string; name: string; spellings: string[] }[] = [
  { country: 'POR', name: 'Benfica', spellings: ['SL Benfica', 'Sport Lisboa e Benfica'] },
  {
    country: 'POR',
    name: 'Sporting CP',
    spellings: ['Sporting Clube de Portugal', 'Sporting Lisbon', 'Sporting'],
  },
  {
    country: 'POR',
    name: 'Braga',
    spellings: ['Sporting Braga', 'Sporting Clube de Braga', 'SC Braga'],
  },
  { country: 'POR', name: 'Porto', spellings: ['FC Porto'] },
  { country: 'NED', name: 'PSV Eindhoven', spellings: ['PSV'] },
  { country: 'NED', name: 'Feyenoord', spellings: ['Feyenoord Rotterdam'] },
  { country: 'NED', name: 'Ajax', spellings: ['AFC Ajax', 'Ajax Amsterdam'] },
  {
    country: 'AUT',
    name: 'Red Bull Salzburg',
    spellings: ['RB Salzburg', 'FC Red Bull Salzburg', 'Salzburg'],
  },
  {
    country: 'ROU',
    name: 'FCSB',
    spellings: ['FC Steaua Bucureşti', 'Steaua Bucharest', 'Steaua București'],
  },
  {
    country: 'GRE',
    name: 'Olympiakos Piraeus',
    spellings: ['Olympiacos', 'Olympiakos', 'Olympiacos Piraeus', 'PAE Olympiakos SFP'],
  },
  { country: 'GRE', name: 'AEK Athens', spellings: ['AEK Athen', 'AEK'] },
  { country: 'GRE', name: 'PAOK', spellings: ['PAOK Saloniki', 'PAOK Thessaloniki'] },
  { country: 'SRB', name: 'Crvena Zvezda', spellings: ['Red Star Belgrade', 'FK Crvena Zvezda'] },
  { country: 'SRB', name: 'Partizan', spellings: ['Partizan Belgrade'] },
  { country: 'UKR', name: 'Dynamo Kyiv', spellings: ['Dinamo Kiev', 'Dynamo Kiev'] },
  { country: 'UKR', name: 'Shakhtar Donetsk', spellings: ['FK Shakhtar Donetsk'] },
  { country: 'CZE', name: 'Sparta Praha', spellings: ['AC Sparta Praha', 'Sparta Prague'] },
  { country: 'CZE', name: 'Slavia Praha', spellings: ['Slavia Prague'] },
  { country: 'CZE', name: 'Viktoria Plzeň', spellings: ['Viktoria Plzen'] },
  { country: 'DEN', name: 'FC København', spellings: ['København', 'FC Copenhagen', 'Copenhagen'] },
  { country: 'RUS', name: 'CSKA Moskva', spellings: ['CSKA Moscow'] },
  { country: 'RUS', name: 'Lokomotiv Moskva', spellings: ['Lokomotiv Moscow'] },
  { country: 'RUS', name: 'Spartak Moskva', spellings: ['Spartak Moscow'] },
  { country: 'RUS', name: 'Zenit St. Petersburg', spellings: ['Zenit St Petersburg', 'Zenit'] },
  // openfootball added the town in 2025/26 ('Qarabağ Ağdam FK'); other sources add Almaty.
  {
    country: 'AZE',
    name: 'Qarabağ',
    spellings: ['Qarabağ FK', 'Qarabağ Ağdam FK', 'Qarabag Agdam'],
  },
  { country: 'KAZ', name: 'Kairat', spellings: ['FK Kairat', 'Kairat Almaty'] },
  { country: 'BEL', name: 'Union Saint-Gilloise', spellings: ['Union SG', 'Royale Union SG'] },
  { country: 'CYP', name: 'APOEL Nikosia', spellings: ['APOEL', 'APOEL Nicosia'] },
  { country: 'BEL', name: 'Club Brugge', spellings: ['Club Brugge KV', 'Club Bruges'] },
  { country: 'SUI', name: 'Young Boys', spellings: ['BSC Young Boys'] },
  { country: 'SUI', name: 'Basel', spellings: ['FC Basel 1893', 'FC Basel'] },
  { country: 'TUR', name: 'Beşiktaş', spellings: ['Besiktas'] },
  { country: 'TUR', name: 'Fenerbahçe', spellings: ['Fenerbahce'] },
  { country: 'TUR', name: 'İstanbul Başakşehir', spellings: ['Istanbul Basaksehir', 'Başakşehir'] },
  { country: 'CRO', name: 'Dinamo Zagreb', spellings: ['GNK Dinamo Zagreb'] },
  { country: 'SVK', name: 'Slovan Bratislava', spellings: ['ŠK Slovan Bratislava'] },
  { country: 'ITA', name: 'Lazio', spellings: ['Lazio Roma', 'SS Lazio'] },
  { country: 'ESP', name: 'Ath Bilbao', spellings: ['Athletic Club', 'Athletic Bilbao'] },
  { country: 'ESP', name: 'Sociedad', spellings: ['Real Sociedad de Fútbol', 'Real Sociedad'] },
  {
    country: 'GER',
    name: "M'gladbach",
    spellings: ['Bor. Mönchengladbach', 'Borussia Mönchengladbach', 'Borussia Monchengladbach'],
  },
  { country: 'GER', name: 'FC Koln', spellings: ['FC Cologne', '1. FC Köln', 'Köln', 'Cologne'] },
  { country: 'GER', name: 'Bayern Munich', spellings: ['FC Bayern München', 'Bayern München'] },
];

const SPELLING_TABLE = new Map<string, { name: string; spellings: string[] }>();
for (const entry of CLUB_SPELLINGS) {
  for (const spelling of [entry.name, ...entry.spellings]) {
    SPELLING_TABLE.set(`${entry.country}:${foldName(spelling)}`, entry);
    SPELLING_TABLE.set(`${entry.country}:${coreName(spelling)}`, entry);
  }
}

/** The explicit table's entry for a spelling, if it has one. */
export const spellingEntry = (name: string, country: string) =>
  SPELLING_TABLE.get(`${country}:${foldName(name)}`) ??
  SPELLING_TABLE.get(`${country}:${coreName(name)}`);

/**
 * A club from outside our domestic leagues: its stable key (core name + association, the same
 * for every spelling the table or normalisation brings together) and the name it is shown under.
 */
export function foreignClub(name: string, country: string): { sourceKey: string; name: string } {
  const entry = spellingEntry(name, country);
  const display = entry?.name ?? cleanDisplayName(name);
  return { sourceKey: `${coreName(display)} (${country})`, name: display };
}

/** Every form a question or another source may use for a club: as written, folded, without affixes. */
export function aliasForms(names: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const name of names) {
    for (const form of [normalizeName(name), foldName(name), coreName(name)]) {
      if (form) forms.add(form);
    }
  }
  return [...forms];
}

/** A domestic team as the index knows it: every name it goes by and when it last played. */
export interface DomesticTeam {
  teamId: number;
  country: string;
  names: string[];
  lastPlayed: number;
}

/**
 * Finds a cup club among the teams of its association's domestic leagues: by its name folded,
 * then without affixes, then through the explicit spelling table. When two teams share a name
 * (football-data has both "M'Gladbach" (1993/94) and "M'gladbach"), the one that played last wins.
 */
export function domesticIndex(teams: readonly DomesticTeam[]) {
  const byName = new Map<string, DomesticTeam>();
  const offer = (key: string, team: DomesticTeam) => {
    const held = byName.get(key);
    if (!held || held.lastPlayed < team.lastPlayed) byName.set(key, team);
  };
  for (const team of teams) {
    for (const name of team.names) {
      offer(`${team.country}:${foldName(name)}`, team);
      offer(`${team.country}:${coreName(name)}`, team);
    }
  }
  const find = (name: string, country: string) =>
    byName.get(`${country}:${foldName(name)}`) ?? byName.get(`${country}:${coreName(name)}`);
  return (name: string, code: string): number | undefined => {
    const country = associationOf(code);
    const entry = spellingEntry(name, country);
    const team =
      find(name, country) ??
      (entry
        ? [entry.name, ...entry.spellings].map((n) => find(n, country)).find(Boolean)
        : undefined);
    return team?.teamId;
  };
}

/** A club from outside our domestic leagues that the database already holds. */
export interface KnownClub {
  teamId: number;
  sourceKey: string;
  country: string;
  /** Its display name and every alias stored for it. */
  names: string[];
}

/**
 * Finds a foreign club among the clubs already held for its association, by any name it is known
 * under (folded or without affixes), trying the explicit table's names first. A new spelling of a
 * known club thus lands on the stored team and its stored key, whatever key the spelling would
 * make. When two held clubs share a name (duplicates from before this index), the older one wins.
 * `add` registers a club created during the run, so a later file finds it too.
 */
export function foreignIndex(clubs: readonly KnownClub[]) {
  const byForm = new Map<string, KnownClub>();
  const add = (club: KnownClub) => {
    const stem = club.sourceKey.replace(/ \([A-Z]{3}\)$/, '');
    for (const name of [stem, ...club.names]) {
      for (const form of [foldName(name), coreName(name)]) {
        const key = `${club.country}:${form}`;
        const held = byForm.get(key);
        if (!held || held.teamId > club.teamId) byForm.set(key, club);
      }
    }
  };
  for (const club of clubs) add(club);
  const find = (name: string, country: string): KnownClub | undefined => {
    const entry = spellingEntry(name, country);
    for (const spelling of entry ? [entry.name, name, ...entry.spellings] : [name]) {
      const club =
        byForm.get(`${country}:${foldName(spelling)}`) ??
        byForm.get(`${country}:${coreName(spelling)}`);
      if (club) return club;
    }
    return undefined;
  };
  return { find, add };
}
