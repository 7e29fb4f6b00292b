import { describe, expect, it } from 'vitest';
import { type CrossLeagueDesign, fitCrossLeagueWith } from './cross-league.ts';
import { type CrossLeagueSettings, NoEuropeanMatchesError } from './cross-league-common.ts';
import { fitDomesticLeagues } from './cross-league-offsets.ts';
import type { CompetitionMatch } from './cross-league-types.ts';
import { outcomeProbabilities } from './markets.ts';
import { dixonColesScoreMatrix, predictMatch } from './predict.ts';
import {
  mulberry32,
  randomLeague,
  type SyntheticLeague,
  simulateScore,
  simulateSeasons,
} from './synthetic-league.ts';
import type { TeamStrength } from './types.ts';

// A synthetic world on one scale: league 'A' at the average, league 'B' whose sides all score
// 30% less (attack −0.3) and concede 20% more (defence +0.2), and four clubs of no fitted league
// ('O1'…'O4') weaker still. Every season each side of A meets each of B home and away in
// European competition, and the outside clubs meet sides of both.
const OFFSET_B: TeamStrength = { attack: -0.3, defence: 0.2 };
const OUTSIDE: TeamStrength = { attack: -0.4, defence: 0.3 };
const SEASONS = 6;
// Constant strengths, so no time decay: the test is about the common scale, not about form.
const FIT = { xi: 0, ridge: 0.5 };

function shifted(league: SyntheticLeague, prefix: string, by: TeamStrength): SyntheticLeague {
  const strengths: Record<string, TeamStrength> = {};
  for (const [t, s] of Object.entries(league.strengths)) {
    strengths[`${prefix}${t.slice(1)}`] = {
      attack: s.attack + by.attack,
      defence: s.defence + by.defence,
    };
  }
  return { ...league, strengths };
}

const A = shifted(randomLeague(12, mulberry32(1)), 'A', { attack: 0, defence: 0 });
const B = shifted(randomLeague(12, mulberry32(2)), 'B', OFFSET_B);
const TRUE: Record<string, TeamStrength> = { ...A.strengths, ...B.strengths };
for (const o of ['O1', 'O2', 'O3', 'O4']) TRUE[o] = OUTSIDE;

function world(): CompetitionMatch[] {
  const random = mulberry32(3);
  const domestic = (league: SyntheticLeague, id: string) =>
    simulateSeasons(league, SEASONS, 2018, random).map((m) => ({ ...m, competition: id }));
  const cup: CompetitionMatch[] = [];
  const sides = Object.keys(TRUE);
  for (let s = 0; s < SEASONS; s++) {
    let day = 0;
    for (const home of sides) {
      for (const away of sides) {
        if (home === away || home[0] === away[0]) continue;
        const date = new Date(Date.UTC(2018 + s, 8, 2) + (day++ % 200) * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const [hg, ag] = simulateScore(A, TRUE[home]!, TRUE[away]!, random);
        cup.push({ date, home, away, homeGoals: hg, awayGoals: ag, competition: 'UCL' });
      }
    }
  }
  return [...domestic(A, 'A'), ...domestic(B, 'B'), ...cup];
}

const MATCHES = world();
const AS_OF = '2024-07-01';
const SETTINGS: CrossLeagueSettings = {
  otherPrior: { attack: -0.3, defence: 0.3 },
  europeanXi: 0,
  europeanRidge: 2,
  maxAgeDays: 7 * 365,
};
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe.each<CrossLeagueDesign>(['offsets', 'joint'])('fitCrossLeague, design %s', (design) => {
  const model = fitCrossLeagueWith(design, SETTINGS, FIT)(MATCHES, { asOf: AS_OF });
  const teamsOf = (prefix: string) =>
    Object.entries(model.teams).filter(([t]) => t.startsWith(prefix));

  it('places each club in its league and the weaker league lower by its known offset', () => {
    expect(model.teams.A01?.league).toBe('A');
    expect(model.teams.B01?.league).toBe('B');
    expect(model.teams.O1?.league).toBeNull();
    // True gap: attack −0.3, defence +0.2 (league means; each league's own mean is 0 + offset).
    const gapAttack =
      mean(teamsOf('B').map(([, t]) => t.attack)) - mean(teamsOf('A').map(([, t]) => t.attack));
    const gapDefence =
      mean(teamsOf('B').map(([, t]) => t.defence)) - mean(teamsOf('A').map(([, t]) => t.defence));
    expect(gapAttack).toBeGreaterThan(-0.3 - 0.1);
    expect(gapAttack).toBeLessThan(-0.3 + 0.1);
    expect(gapDefence).toBeGreaterThan(0.2 - 0.1);
    expect(gapDefence).toBeLessThan(0.2 + 0.1);
  });

  it('forecasts meetings across leagues close to the truth', () => {
    // Every pairing of sides from different groups (A v B, A v outside, B v outside), both ways.
    const errors: number[] = [];
    const sides = Object.keys(TRUE);
    for (const home of sides) {
      for (const away of sides) {
        if (home[0] === away[0]) continue;
        const t = truth(home, away);
        const p = model.predict(home, away, { neutral: false });
        errors.push(Math.abs(p.homeWin - t.homeWin), Math.abs(p.awayWin - t.awayWin));
      }
    }
    expect(mean(errors)).toBeLessThan(0.03);
  });

  it('gives no home advantage at a neutral venue', () => {
    const home = model.predict('A01', 'B01', { neutral: true });
    const swapped = model.predict('B01', 'A01', { neutral: true });
    expect(home.homeWin).toBeCloseTo(swapped.awayWin, 10);
  });

  it('refuses to put leagues on one scale without a European match to link them', () => {
    const domesticOnly = MATCHES.filter((m) => m.competition !== 'UCL');
    expect(() => fitCrossLeagueWith(design, SETTINGS, FIT)(domesticOnly, { asOf: AS_OF })).toThrow(
      NoEuropeanMatchesError,
    );
  });

  it('refuses the same way when its only European match is after asOf', () => {
    const domesticOnly = MATCHES.filter((m) => m.competition !== 'UCL');
    const later: CompetitionMatch = {
      date: AS_OF,
      home: 'B01',
      away: 'A01',
      homeGoals: 1,
      awayGoals: 1,
      competition: 'UCL',
    };
    expect(() =>
      fitCrossLeagueWith(design, SETTINGS, FIT)([...domesticOnly, later], { asOf: AS_OF }),
    ).toThrow(NoEuropeanMatchesError);
  });

  it('ignores matches on or after asOf', () => {
    const later: CompetitionMatch = {
      date: AS_OF,
      home: 'B01',
      away: 'A01',
      homeGoals: 9,
      awayGoals: 0,
      competition: 'UCL',
    };
    const again = fitCrossLeagueWith(design, SETTINGS, FIT)([...MATCHES, later], { asOf: AS_OF });
    expect(again.teams.B01!.attack).toBe(model.teams.B01!.attack);
  });
});

/** The true 1X2 probabilities of a match in the synthetic world. */
function truth(home: string, away: string) {
  const h = TRUE[home]!;
  const a = TRUE[away]!;
  const lambda = Math.exp(h.attack + a.defence + A.homeAdvantage + A.intercept);
  const mu = Math.exp(a.attack + h.defence + A.intercept);
  return outcomeProbabilities(dixonColesScoreMatrix(lambda, mu, A.rho, 12));
}

describe('fitCrossLeague, design offsets', () => {
  it('keeps a league with no European match off the common scale', () => {
    // League C plays only at home: nothing says how strong it is next to A and B.
    const c = shifted(randomLeague(8, mulberry32(9)), 'C', { attack: 0.5, defence: -0.5 });
    const cMatches = simulateSeasons(c, 2, 2022, mulberry32(10)).map((m) => ({
      ...m,
      competition: 'C',
    }));
    const model = fitCrossLeagueWith(
      'offsets',
      SETTINGS,
      FIT,
    )([...MATCHES, ...cMatches], {
      asOf: AS_OF,
    });
    expect(Object.keys(model.teams).some((t) => t.startsWith('C'))).toBe(false);
    // A C club meets an A club as a club of unknown strength (the other-leagues prior).
    const p = model.predict('C01', 'A01', { neutral: true });
    const q = model.predict('Nobody', 'A01', { neutral: true });
    expect(p.homeWin).toBe(q.homeWin);
    // Two C clubs still get their own league's forecast.
    expect(model.predict('C01', 'C02', { neutral: false }).home.known).toBe(true);
  });

  it('forecasts two clubs of one league exactly as that league’s own model does', () => {
    const model = fitCrossLeagueWith('offsets', SETTINGS, FIT)(MATCHES, { asOf: AS_OF });
    const own = fitDomesticLeagues(MATCHES, AS_OF, FIT).get('B')!;
    const p = model.predict('B02', 'B06', { neutral: false });
    const q = predictMatch(own, 'B02', 'B06');
    expect(p.homeWin).toBe(q.homeWin);
    expect(p.draw).toBe(q.draw);
  });
});

describe('fitCrossLeague, design offsets, association priors', () => {
  // Outside clubs from two associations: Portuguese ones at the average of the leagues (0, 0),
  // Scottish ones well below (attack −0.6, defence +0.6); the common prior (−0.3, +0.3) sits
  // exactly between them, 0.3 off each.
  const POR: TeamStrength = { attack: 0, defence: 0 };
  const SCO: TeamStrength = { attack: -0.6, defence: 0.6 };
  const truthOf: Record<string, TeamStrength> = { ...A.strengths };
  const country: Record<string, string> = {};
  for (const i of [1, 2, 3, 4]) {
    truthOf[`P${i}`] = POR;
    truthOf[`S${i}`] = SCO;
    country[`P${i}`] = 'POR';
    country[`S${i}`] = 'SCO';
  }
  const random = mulberry32(21);
  const cup: CompetitionMatch[] = [];
  const sides = Object.keys(truthOf);
  for (let s = 0; s < SEASONS; s++) {
    let day = 0;
    for (const home of sides) {
      for (const away of sides) {
        if (home === away || (home[0] === 'A') === (away[0] === 'A')) continue;
        const date = new Date(Date.UTC(2018 + s, 8, 2) + (day++ % 200) * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const [hg, ag] = simulateScore(A, truthOf[home]!, truthOf[away]!, random);
        cup.push({
          date,
          home,
          away,
          homeGoals: hg,
          awayGoals: ag,
          competition: 'UCL',
          homeCountry: country[home] ?? null,
          awayCountry: country[away] ?? null,
        });
      }
    }
  }
  // Two clubs new to Europe, known only by their association (the fixture being forecast).
  const debuts: CompetitionMatch[] = [
    { date: AS_OF, home: 'P9', away: 'A01', homeGoals: 0, awayGoals: 0, competition: 'UCL' },
    { date: AS_OF, home: 'S9', away: 'A01', homeGoals: 0, awayGoals: 0, competition: 'UCL' },
  ].map((m) => ({ ...m, homeCountry: m.home === 'P9' ? 'POR' : 'SCO', awayCountry: null }));
  const matches = [...MATCHES.filter((m) => m.competition === 'A'), ...cup, ...debuts];
  const withAssociations = fitCrossLeagueWith(
    'offsets',
    { ...SETTINGS, associationShrinkage: 1 },
    FIT,
  )(matches, { asOf: AS_OF });
  const onePrior = fitCrossLeagueWith('offsets', SETTINGS, FIT)(matches, { asOf: AS_OF });
  const homeWin = (t: TeamStrength) => {
    const a = A.strengths.A01!;
    const lambda = Math.exp(t.attack + a.defence + A.intercept);
    const mu = Math.exp(a.attack + t.defence + A.intercept);
    return outcomeProbabilities(dixonColesScoreMatrix(lambda, mu, A.rho, 12)).homeWin;
  };

  it('starts a club new to Europe from its association, not from one prior for all', () => {
    const p = withAssociations.predict('P9', 'A01', { neutral: true }).homeWin;
    const s = withAssociations.predict('S9', 'A01', { neutral: true }).homeWin;
    const common = onePrior.predict('P9', 'A01', { neutral: true }).homeWin;
    // One prior: both debutants get the same forecast, between the two truths.
    expect(onePrior.predict('S9', 'A01', { neutral: true }).homeWin).toBe(common);
    // With association offsets (4 clubs, shrinkage 1: about 4/5 of the 0.3 gap each way) the
    // Portuguese debutant moves toward the stronger truth and the Scottish one toward the weaker.
    expect(p).toBeGreaterThan(common + 0.5 * (homeWin(POR) - common));
    expect(p).toBeLessThan(homeWin(POR) + 0.03);
    expect(s).toBeLessThan(common - 0.5 * (common - homeWin(SCO)));
    expect(s).toBeGreaterThan(homeWin(SCO) - 0.03);
  });

  it('changes nothing for a club whose association is not known', () => {
    const p = withAssociations.predict('Nobody', 'A01', { neutral: true }).homeWin;
    expect(p).toBeCloseTo(onePrior.predict('Nobody', 'A01', { neutral: true }).homeWin, 2);
  });
});
