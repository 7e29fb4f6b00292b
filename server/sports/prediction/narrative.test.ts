import { probabilitySource } from '@contract';
import { describe, expect, it } from 'vitest';
import {
  fairLine,
  type PredictionFacts,
  WHAT_IF_RISK,
  withoutMarket,
  writeNarrative,
} from './narrative.ts';

const whatIf: PredictionFacts = {
  home: 'Kansas City Chiefs',
  away: 'Detroit Lions',
  league: 'NFL',
  soccer: false,
  when: null,
  published: { home: 50, draw: null, away: 50 },
  source: probabilitySource({ modelWeight: 1, prices: null, noMarket: 'what-if' }),
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

describe('the narrative without the market (a person on a break)', () => {
  const priced: PredictionFacts = {
    ...whatIf,
    when: 'Sun 2 Feb',
    published: { home: 61.2, draw: null, away: 38.8 },
    model: { home: 52.4, draw: null, away: 47.6 },
    market: { home: 63.1, draw: null, away: 36.9, source: 'moneyline' },
    source: probabilitySource({ modelWeight: 0.0577, prices: 'moneyline' }),
    lineMove: { from: -2.5, to: -4 },
  };

  it('quotes neither the market nor the line, and does not claim there are no prices', () => {
    const all = (n: ReturnType<typeof writeNarrative>) =>
      [n.prediction, n.summary, ...n.keyInsights, ...n.keyTrends, ...n.riskFactors].join(' ');
    // With the market, the texts quote it (so the check below can fail).
    expect(all(writeNarrative(priced))).toMatch(/63\.1%|spread moved|Money has moved/);
    const free = all(writeNarrative(withoutMarket(priced)));
    expect(free).not.toMatch(/63\.1%|36\.9%|market|price|spread moved|Money has moved|-4/i);
    expect(free).toContain('61.2%');
    expect(free).toContain("The model's fair line");
  });
});

describe('what the summary says the headline is', () => {
  const soccer: PredictionFacts = {
    ...whatIf,
    home: 'Newcastle United',
    away: 'Wolves',
    league: 'Premier League',
    soccer: true,
    when: 'Sat 18 Jan',
    fairSpread: null,
    published: { home: 71.0, draw: 17.4, away: 11.6 },
    model: { home: 62.3, draw: 21.1, away: 16.6 },
    market: { home: 71.0, draw: 17.4, away: 11.6, source: 'Pinnacle pre-match price' },
  };

  it("names the market's fair price when the model gets no weight, and pooling only when it does", () => {
    const market = writeNarrative({
      ...soccer,
      source: probabilitySource({ modelWeight: 0, prices: 'Pinnacle pre-match price' }),
    }).summary;
    expect(market).toContain(
      "The published figure is the market's fair price, Pinnacle's pre-match price with its margin removed",
    );
    expect(market).not.toMatch(/pool(ed|s) the model|leans on/);
    const pooled = writeNarrative({
      ...soccer,
      source: probabilitySource({ modelWeight: 0.0577, prices: 'moneyline' }),
    }).summary;
    expect(pooled).toContain('The published figure pools the model (weight 6%)');
  });

  it('says the figure is the model alone when the match has no prices', () => {
    const summary = writeNarrative({
      ...soccer,
      market: null,
      source: probabilitySource({ modelWeight: 1, prices: null, noMarket: 'not-priced' }),
    }).summary;
    expect(summary).toContain(
      'No prices for this match yet, so the published figure is the model alone.',
    );
  });
});

describe('MLB starting pitchers in the insights', () => {
  const mlb: PredictionFacts = {
    ...whatIf,
    home: 'New York Yankees',
    away: 'Boston Red Sox',
    league: 'MLB',
    when: 'Wed 20 Apr',
  };

  it('names each listed starter with his season so far, first among the insights', () => {
    const { keyInsights } = writeNarrative({
      ...mlb,
      starters: {
        home: { name: 'Gerrit Cole', starts: 2, runsPerNine: 2 },
        away: { name: 'Nick Pivetta', starts: 0, runsPerNine: null },
      },
    });
    expect(keyInsights[0]).toBe(
      'Listed starting pitchers: Gerrit Cole for New York Yankees (2 starts this season, his team allowing 2.00 runs per nine in them); Nick Pivetta for Boston Red Sox (no starts this season yet).',
    );
  });

  it('says when no starter is listed rather than naming one', () => {
    const { keyInsights } = writeNarrative({ ...mlb, starters: 'not-listed' });
    expect(keyInsights[0]).toContain('No starting pitchers are listed for this game');
  });
});
