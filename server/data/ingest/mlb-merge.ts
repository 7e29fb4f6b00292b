import { mirrorCapturedAt } from '../reference/capture-times.ts';
import { MLB_PARK_ZONES, mlbTeamByCode } from '../reference/mlb-teams.ts';
import type { MergedGame, RetrosheetGame, SbrGame } from './mlb-nhl-types.ts';
import { RETROSHEET_NOTICE } from './retrosheet.ts';
import type { ParseProblem } from './types.ts';
import { addDays, zonedInstant } from './zoned-time.ts';

// Games share their starts: the opening moment of each start is worked out once (Intl is slow).
const openings = new Map<number, Date>();
function openingAt(kickoff: Date): Date {
  let at = openings.get(kickoff.getTime());
  if (!at) {
    at = mirrorCapturedAt('opening', 'MLB', kickoff);
    openings.set(kickoff.getTime(), at);
  }
  return at;
}

/** Where a match or starter came from, with the notice Retrosheet asks to travel with its data. */
export const retrosheetSource = (file: string) => `${file} (${RETROSHEET_NOTICE})`;

/**
 * Retrosheet gives only day or night. A conventional first pitch is assumed in the park's zone
 * (13:05 day, 19:05 night), flagged `kickoffTimeKnown: false`; a double-header's second game
 * starts at least 3 h 30 after the first.
 */
function conventionalStart(zone: string, date: string, dayNight: 'D' | 'N' | null) {
  return zonedInstant(zone, date, dayNight === 'D' ? '13:05' : '19:05');
}

const key = (date: string, home: string, away: string) => `${date}|${home}|${away}`;

/** A Retrosheet game as a merged game: the official result and who actually started. */
function fromRetrosheet(game: RetrosheetGame, previous: MergedGame | undefined): MergedGame {
  const zone = MLB_PARK_ZONES[game.parkId] ?? mlbTeamByCode(game.home)!.zone;
  let kickoff = conventionalStart(zone, game.localDate, game.dayNight);
  if (game.gameNumber === 2 && previous) {
    const after = previous.kickoff.getTime() + 210 * 60_000;
    if (kickoff.getTime() < after) kickoff = new Date(after);
  }
  const source = retrosheetSource(game.file);
  return {
    leagueId: 'MLB',
    season: game.season,
    localDate: game.localDate,
    ...(game.gameNumber > 0 ? { doubleHeader: game.gameNumber as 1 | 2 } : {}),
    kickoff,
    kickoffTimeKnown: false,
    home: game.home,
    away: game.away,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
    playoff: false,
    neutral: false,
    details: {
      ...(game.outs !== null ? { outs: game.outs } : {}),
      ...(game.dayNight ? { dayNight: game.dayNight } : {}),
      park: game.parkId,
      ...(game.gameNumber > 0 ? { doubleHeader: game.gameNumber } : {}),
    },
    odds: [],
    starters: (['home', 'away'] as const).flatMap((side, i) => {
      const pitcher = game.starters[i];
      return pitcher
        ? [{ side, kind: 'actual' as const, knownAt: kickoff, source, players: [pitcher] }]
        : [];
    }),
    source,
  };
}

/** What a workbook game adds to a game: its prices, the listed pitchers and the line score. */
function addSbr(game: MergedGame, sbr: SbrGame) {
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
  (['home', 'away'] as const).forEach((side, i) => {
    const pitcher = sbr.listed?.[i];
    if (pitcher)
      game.starters.push({
        side,
        kind: 'listed',
        knownAt: openedAt,
        source: sbr.file,
        players: [pitcher],
      });
  });
  game.details.lineScore = { home: sbr.homeLine, away: sbr.awayLine };
}

/** A postseason game only the workbook holds (Retrosheet's logs are the regular season). */
function fromSbrPostseason(sbr: SbrGame, doubleHeader: 0 | 1 | 2): MergedGame {
  const kickoff = conventionalStart(mlbTeamByCode(sbr.home)!.zone, sbr.localDate, 'N');
  const game: MergedGame = {
    leagueId: 'MLB',
    season: sbr.season,
    localDate: sbr.localDate,
    ...(doubleHeader > 0 ? { doubleHeader: doubleHeader as 1 | 2 } : {}),
    kickoff,
    kickoffTimeKnown: false,
    home: sbr.home,
    away: sbr.away,
    homeScore: sbr.homeScore,
    awayScore: sbr.awayScore,
    playoff: true,
    neutral: sbr.neutral,
    details: {},
    odds: [],
    starters: [],
    source: sbr.file,
  };
  addSbr(game, sbr);
  return game;
}

/**
 * One MLB match per game: Retrosheet's regular season (official results, actual starters),
 * with sportsbookreview's prices and listed starters attached by local date, teams and
 * double-header order (the workbooks list both games of a double-header on one date, in order);
 * the workbook's games after the season's last Retrosheet date are the postseason. A workbook
 * game that fits no Retrosheet game before that is reported, not guessed.
 */
export function mergeMlb(
  retro: readonly RetrosheetGame[],
  sbr: readonly SbrGame[],
  problems: ParseProblem[],
): MergedGame[] {
  const games: MergedGame[] = [];
  const byKey = new Map<string, MergedGame[]>();
  const lastRegular = new Map<string, string>();
  const sorted = [...retro].sort(
    (a, b) => a.localDate.localeCompare(b.localDate) || a.gameNumber - b.gameNumber,
  );
  for (const game of sorted) {
    const k = key(game.localDate, game.home, game.away);
    const list = byKey.get(k) ?? [];
    const merged = fromRetrosheet(game, list.at(-1));
    list.push(merged);
    byKey.set(k, list);
    games.push(merged);
    if ((lastRegular.get(game.season) ?? '') < game.localDate)
      lastRegular.set(game.season, game.localDate);
  }
  const taken = new Set<MergedGame>();
  const seen = new Map<string, number>();
  for (const game of sbr) {
    const k = key(game.localDate, game.home, game.away);
    const nth = seen.get(k) ?? 0;
    seen.set(k, nth + 1);
    const last = lastRegular.get(game.season);
    // The same day first, as listed or with the sides swapped (a game moved to the visitor's
    // park), then a day either side: the workbooks date a few games a day off.
    const open = (date: string, home: string, away: string) =>
      (byKey.get(key(date, home, away)) ?? []).filter((g) => !taken.has(g));
    const dates = [game.localDate, addDays(game.localDate, -1), addDays(game.localDate, 1)];
    const candidates = dates.flatMap((date) => [
      ...open(date, game.home, game.away).map((g) => ({ g, swapped: false })),
      ...open(date, game.away, game.home).map((g) => ({ g, swapped: true })),
    ]);
    // A double-header's games in the workbook are not always in Retrosheet's order: the score
    // says which is which.
    const sameScore = candidates.find(({ g, swapped }) =>
      swapped
        ? g.homeScore === game.awayScore && g.awayScore === game.homeScore
        : g.homeScore === game.homeScore && g.awayScore === game.awayScore,
    );
    const target = (sameScore ?? candidates[0])?.g;
    if (target) {
      taken.add(target);
      addSbr(target, game);
      continue;
    }
    if (last !== undefined && game.localDate > last) {
      const created = fromSbrPostseason(game, nth > 0 ? 2 : 0);
      if (nth > 0) {
        // A second postseason game of the same pairing on one date: the first becomes game 1.
        const first = games.find(
          (g) => g.playoff && key(g.localDate, g.home, g.away) === k && !g.doubleHeader,
        );
        if (first) first.doubleHeader = 1;
      }
      games.push(created);
      continue;
    }
    problems.push({
      file: game.file,
      line: game.line,
      reason: `no Retrosheet game for ${game.away} at ${game.home} on ${game.localDate}${nth > 0 ? ` (game ${nth + 1})` : ''}`,
    });
  }
  return games;
}
