import { COVERED_COMPETITIONS } from './competitions.ts';
import { answerSlate } from './league-slate.ts';
import { readOutlookQuestion } from './outlooks/outlook-question.ts';
import { bestMention, levelTeams, pickOne, placePair } from './place-teams.ts';
import { fail, type InterpretContext, type InterpretResult } from './question-context.ts';
import {
  cupNamedIn,
  intentOf,
  type QuestionReading,
  readDate,
  readQuestion,
} from './read-question.ts';
import { resolveMatch, resolveTeam } from './resolve-fixture.ts';

export type { Fixture, InterpretContext, InterpretResult, LeagueInfo } from './question-context.ts';

/**
 * Understands a betting question: what is asked (a match, a team's next game, a league's
 * slate, value bets, odds), about which teams and league, and when; then finds the real
 * fixture it refers to. Pure: everything it needs is in `ctx`.
 *
 * The steps: read the words (read-question.ts), then by what they name: a season market
 * (outlooks/), two teams or one (place-teams.ts, then resolve-fixture.ts), or no team, a slate
 * (league-slate.ts).
 */
export function interpret(asked: string, ctx: InterpretContext): InterpretResult {
  const reading = readQuestion(asked, ctx);
  if (!reading) return fail('Please enter a betting question to search.');
  const { competitions, outlook, provisionalDate, sides } = reading;

  // Season-long markets (the title, relegation, play-offs) are answered by simulating the rest
  // of the season; a question naming two teams is still about their match ('title decider').
  if (outlook && sides.length < 2 && !(outlook.weak && provisionalDate)) {
    const team =
      sides.length === 1 ? pickOne(bestMention(sides[0]!), competitions, ctx.fixtures) : undefined;
    const answer = readOutlookQuestion(outlook, team, competitions.leagueIds, ctx.leagues);
    return answer.ok ? { ...answer, fixtures: [] } : answer;
  }

  if (competitions.unsupported && sides.length === 0) {
    return fail(
      `Strix doesn't cover ${competitions.unsupported} yet. It covers ${COVERED_COMPETITIONS}.`,
      ['Premier League predictions', 'NBA games tonight', 'best value bets today'],
    );
  }
  if (sides.length >= 2) return answerMatch(reading, ctx);
  if (sides.length === 1) return answerTeam(reading, ctx);
  return answerSlate(reading, ctx);
}

/** Two teams named: their meeting, its date read in their leagues' zones. */
function answerMatch(reading: QuestionReading, ctx: InterpretContext): InterpretResult {
  const placed = placePair(reading, ctx);
  if ('ok' in placed) return placed;
  const { home, away } = placed;
  return resolveMatch(
    ctx,
    home,
    away,
    readDate(reading, ctx, [home.leagueId, away.leagueId]),
    intentOf(reading, 'match'),
    cupNamedIn(reading),
  );
}

/** One team named: its next match, or its match on the day asked for. */
function answerTeam(reading: QuestionReading, ctx: InterpretContext): InterpretResult {
  const mention = bestMention(reading.sides[0]!);
  const level = levelTeams(mention, reading.competitions, ctx.fixtures);
  // A name the rules cannot settle ('Sox') is asked back rather than guessed; the sentence names
  // the teams, never the words asked.
  if (level.length > 0) {
    const names = level.map((team) => team.name);
    return fail(
      `${level.length === 2 ? 'Two' : 'Several'} teams go by that name, ${names.slice(0, -1).join(', ')} and ${names.at(-1)}, and nothing in the question says which: name the one you mean.`,
      names.map((name) => `${name} prediction`),
    );
  }
  const team = pickOne(mention, reading.competitions, ctx.fixtures);
  const range = readDate(reading, ctx, [team.leagueId]);
  return resolveTeam(ctx, team, range, intentOf(reading, 'team'), cupNamedIn(reading));
}
