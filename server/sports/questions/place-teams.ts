import { normalizeName } from '../../data/reference/normalize.ts';
import { COVERED_COMPETITIONS } from './competitions.ts';
import {
  type Fixture,
  fail,
  type InterpretContext,
  type InterpretResult,
} from './question-context.ts';
import type { Competitions, QuestionReading, Side } from './read-question.ts';
import type { DirectoryTeam, Mention } from './team-directory.ts';

/** The best mention on a side: the closest, then the longest. */
export const bestMention = (side: Side) =>
  [...side.mentions].sort(
    (a, b) => a.distance - b.distance || b.end - b.start - (a.end - a.start),
  )[0]!;

function teamScore(team: DirectoryTeam, hints: Competitions): number {
  let score = 0;
  if (team.leagueId) score += 5;
  if (team.leagueId && hints.leagueIds.includes(team.leagueId)) score += 20;
  if (hints.sport && team.sport === hints.sport) score += 20;
  return score;
}

/**
 * How much a name is the team's own: 2 for the name itself ('Wolves' is Wolverhampton's name,
 * Minnesota's nickname), 1 for a name the sources know it by ('Eagles' for Philadelphia), 0 for
 * a name only fans use ('Eagles' for Crystal Palace).
 */
const ownName = (team: DirectoryTeam, alias: string) =>
  normalizeName(team.name) === alias ? 2 : team.nicknames?.includes(alias) ? 0 : 1;

/** What having a scheduled match adds to a reading of shared names. */
const MATCH_COMING = 15;
/** Up to 1 more the sooner the match, by its place in `fixtures` (kick-off order); 0 for none. */
const soonness = (at: number) => (at < 0 ? 0 : 1 / (1 + at / 50));
/** What a scheduled match adds, at its place in `fixtures` (-1 for none). */
const scheduled = (at: number) => (at < 0 ? 0 : MATCH_COMING + soonness(at));

/**
 * The two teams a pair of names most likely means. Names several teams share ('LA', 'Spurs',
 * 'Wolves') are settled by, in order: one sport, the league the question names, a meeting that
 * is actually scheduled (the sooner the likelier), and a name that is the team's own rather than
 * a nickname.
 */
function pickPair(a: Mention, b: Mention, hints: Competitions, fixtures: readonly Fixture[]) {
  const ambiguous = a.teams.length > 1 || b.teams.length > 1;
  let best: { home: DirectoryTeam; away: DirectoryTeam; score: number } | undefined;
  for (const [i, x] of a.teams.entries()) {
    for (const [j, y] of b.teams.entries()) {
      if (x.id === y.id) continue;
      let score = teamScore(x, hints) + teamScore(y, hints) - (i + j) * 0.1;
      if (x.sport === y.sport) score += 100;
      if (x.leagueId && x.leagueId === y.leagueId) score += 10;
      if (ambiguous) {
        score += scheduled(
          fixtures.findIndex(
            (f) =>
              (f.homeTeamId === x.id && f.awayTeamId === y.id) ||
              (f.homeTeamId === y.id && f.awayTeamId === x.id),
          ),
        );
        score += ownName(x, a.alias) + ownName(y, b.alias);
      }
      if (!best || score > best.score) best = { home: x, away: y, score };
    }
  }
  return best;
}

/**
 * How a team ranks for a name asked alone, settled in order (docs/product.md "Questions and
 * predictions"): the league asked about, a match coming, the team's own name over a nickname.
 * `soon` only orders teams the rest leaves level: the soonest match first.
 */
function aloneRank(
  team: DirectoryTeam,
  mention: Mention,
  hints: Competitions,
  fixtures: readonly Fixture[],
) {
  const at = fixtures.findIndex((f) => f.homeTeamId === team.id || f.awayTeamId === team.id);
  return {
    settled: teamScore(team, hints) + (at < 0 ? 0 : MATCH_COMING) + ownName(team, mention.alias),
    soon: soonness(at),
  };
}

/**
 * The team a name most likely means. A name several teams share ('Saints', 'Wolves') is settled
 * by the league asked about, then by a team that has a match coming (the soonest first), then by
 * the team's own name over a nickname.
 */
export function pickOne(
  mention: Mention,
  hints: Competitions,
  fixtures: readonly Fixture[] = [],
): DirectoryTeam {
  if (mention.teams.length === 1) return mention.teams[0]!;
  const ranked = mention.teams.map((team) => ({
    team,
    rank: aloneRank(team, mention, hints, fixtures),
  }));
  return ranked.sort((x, y) => y.rank.settled + y.rank.soon - (x.rank.settled + x.rank.soon))[0]!
    .team;
}

/**
 * The teams a name asked alone leaves level: a name none of them owns (only fans' or a shared
 * city's name, as 'Sox' is for the Red Sox and the White Sox) that neither the league asked
 * about nor a match coming tells apart, both or neither playing. Empty when one team stands out
 * or the name is some team's own (then the soonest match decides, as in pickOne).
 */
export function levelTeams(
  mention: Mention,
  hints: Competitions,
  fixtures: readonly Fixture[] = [],
): DirectoryTeam[] {
  if (mention.teams.length < 2) return [];
  const ranked = mention.teams.map((team) => ({
    team,
    settled: aloneRank(team, mention, hints, fixtures).settled,
  }));
  const best = Math.max(...ranked.map((r) => r.settled));
  const level = ranked.filter((r) => r.settled === best).map((r) => r.team);
  const owned = level.some((team) => ownName(team, mention.alias) > 0);
  return level.length > 1 && !owned ? level : [];
}

/**
 * The two teams a question names, home first as the question has them ('Chelsea at Arsenal':
 * Arsenal at home), or why they cannot be placed: one name, the same team twice, or teams of
 * different sports.
 */
export function placePair(
  reading: QuestionReading,
  ctx: InterpretContext,
): { home: DirectoryTeam; away: DirectoryTeam } | InterpretResult {
  const { sides, competitions } = reading;
  const first = bestMention(sides[0]!);
  const second = bestMention(sides[1]!);
  const pair = pickPair(first, second, competitions, ctx.fixtures);
  if (!pair) return fail('Please name two different teams.');
  if (pair.home.sport !== pair.away.sport)
    return differentSports(reading, ctx, [first, second], pair);
  return reading.awayFirst
    ? { home: pair.away, away: pair.home }
    : { home: pair.home, away: pair.away };
}

/** Two names that place in different sports: a team Strix does not cover, or a mix-up. */
function differentSports(
  reading: QuestionReading,
  ctx: InterpretContext,
  mentions: [Mention, Mention],
  pair: { home: DirectoryTeam; away: DirectoryTeam },
): InterpretResult {
  // A name only a typo away from a team in another sport ('Rangers' → Angers) is more likely
  // a team Strix does not cover than a cross-sport question.
  const guessed = mentions.filter((mention) => mention.distance > 0);
  if (guessed.length > 0) {
    const sure = mentions.find((mention) => mention.distance === 0);
    const found = sure ? pickOne(sure, reading.competitions) : null;
    // Errors never repeat the question: the sentence names what was and was not placed.
    return fail(
      found
        ? `We found ${found.name} but not their opponent in the leagues Strix covers (${COVERED_COMPETITIONS}).`
        : `We could not find either team in the leagues Strix covers (${COVERED_COMPETITIONS}).`,
      ctx.directory.suggest(guessed[0]!.text, 2, found?.sport),
    );
  }
  return fail(
    `${pair.home.name} and ${pair.away.name} play different sports, so there is no match between them to predict. Pick two teams from the same sport.`,
    [
      ...ctx.directory.suggest(
        reading.question.split(/\s+vs?\.?\s+|\s+against\s+/i)[1] ?? '',
        2,
        pair.home.sport,
      ),
    ],
  );
}
