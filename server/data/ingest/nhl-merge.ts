import { mirrorCapturedAt } from '../reference/capture-times.ts';
import { nhlTeamByCode } from '../reference/nhl-teams.ts';
import type {
  MergedGame,
  NhlResultGame,
  OddsApiSnapshot,
  OddsPortalGame,
  SbrGame,
  SettledIn,
} from './mlb-nhl-types.ts';
import type { ParseProblem, Quote } from './types.ts';
import { localDateIn, zonedInstant } from './zoned-time.ts';

// Games share their starts: the opening moment of each start is worked out once (Intl is slow).
const openings = new Map<number, Date>();
function openingAt(kickoff: Date): Date {
  let at = openings.get(kickoff.getTime());
  if (!at) {
    at = mirrorCapturedAt('opening', 'NHL', kickoff);
    openings.set(kickoff.getTime(), at);
  }
  return at;
}

/*
 * One NHL match per game from whichever sources hold it. Exact starts come from the Kaggle
 * tables (2010-11 to 2018-19) and the NHL API (2019-20 on); a game only sportsbookreview or
 * OddsPortal holds (the 2008-09 and 2009-10 seasons, playoffs after 2017-18) gets a conventional
 * 19:00 puck drop in the home rink's zone, flagged unknown. Games are dated by the US Eastern
 * date of their start, which is the local date of every North American game (a 19:00 Pacific
 * start is 22:00 Eastern) and of the European season openers.
 */

const EASTERN = 'America/New_York';

type Index = Map<string, MergedGame[]>;
const pair = (home: string, away: string) => `${home}|${away}`;

function indexAdd(index: Index, game: MergedGame) {
  const list = index.get(pair(game.home, game.away)) ?? [];
  list.push(game);
  index.set(pair(game.home, game.away), list);
}

/** The game of this pairing on `date`, or within `slack` days of it when exactly one is. */
function find(
  index: Index,
  home: string,
  away: string,
  date: string,
  slack: number,
  skip?: ReadonlySet<MergedGame>,
) {
  const list = (index.get(pair(home, away)) ?? []).filter((g) => !skip?.has(g));
  const exact = list.find((g) => g.localDate === date);
  if (exact || slack === 0) return exact;
  const near = list.filter(
    (g) => Math.abs(Date.parse(g.localDate) - Date.parse(date)) <= slack * 86_400_000,
  );
  return near.length === 1 ? near[0] : undefined;
}

/**
 * The game a source's row is: the same pairing that day, then the sides swapped that day (the
 * 2020 restart's neutral sites and outdoor games, where sources disagree on who was at home),
 * then either orientation a day either side when exactly one game is there. `swapped` says the
 * row lists the sides the other way round.
 */
function locate(
  index: Index,
  row: { home: string; away: string },
  date: string,
  skip?: ReadonlySet<MergedGame>,
  sameDayOnly = false,
): { game: MergedGame; swapped: boolean } | undefined {
  const tries: [number, boolean][] = [
    [0, false],
    [0, true],
    [1, false],
    [1, true],
  ];
  for (const [slack, swapped] of sameDayOnly ? tries.slice(0, 2) : tries) {
    const [home, away] = swapped ? [row.away, row.home] : [row.home, row.away];
    const game = find(index, home, away, date, slack, skip);
    if (game) return { game, swapped };
  }
  return undefined;
}

/** Prices quoted for the sides the other way round, as the stored game's home and away. */
const reversed = (quotes: readonly Quote[]): Quote[] =>
  quotes.map((q) =>
    q.market === 'total'
      ? q
      : {
          ...q,
          line: q.line === null ? null : q.line === 0 ? 0 : -q.line,
          prices: [...q.prices].reverse(),
        },
  );

function fromResult(game: NhlResultGame): MergedGame {
  return {
    leagueId: 'NHL',
    season: game.season,
    localDate: localDateIn(EASTERN, game.start),
    kickoff: game.start,
    kickoffTimeKnown: true,
    home: game.home,
    away: game.away,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
    playoff: game.playoff,
    neutral: false,
    details: { nhlGameId: game.gameId, ...(game.settledIn ? { settledIn: game.settledIn } : {}) },
    odds: [],
    starters: (['home', 'away'] as const).flatMap((side, i) => {
      const goalies = game.goalies?.[i] ?? [];
      return goalies.length > 0
        ? [
            {
              side,
              kind: 'actual' as const,
              knownAt: game.start,
              source: game.file,
              players: goalies,
            },
          ]
        : [];
    }),
    source: game.file,
  };
}

function conventional(
  season: string,
  date: string,
  home: string,
  away: string,
  source: string,
): MergedGame {
  return {
    leagueId: 'NHL',
    season,
    localDate: date,
    kickoff: zonedInstant(nhlTeamByCode(home)!.zone, date, '19:00'),
    kickoffTimeKnown: false,
    home,
    away,
    homeScore: null,
    awayScore: null,
    playoff: false,
    neutral: false,
    details: {},
    odds: [],
    starters: [],
    source,
  };
}

/**
 * sportsbookreview's periods: level after three periods means the game went past regulation.
 * The final then differs by one goal, the winner's goal counted only in `Final`; an overtime
 * goal and a shoot-out win look alike, so a regular-season game is 'overtime-or-shootout'. A
 * playoff game has no shoot-out: overtime.
 */
function settledFromPeriods(sbr: SbrGame, playoff: boolean): SettledIn | undefined {
  const sum = (line: (number | null)[]) =>
    line.slice(0, 3).every((n) => n !== null)
      ? line.slice(0, 3).reduce<number>((a, n) => a + n!, 0)
      : null;
  const home = sum(sbr.homeLine);
  const away = sum(sbr.awayLine);
  if (home === null || away === null) return undefined;
  if (home !== away) return 'regulation';
  return playoff ? 'overtime' : 'overtime-or-shootout';
}

function addSbr(game: MergedGame, listed: SbrGame, swapped = false) {
  const sbr: SbrGame = swapped
    ? {
        ...listed,
        home: listed.away,
        away: listed.home,
        homeScore: listed.awayScore,
        awayScore: listed.homeScore,
        homeLine: listed.awayLine,
        awayLine: listed.homeLine,
        opening: reversed(listed.opening),
        closing: reversed(listed.closing),
      }
    : listed;
  const openedAt = openingAt(game.kickoff);
  if (sbr.opening.length > 0)
    game.odds.push({
      kind: 'opening',
      capturedAt: openedAt,
      source: sbr.file,
      quotes: sbr.opening,
    });
  if (sbr.closing.length > 0)
    game.odds.push({
      kind: 'closing',
      capturedAt: game.kickoff,
      source: sbr.file,
      quotes: sbr.closing,
    });
  game.details.periods = { home: sbr.homeLine, away: sbr.awayLine };
  game.homeScore ??= sbr.homeScore;
  game.awayScore ??= sbr.awayScore;
  game.neutral ||= sbr.neutral;
  if (!game.details.settledIn) {
    const settled = settledFromPeriods(sbr, game.playoff);
    if (settled) game.details.settledIn = settled;
  }
}

export interface NhlSources {
  results: readonly NhlResultGame[];
  sbr: readonly SbrGame[];
  oddsPortal: readonly OddsPortalGame[];
  snapshots: readonly OddsApiSnapshot[];
}

/** Merges every NHL source into one game per game; what fits no game is reported. */
export function mergeNhl(sources: NhlSources, problems: ParseProblem[]): MergedGame[] {
  const games: MergedGame[] = [];
  const index: Index = new Map();
  const lastRegular = new Map<string, string>();
  const add = (game: MergedGame) => {
    games.push(game);
    indexAdd(index, game);
    if (!game.playoff && (lastRegular.get(game.season) ?? '') < game.localDate)
      lastRegular.set(game.season, game.localDate);
  };
  for (const game of sources.results) {
    // Kaggle (2010-11 to 2018-19) and the NHL API (2019-20 on) hold different seasons.
    if (!find(index, game.home, game.away, localDateIn(EASTERN, game.start), 0))
      add(fromResult(game));
  }
  for (const op of sources.oddsPortal) {
    if (!op.playoff && (lastRegular.get(op.season) ?? '') < op.date)
      lastRegular.set(op.season, op.date);
  }
  for (const sbr of sources.sbr) {
    const found = locate(index, sbr, sbr.localDate);
    if (found) {
      addSbr(found.game, sbr, found.swapped);
      continue;
    }
    const created = conventional(sbr.season, sbr.localDate, sbr.home, sbr.away, sbr.file);
    const last = lastRegular.get(sbr.season);
    created.playoff = last !== undefined && sbr.localDate > last;
    addSbr(created, sbr);
    add(created);
  }
  // Rows that fit a game on their own date first, then the rest a day either side: a row a day
  // off must not take the game the next row fits exactly (the 2020 restart played daily).
  const attached = new Set<MergedGame>();
  const later: OddsPortalGame[] = [];
  for (const op of sources.oddsPortal)
    if (!attachOddsPortal(op, index, add, attached, true, problems)) later.push(op);
  for (const op of later) attachOddsPortal(op, index, add, attached, false, problems);
  attachSnapshots(sources.snapshots, index, problems);
  return games;
}

/**
 * OddsPortal dates games by their local date (checked against the NHL API's UTC starts); a few
 * sit a day off, so the same pairing a day either side is taken when exactly one game there has
 * no OddsPortal line yet. A game no other source holds is made from OddsPortal alone.
 */
function attachOddsPortal(
  op: OddsPortalGame,
  index: Index,
  add: (game: MergedGame) => void,
  attached: Set<MergedGame>,
  sameDayOnly: boolean,
  problems: ParseProblem[],
): boolean {
  const found = locate(index, op, op.date, attached, sameDayOnly);
  if (!found && sameDayOnly) return false;
  let game = found?.game;
  const quotes = found?.swapped ? reversed(op.quotes) : op.quotes;
  if (!game && find(index, op.home, op.away, op.date, 0)) {
    // That day's game of the pairing already has its OddsPortal line: a second row for it.
    problems.push({
      file: op.file,
      line: op.line,
      reason: `a second row for ${op.away} at ${op.home} on ${op.date}`,
    });
    return true;
  }
  if (!game) {
    game = conventional(op.season, op.date, op.home, op.away, op.file);
    game.homeScore = op.homeScore;
    game.awayScore = op.awayScore;
    game.playoff = op.playoff;
    game.neutral = op.neutral;
    add(game);
  }
  attached.add(game);
  if (quotes.length > 0)
    game.odds.push({ kind: 'closing', capturedAt: game.kickoff, source: op.file, quotes });
  if (game.homeScore === null && op.homeScore !== null && !found?.swapped) {
    game.homeScore = op.homeScore;
    game.awayScore = op.awayScore;
  }
  return true;
}

/** Each saved Odds API snapshot joins the game its pairing starts nearest, within a day. */
function attachSnapshots(
  snapshots: readonly OddsApiSnapshot[],
  index: Index,
  problems: ParseProblem[],
) {
  const docs = new Map<
    string,
    { game: MergedGame; capturedAt: Date; source: string; quotes: Quote[] }
  >();
  for (const snap of snapshots) {
    const list = index.get(pair(snap.home, snap.away)) ?? [];
    const near = list
      .map((g) => ({ g, gap: Math.abs(g.kickoff.getTime() - snap.commence.getTime()) }))
      .filter((x) => x.gap <= 36 * 3_600_000)
      .sort((a, b) => a.gap - b.gap)[0];
    if (!near) {
      problems.push({
        file: snap.file,
        line: snap.line,
        reason: `no game for ${snap.away} at ${snap.home} starting ${snap.commence.toISOString()}`,
      });
      continue;
    }
    // Never a capture after the game's stored start, even where the start was assumed.
    if (snap.capturedAt.getTime() >= near.g.kickoff.getTime()) continue;
    const id = `${snap.file}|${gameKey(near.g)}`;
    const doc = docs.get(id) ?? {
      game: near.g,
      capturedAt: snap.capturedAt,
      source: snap.file,
      quotes: [],
    };
    doc.quotes.push(...snap.quotes);
    docs.set(id, doc);
  }
  for (const doc of docs.values())
    doc.game.odds.push({
      kind: 'snapshot',
      capturedAt: doc.capturedAt,
      source: doc.source,
      quotes: doc.quotes,
    });
}

const gameKey = (game: MergedGame) => `${game.localDate}|${game.home}|${game.away}`;
