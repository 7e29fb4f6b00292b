import { describe, expect, it } from 'vitest';
import { fairLine, type PredictionFacts, WHAT_IF_RISK, writeNarrative } from './narrative.ts';

const whatIf: PredictionFacts = {
  home: 'Kansas City Chiefs',
  away: 'Detroit Lions',
  league: 'NFL',
  soccer: false,
  when: null,
  published: { home: 50, draw: null, away: 50 },
  model: { home: 50, draw: null, away: 50 },
  market: null,
  expectedGoals: null,
  overUnder25: null,
  fairSpread: 0,
  form: { home: ['W', 'W'], away: ['L', 'W'] },
  seasonRecord: { homeAtHome: null, awayAway: null },
  headToHead: { played: 0, homeWins: 0, draws: 0, awayWins: 0 },
  streaks: { home: { result: 'W', length: 2 }, away: { result: 'W', length: 1 } },
  unbeaten: { home: 2, away: 0 },
  overRate: null,
  lineMove: null,
  gamesInYear: { home: 17, away: 17 },
  newTeams: [],
};

describe('what-if narrative', () => {
  it('calls a meeting with no fixture neutral, as the banner does, never home to the first named', () => {
    const { riskFactors, summary } = writeNarrative(whatIf);
    expect(riskFactors).toContain(WHAT_IF_RISK);
    expect(WHAT_IF_RISK).toContain('neutral ground');
    expect(riskFactors.join(' ')).not.toContain('home advantage to the first team named');
    expect(summary).not.toContain('Kansas City Chiefs 0.0');
  });

  it('says a level fair line favours nobody instead of naming a side at 0.0 points', () => {
    expect(fairLine('Kansas City Chiefs', 'Detroit Lions', 0)).toBe(
      "The model's fair line is level: neither side is favoured on points.",
    );
    expect(fairLine('Kansas City Chiefs', 'Detroit Lions', -0)).not.toContain('Chiefs');
    expect(fairLine('Kansas City Chiefs', 'Detroit Lions', -3.5)).toBe(
      "The model's fair line is Kansas City Chiefs -3.5 points.",
    );
    expect(fairLine('Kansas City Chiefs', 'Detroit Lions', 2.5)).toBe(
      "The model's fair line is Detroit Lions -2.5 points.",
    );
  });
});
