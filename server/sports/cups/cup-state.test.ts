import { describe, expect, it } from 'vitest';
import type {
  CompetitionMatch,
  CrossLeagueModel,
  FirstLeg,
} from '../../../engine/soccer/cross-league-types.ts';
import type { MatchPrediction } from '../../../engine/soccer/predict.ts';
import type { CompetitionMatchRow } from '../../db/queries/cup-matches.ts';
import { cupFacts } from '../prediction/cup-facts.ts';
import { stageView } from '../prediction/prediction-builder.ts';
import type { CrossLeagueEngine } from './cross-league-engine.ts';
import { cupStateFrom, fitFromRows } from './cup-state.ts';

const ASOF = new Date('2025-03-05T00:00:00Z');
const PRICES = { staleAfterMs: 86_400_000, live: false };
// 1 Arsenal (E0), 2 Liverpool (E0), 3 Benfica (no domestic league held), 4 PSV (unknown to the model).
let nextId = 1;
function row(
  leagueId: string,
  kickoff: string,
  home: number,
  away: number,
  score: [number, number] | null,
  details: CompetitionMatchRow['details'] = null,
): CompetitionMatchRow {
  return {
    id: nextId++,
    leagueId,
    kickoff: new Date(kickoff),
    kickoffTimeKnown: true,
    season: '2024/25',
    homeTeamId: home,
    awayTeamId: away,
    homeScore: score?.[0] ?? null,
    awayScore: score?.[1] ?? null,
    stats: null,
    details,
    homeCountry: COUNTRY[home] ?? null,
    awayCountry: COUNTRY[away] ?? null,
  };
}
const COUNTRY: Record<number, string> = { 1: 'ENG', 2: 'ENG', 3: 'POR', 4: 'NED' };

/** A stand-in for the cross-league model: fixed numbers, every call recorded. */
function fakeEngine() {
  const calls: { fitted: CompetitionMatch[]; predicted: unknown[][]; ties: (FirstLeg | null)[] } = {
    fitted: [],
    predicted: [],
    ties: [],
  };
  const prediction = (home: string, away: string, neutral: boolean): MatchPrediction => ({
    home: { team: home, attack: 0.3, defence: -0.2, known: true },
    away: { team: away, attack: 0.1, defence: 0, known: true },
    // On neutral ground the home side loses its edge: 0.5 → 0.4.
    homeWin: neutral ? 0.4 : 0.5,
    draw: 0.25,
    awayWin: neutral ? 0.35 : 0.25,
    expectedHomeGoals: 1.6,
    expectedAwayGoals: 1.1,
    scoreMatrix: [[1]],
    overUnder: () => ({ over: 0.55, under: 0.45, push: 0 }),
    asianHandicap: () => ({ home: 0.5, away: 0.5, push: 0 }) as never,
  });
  const engine: CrossLeagueEngine = {
    fit(matches, { asOf }) {
      calls.fitted = [...matches];
      const model: CrossLeagueModel = {
        asOf,
        teams: {
          '1': { attack: 0.3, defence: -0.2, league: 'E0' },
          '2': { attack: 0.2, defence: -0.1, league: 'E0' },
          '3': { attack: 0.1, defence: 0, league: null },
        },
        predict(home, away, { neutral }) {
          calls.predicted.push([home, away, neutral]);
          return prediction(home, away, neutral);
        },
      };
      return model;
    },
    tie(_prediction, firstLeg) {
      calls.ties.push(firstLeg);
      return { homeAdvances: 0.625, awayAdvances: 0.375 };
    },
  };
  return { engine, calls };
}

const R16 = { round: 'Finals, Round of 16' };
const ROWS = [
  row('UCL', '2025-01-21T20:00:00Z', 3, 1, [0, 2], { round: 'League, Matchday 7' }),
  row('E0', '2025-02-01T15:00:00Z', 1, 2, [2, 1]),
  // First leg of Arsenal v Benfica, played before the clock: Arsenal won 3-0 at home.
  row('UCL', '2025-02-18T20:00:00Z', 1, 3, [3, 0], R16),
  // Kicked off before the clock but its result is only known after it (in play): hidden.
  row('UCL', '2025-03-04T23:30:00Z', 2, 4, [5, 0], R16),
  // After the clock, already holding its score in the mirror: must reach nothing.
  row('UCL', '2025-03-11T20:00:00Z', 3, 1, [4, 0], R16),
  row('UCL', '2025-03-12T20:00:00Z', 4, 2, null, R16),
  row('UCL', '2025-03-13T20:00:00Z', 2, 3, null, { round: 'League, Matchday 9' }),
  row('UCL', '2025-05-31T19:00:00Z', 1, 2, null, { round: 'Finals, Final', neutral: true }),
];
const [, , firstLeg, , secondLeg, unknownSide, leaguePhase, final] = ROWS;

describe('cup state from the cross-league model', () => {
  it('fits on domestic and European results known at the clock, nothing later', () => {
    const { engine, calls } = fakeEngine();
    const fit = fitFromRows(ROWS, ASOF, engine);
    expect(calls.fitted.map((m) => [m.competition, m.home, m.away])).toEqual([
      ['UCL', '3', '1'],
      ['E0', '1', '2'],
      ['UCL', '1', '3'],
    ]);
    // Benfica has no domestic league on file; Arsenal's is read from its league matches.
    expect(calls.fitted[0]).toMatchObject({ homeLeague: null, awayLeague: 'E0' });
    // The association reaches the model, which starts clubs outside the six leagues from it.
    expect(calls.fitted[0]).toMatchObject({ homeCountry: 'POR', awayCountry: 'ENG' });
    expect(fit.played.map((m) => m.id)).toEqual([ROWS[0]!.id, ROWS[1]!.id, firstLeg!.id]);
  });

  it('publishes the model, with the first leg and the chance to go through on a second leg', () => {
    const { engine, calls } = fakeEngine();
    const fit = fitFromRows(ROWS, ASOF, engine);
    const ids = [secondLeg!.id, unknownSide!.id, final!.id, leaguePhase!.id];
    const state = cupStateFrom('UCL', ids, PRICES, fit, engine, new Map());
    const leg2 = state.forecasts.get(secondLeg!.id)!;
    expect(leg2.published).toEqual([0.5, 0.25, 0.25]);
    expect(leg2.market).toBeNull();
    // Arsenal won the first leg 3-0 at home; in this match Benfica are at home, so 0-3.
    expect(calls.ties[0]).toEqual({ homeGoals: 0, awayGoals: 3 });
    expect(stageView(leg2.stage!, 'Champions League')).toEqual({
      round: 'Round of 16',
      neutral: false,
      firstLeg: { home: 0, away: 3 },
      advance: { home: 62.5, away: 37.5 },
    });
    // PSV are unknown to the model: no forecast rather than one at a made-up prior.
    expect(state.forecasts.has(unknownSide!.id)).toBe(false);
  });

  it('plays the final on neutral ground and leaves the league phase without a tie', () => {
    const { engine, calls } = fakeEngine();
    const fit = fitFromRows(ROWS, ASOF, engine);
    const state = cupStateFrom('UCL', [final!.id, leaguePhase!.id], PRICES, fit, engine, new Map());
    expect(calls.predicted).toContainEqual(['1', '2', true]);
    expect(state.forecasts.get(final!.id)!.published).toEqual([0.4, 0.25, 0.35]);
    expect(calls.ties).toEqual([null]);
    expect(stageView(state.forecasts.get(final!.id)!.stage!, 'Champions League')).toMatchObject({
      round: 'Final',
      neutral: true,
      advance: { home: 62.5, away: 37.5 },
    });
    expect(state.forecasts.get(leaguePhase!.id)!.stage).toEqual({
      round: 'League, Matchday 9',
      neutral: false,
      firstLeg: null,
      advance: null,
    });
  });

  it('rates a what-if on neutral ground, and says what each rating rests on', () => {
    const { engine } = fakeEngine();
    const fit = fitFromRows(ROWS, ASOF, engine);
    const state = cupStateFrom('UCL', [], PRICES, fit, engine, new Map());
    expect(state.hypothetical(2, 3)!.published).toEqual([0.4, 0.25, 0.35]);
    expect(state.hypothetical(2, 4)).toBeNull();
    const facts = cupFacts(state, null, 3, 1, 'Benfica', 'Arsenal');
    expect(facts.basis).toEqual([
      "Benfica's rating rests on 2 European matches in the past 4 years: Strix holds no results from their domestic league.",
      'Arsenal are rated from 1 Premier League match and 2 European matches in the past 4 years, on one scale across the leagues.',
    ]);
    expect(facts.europeOnly).toEqual(['Benfica']);
  });
});
