import type { FixtureCard, ValueBet } from '@contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { slateSummary } from '../../lib/slate-summary.ts';
import { searchAnswer } from '../../pages/home/search-answer.fixture.ts';
import { SlateSummaryCard } from './slate-summary-card.tsx';

const card = (matchId: number, home: string, away: string, kickoff: string, valueBets = 0) =>
  ({
    matchId,
    league: 'Premier League',
    homeTeam: home,
    awayTeam: away,
    kickoff,
    homeWinProb: 34.2,
    drawProb: 26.9,
    awayWinProb: 38.9,
    confidence: 70,
    valueBets,
  }) satisfies FixtureCard;

// A slate of three: the strongest edge is on the second match to kick off.
const matches = [
  card(7, 'Arsenal', 'Chelsea', '2025-01-18T15:00:00Z'),
  card(8, 'Everton', 'Fulham', '2025-01-18T12:30:00Z', 2),
  card(9, 'Wolves', 'Brentford', '2025-01-19T14:00:00Z', 1),
];
const bet = (
  matchId: number,
  description: string,
  expectedValue: number,
  home: string,
  away: string,
) =>
  ({
    matchId,
    description,
    expectedValue,
    sportsbook: 'Bet365',
    homeTeam: home,
    awayTeam: away,
  }) as ValueBet;
const valueBets = [
  bet(8, 'Fulham to win', 6.24, 'Everton', 'Fulham'),
  bet(9, 'Draw: Wolves vs Brentford', 4.1, 'Wolves', 'Brentford'),
];

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a slate answer', () => {
  it('sums up the slate and names its strongest edge by its rule, not one match as the prediction', () => {
    const result = searchAnswer({
      matches: [matches[1]!, matches[0]!, matches[2]!],
      valueBets,
      screener: [],
      prediction: { ...searchAnswer().prediction, matchId: 8 },
    });
    const text = textOf(renderToStaticMarkup(<SlateSummaryCard result={result} />));
    expect(text).toContain('Slate summary');
    expect(text).toContain('3 matches · 3 value bets');
    expect(text).toContain(
      'Strongest edge: Fulham to win (Everton vs Fulham) at Bet365, EV +6.2% The value bet with the highest expected value on this slate.',
    );
    expect(text).toContain('In detail below: Everton vs Fulham, the match of the strongest edge.');
    expect(text).not.toContain('Final Prediction Summary');
    expect(text).not.toContain('statistical advantage');
  });

  it('without value bets says so, and why the match below is the one detailed', () => {
    const result = searchAnswer({ matches, valueBets: [], screener: [] });
    const summary = slateSummary({ ...result, prediction: { ...result.prediction, matchId: 8 } });
    expect(summary).toMatchObject({ matches: 3, strongest: null });
    expect(summary.detailed).toEqual({ fixture: 'Everton vs Fulham', rule: 'first-kickoff' });
    const text = textOf(renderToStaticMarkup(<SlateSummaryCard result={result} />));
    expect(text).toContain('No value bets on this slate.');
    // Arsenal v Chelsea is neither the earliest nor an edge: it is only the first listed.
    expect(text).toContain('In detail below: Arsenal vs Chelsea, the first match listed.');
  });
});
