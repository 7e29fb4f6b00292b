import type { SportId } from '@contract';
import { allowedEdits, editDistance } from '../../lib/edit-distance.ts';
import { SHORT_NAMES, STOP_WORDS } from './vocabulary.ts';

export interface DirectoryTeam {
  id: number;
  /** The name shown to people ('Manchester City'). */
  name: string;
  sport: SportId;
  /** The covered league it plays in around the clock's date; null when it plays in none. */
  leagueId: string | null;
  /** Normalised aliases, the stored and shown names included. */
  aliases: readonly string[];
  /** Those of the aliases that only fans use ('eagles' for Crystal Palace), not the sources. */
  nicknames?: readonly string[];
}

export interface Token {
  /** Normalised word. */
  norm: string;
  /**
   * Written in capitals ('KC', 'LAL') or as a letter's plural ("A's", "O's"): short codes and
   * names only count when written so.
   */
  upper: boolean;
}

export interface Mention {
  start: number;
  end: number;
  /** Teams the words may mean, those in a covered league first. */
  teams: DirectoryTeam[];
  /** Edits needed to reach an alias (0 = exact). */
  distance: number;
  /** The alias the words matched ('wolves'). */
  alias: string;
  /** The words themselves, normalised ('wolvs'). */
  text: string;
}

const MAX_SPAN = 6;

/**
 * The names questions are matched against: every alias of every team, exactly and then with a
 * few typos allowed. Built once per clock position; lookups are map reads.
 */
export class TeamDirectory {
  readonly teams: readonly DirectoryTeam[];
  private readonly exact = new Map<string, DirectoryTeam[]>();
  private readonly fuzzyAliases: { alias: string; words: number; teams: DirectoryTeam[] }[] = [];
  private readonly byId = new Map<number, DirectoryTeam>();

  constructor(teams: readonly DirectoryTeam[]) {
    this.teams = teams;
    for (const team of teams) {
      this.byId.set(team.id, team);
      // A name typed without its spaces is the same name: 'mancity', 'manutd', 'goldenstate'.
      const joined = team.aliases.filter((a) => a.includes(' ')).map((a) => a.replace(/ /g, ''));
      for (const alias of new Set([...team.aliases, ...joined.filter((a) => a.length >= 6)])) {
        if (!alias) continue;
        const list = this.exact.get(alias) ?? [];
        list.push(team);
        this.exact.set(alias, list);
      }
    }
    for (const [alias, list] of this.exact) {
      list.sort(rankTeams);
      if (alias.length >= 4 && !STOP_WORDS.has(alias)) {
        this.fuzzyAliases.push({ alias, words: alias.split(' ').length, teams: list });
      }
    }
  }

  team(id: number): DirectoryTeam | undefined {
    return this.byId.get(id);
  }

  /**
   * Team names in `tokens`, longest first and not overlapping. Positions in `skip` (dates,
   * league names) are never part of a name. `standalone` says the tokens are one side of a
   * 'A vs B' question, where a bare code such as 'gsw' is clearly a team.
   */
  mentions(tokens: readonly Token[], skip: ReadonlySet<number>, standalone = false): Mention[] {
    const found: Mention[] = [];
    const used = new Set<number>(skip);
    const meaningful = tokens.filter((t, i) => !skip.has(i) && !STOP_WORDS.has(t.norm)).length;
    for (let i = 0; i < tokens.length; i++) {
      if (used.has(i)) continue;
      for (let w = Math.min(MAX_SPAN, tokens.length - i); w >= 1; w--) {
        if (rangeTouches(used, i, w)) continue;
        const key = spanText(tokens, i, w);
        const teams = this.exact.get(key);
        if (!teams) continue;
        if (
          w === 1 &&
          key.length <= 3 &&
          !tokens[i]!.upper &&
          !SHORT_NAMES.has(key) &&
          !(standalone && meaningful === 1)
        )
          continue;
        if (w === 1 && STOP_WORDS.has(key)) continue;
        found.push({ start: i, end: i + w, teams, distance: 0, alias: key, text: key });
        for (let k = i; k < i + w; k++) used.add(k);
        i += w - 1;
        break;
      }
    }
    // Typos: runs of words that are neither matched nor ordinary question words.
    for (let i = 0; i < tokens.length; i++) {
      if (used.has(i) || STOP_WORDS.has(tokens[i]!.norm) || /^\d+$/.test(tokens[i]!.norm)) continue;
      let best: Mention | undefined;
      for (let w = Math.min(3, tokens.length - i); w >= 1; w--) {
        if (rangeTouches(used, i, w)) continue;
        const words = tokens.slice(i, i + w).map((t) => t.norm);
        if (words.some((word) => STOP_WORDS.has(word))) continue;
        const match = this.closest(words.join(' '), w);
        // The longest span that is close enough wins: 'totenham hotspurr' is one team.
        if (match) {
          best = {
            start: i,
            end: i + w,
            teams: match.teams,
            distance: match.distance,
            alias: match.alias,
            text: words.join(' '),
          };
          break;
        }
      }
      if (best) {
        found.push(best);
        for (let k = best.start; k < best.end; k++) used.add(k);
        i = best.end - 1;
      }
    }
    found.sort((a, b) => a.start - b.start);
    // 'Tottenham Hotspur FC Spurs' names one team twice: keep one mention.
    return found.filter(
      (mention, k) =>
        k === 0 ||
        mention.teams.length !== 1 ||
        found[k - 1]!.teams.length !== 1 ||
        found[k - 1]!.teams[0]!.id !== mention.teams[0]!.id,
    );
  }

  /** The alias nearest to `text` within the typo allowance, if any. */
  private closest(text: string, words: number) {
    if (text.length < 4) return undefined;
    let best: { distance: number; teams: DirectoryTeam[]; alias: string } | undefined;
    for (const entry of this.fuzzyAliases) {
      if (entry.words !== words) continue;
      const max = allowedEdits(Math.min(text.length, entry.alias.length));
      if (max === 0) continue;
      const distance = editDistance(text, entry.alias, max);
      if (distance > max) continue;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && rankTeams(entry.teams[0]!, best.teams[0]!) < 0)
      ) {
        best = { distance, teams: entry.teams, alias: entry.alias };
      }
    }
    return best;
  }

  /** Up to `limit` team names close to `text`, for 'Did you mean …?'. */
  suggest(text: string, limit = 3, sport?: SportId | null): string[] {
    const query = text.trim();
    if (query.length < 3) return [];
    const scored = new Map<number, { team: DirectoryTeam; score: number }>();
    for (const [alias, teams] of this.exact) {
      if (alias.length < 3) continue;
      // A third of the longer word may be wrong ('livrpl' → 'liverpool'), not more ('hello').
      const max = Math.floor(Math.max(alias.length, query.length) / 3);
      const prefix = alias.length >= 4 && (alias.startsWith(query) || query.startsWith(alias));
      const distance = prefix ? 0.5 : editDistance(query, alias, max);
      if (distance > max) continue;
      for (const team of teams) {
        if (sport && team.sport !== sport) continue;
        const score = distance / Math.max(alias.length, query.length) + (team.leagueId ? 0 : 0.5);
        const previous = scored.get(team.id);
        if (!previous || score < previous.score) scored.set(team.id, { team, score });
      }
    }
    return [...scored.values()]
      .sort((a, b) => a.score - b.score)
      .slice(0, limit)
      .map((entry) => entry.team.name);
  }
}

function spanText(tokens: readonly Token[], start: number, width: number): string {
  let text = tokens[start]!.norm;
  for (let k = start + 1; k < start + width; k++) text += ` ${tokens[k]!.norm}`;
  return text;
}

function rangeTouches(used: ReadonlySet<number>, start: number, width: number): boolean {
  for (let k = start; k < start + width; k++) if (used.has(k)) return true;
  return false;
}

/** Teams in a covered league first, then by id (older, better-known records first). */
function rankTeams(a: DirectoryTeam, b: DirectoryTeam): number {
  return Number(b.leagueId !== null) - Number(a.leagueId !== null) || a.id - b.id;
}
