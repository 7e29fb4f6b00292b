import { coreName, foldName } from './club-names.ts';

export interface CandidateMatch {
  id: number;
  leagueId: string;
  localDate: string;
  homeTeamId: number;
  awayTeamId: number;
}

/** Words too common among club names to say which club is meant on their own. */
const COMMON = new Set(
  (
    'real city united club sporting athletic atletico borussia olympique dinamo dynamo racing ' +
    'stade union sport town county rovers wanderers albion hotspur athletico deportivo saint'
  ).split(' '),
);

interface Forms {
  exact: Set<string>;
  words: string[];
}

function formsOf(names: readonly string[]): Forms {
  const exact = new Set<string>();
  const words = new Set<string>();
  for (const name of names) {
    for (const form of [foldName(name), coreName(name)]) {
      exact.add(form);
      for (const word of form.split(' '))
        if (word.length >= 4 && !COMMON.has(word)) words.add(word);
    }
  }
  return { exact, words: [...words] };
}

/**
 * How well a name fits a team: 2 when it is one of the team's names (folded or without affixes),
 * 1 when a distinctive word agrees in its first five letters ('Olympiacos' ~ 'Olympiakos'),
 * else 0. A match needs both teams to fit, which a shared word alone ('Manchester') never gives.
 */
function fitOf(name: string, team: Forms, owners: Map<string, Set<Forms>>): number {
  const forms = [foldName(name), coreName(name)];
  if (forms.some((form) => team.exact.has(form))) return 2;
  // A name that is another club's own ('Manchester United') never fits this one loosely.
  if (forms.some((form) => owners.has(form))) return 0;
  const words = forms
    .flatMap((form) => form.split(' '))
    .filter((w) => w.length >= 4 && !COMMON.has(w));
  const stem = (word: string) => word.slice(0, 5);
  return words.some((word) => team.words.some((own) => stem(own) === stem(word))) ? 1 : 0;
}

/** Both sides must fit; the better both fit, the higher the pairing ranks. */
const pairFit = (home: number, away: number) => (home > 0 && away > 0 ? home + away : 0);

const shiftDay = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Finds the match an SPI row describes among our matches of the same league: same date first,
 * then a day either side (SPI dates some matches by US time); team1 is the home side except at
 * neutral finals, so the reverse pairing is tried too. The best-fitting match must be the only
 * one with that fit, or the row is left unmatched rather than guessed.
 */
export function spiMatcher(
  matches: readonly CandidateMatch[],
  namesOf: (teamId: number) => string[],
) {
  const byDay = new Map<string, CandidateMatch[]>();
  for (const match of matches) {
    const key = `${match.leagueId}:${match.localDate}`;
    byDay.set(key, [...(byDay.get(key) ?? []), match]);
  }
  const forms = new Map<number, Forms>();
  const owners = new Map<string, Set<Forms>>();
  for (const match of matches) {
    for (const id of [match.homeTeamId, match.awayTeamId]) {
      if (forms.has(id)) continue;
      const team = formsOf(namesOf(id));
      forms.set(id, team);
      for (const form of team.exact) owners.set(form, (owners.get(form) ?? new Set()).add(team));
    }
  }
  const formsOfTeam = (id: number) => forms.get(id)!;
  const nameFit = (name: string, team: Forms) => fitOf(name, team, owners);
  return (row: { leagueId: string; date: string; team1: string; team2: string }) => {
    for (const shift of [0, -1, 1]) {
      const candidates = byDay.get(`${row.leagueId}:${shiftDay(row.date, shift)}`) ?? [];
      const scored = candidates.flatMap((match) => {
        const home = formsOfTeam(match.homeTeamId);
        const away = formsOfTeam(match.awayTeamId);
        const direct = pairFit(nameFit(row.team1, home), nameFit(row.team2, away));
        const reversed = pairFit(nameFit(row.team2, home), nameFit(row.team1, away));
        return [
          { match, swapped: false, score: direct },
          { match, swapped: true, score: reversed },
        ].filter((option) => option.score > 0);
      });
      const best = Math.max(0, ...scored.map((option) => option.score));
      const top = scored.filter((option) => option.score === best);
      if (top.length === 1) return { matchId: top[0]!.match.id, swapped: top[0]!.swapped };
      if (top.length > 1) return undefined;
    }
    return undefined;
  };
}
