import { normalizeName } from '../../data/reference/normalize.ts';
import type { DirectoryTeam, TeamDirectory } from './team-directory.ts';

/**
 * Fewest letters an alias needs to be looked for in news: shorter ones are codes ('ars', 'kc',
 * 'nyj', 'afc') that turn up in unrelated headlines ("AFC Championship").
 */
const MIN_LETTERS = 4;

/** A team as news is searched for it: the name shown and the other names that are its alone. */
export interface NewsNames {
  name: string;
  aliases: string[];
}

/** For each phrase, the teams of a sport holding it as an alias or as words of one. */
type PhraseOwners = Map<string, Set<number>>;

const ownersBySport = new WeakMap<TeamDirectory, Map<string, PhraseOwners>>();

/** Every run of whole words in an alias: 'leicester city' gives 'leicester', 'city' and itself. */
function phrasesOf(alias: string): string[] {
  const words = alias.split(' ').filter(Boolean);
  const phrases: string[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= words.length; end++) {
      phrases.push(words.slice(start, end).join(' '));
    }
  }
  return phrases;
}

function phraseOwners(directory: TeamDirectory, sport: string): PhraseOwners {
  let bySport = ownersBySport.get(directory);
  if (!bySport) {
    bySport = new Map();
    ownersBySport.set(directory, bySport);
  }
  let owners = bySport.get(sport);
  if (!owners) {
    owners = new Map();
    for (const team of directory.teams) {
      if (team.sport !== sport) continue;
      for (const alias of team.aliases) {
        for (const phrase of phrasesOf(alias)) {
          const holders = owners.get(phrase) ?? new Set<number>();
          holders.add(team.id);
          owners.set(phrase, holders);
        }
      }
    }
    bySport.set(sport, owners);
  }
  return owners;
}

/**
 * The names news about a team is found by: its shown name, and those of its aliases (stored
 * names, the sources' names, fans' nicknames, franchise names) that name no other team of its
 * sport. An alias another team also holds ('new york', 'eagles'), or that is part of another
 * team's name ('city' of Leicester City, 'united' of Newcastle United, 'madrid' of Atlético
 * Madrid), would bring that team's news; so would a short code. The shown name always counts.
 */
export function newsNames(directory: TeamDirectory, team: DirectoryTeam): NewsNames {
  const owners = phraseOwners(directory, team.sport);
  const shown = normalizeName(team.name);
  const aliases = team.aliases.filter((alias) => {
    if (alias === shown) return false;
    if (alias.replace(/ /g, '').length < MIN_LETTERS) return false;
    const holders = owners.get(alias);
    return !holders || [...holders].every((id) => id === team.id);
  });
  return { name: team.name, aliases };
}
