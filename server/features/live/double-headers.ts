import type { Db } from '../../db/client.ts';
import { matchesBetween } from '../../db/queries/bets.ts';
import { matchIdsForKeys } from '../../db/queries/live-data.ts';

/** An MLB event as its match would be keyed were it the day's only game of its sides. */
export interface DoubleHeaderGame {
  baseKey: string;
  start: Date;
  homeTeamId: number;
  awayTeamId: number;
}

/**
 * How far a stored start may be from an event's and still be its game: a provider moves a
 * start by minutes, while a double-header's second game starts hours after the first (about
 * three at the closest, when it follows the first game's last out).
 */
export const SAME_GAME_WITHIN = 90 * 60_000;

/** The keys a day's games of one pairing may take: the day's only or first game, then ':g2'. */
const slotsOf = (baseKey: string) => [baseKey, `${baseKey}:g2`];

/**
 * The key of each event's match, given the starts already stored under the slot keys: an event
 * takes the stored game starting within SAME_GAME_WITHIN of it; failing that (with
 * `createMissing`) a stored game that has not begun, its start since moved, else a free slot.
 * So two events of one pairing and day are two matches, whichever the feed listed first, and a
 * game already under way or played never takes the day's second game's prices or score. Without
 * `createMissing` (scores) an event finds only a stored game: near its start, or the pairing's
 * one game that day when it is the answer's one game of them. Undefined: no match for it (a
 * third game that day, or a score of a game never stored).
 */
export function assignSlots(
  games: readonly DoubleHeaderGame[],
  stored: ReadonlyMap<string, Date>,
  now: Date,
  createMissing: boolean,
): (string | undefined)[] {
  const keys: (string | undefined)[] = games.map(() => undefined);
  const groups = new Map<string, number[]>();
  for (const [i, game] of games.entries()) {
    groups.set(game.baseKey, [...(groups.get(game.baseKey) ?? []), i]);
  }
  for (const [baseKey, members] of groups) {
    const order = [...members].sort(
      (a, b) => games[a]!.start.getTime() - games[b]!.start.getTime(),
    );
    const slots = slotsOf(baseKey);
    const claimed = new Set<string>();
    const gap = (slot: string, i: number) =>
      Math.abs(stored.get(slot)!.getTime() - games[i]!.start.getTime());
    const nearest = (i: number, fits: (slot: string) => boolean) =>
      slots
        .filter((slot) => stored.has(slot) && !claimed.has(slot) && fits(slot))
        .sort((a, b) => gap(a, i) - gap(b, i))[0];
    const claim = (i: number, slot: string | undefined) => {
      if (slot === undefined) return;
      keys[i] = slot;
      claimed.add(slot);
    };
    for (const i of order)
      claim(
        i,
        nearest(i, (slot) => gap(slot, i) <= SAME_GAME_WITHIN),
      );
    for (const i of order) {
      if (keys[i] !== undefined) continue;
      if (createMissing) {
        const moved = nearest(i, (slot) => stored.get(slot)!.getTime() > now.getTime());
        claim(i, moved ?? slots.find((slot) => !stored.has(slot) && !claimed.has(slot)));
      } else if (order.length === 1 && slots.filter((slot) => stored.has(slot)).length === 1) {
        claim(
          i,
          nearest(i, () => true),
        );
      }
    }
  }
  return keys;
}

/** assignSlots with the stored starts read from the database. */
export async function gameSlots(
  db: Db,
  games: readonly DoubleHeaderGame[],
  now: Date,
  createMissing: boolean,
): Promise<(string | undefined)[]> {
  if (games.length === 0) return [];
  const idByKey = await matchIdsForKeys(
    db,
    games.flatMap((game) => slotsOf(game.baseKey)),
  );
  const starts = games.map((game) => game.start.getTime());
  const DAY = 86_400_000;
  const rows = await matchesBetween(
    db,
    [...new Set(games.map((game) => game.homeTeamId))],
    [...new Set(games.map((game) => game.awayTeamId))],
    new Date(Math.min(...starts) - 2 * DAY),
    new Date(Math.max(...starts) + 2 * DAY),
  );
  const kickoffById = new Map(rows.map((row) => [row.id, row.kickoff]));
  const stored = new Map<string, Date>();
  for (const [key, id] of idByKey) {
    const kickoff = kickoffById.get(id);
    if (kickoff) stored.set(key, kickoff);
  }
  return assignSlots(games, stored, now, createMissing);
}
