import { describe, expect, it } from 'vitest';
import { fitDixonColes } from './dixon-coles.ts';
import { PROMOTED_TEAM_PRIOR, promotedTeamPriors, SHOTS_BLEND_FIT } from './presets.ts';
import type { SoccerMatch } from './types.ts';

describe('presets', () => {
  it('gives the promoted-team prior to teams absent from the previous season only', () => {
    const priors = promotedTeamPriors(
      ['Arsenal', 'Luton', 'Burnley'],
      ['Arsenal', 'Burnley', 'Leeds'],
    );
    expect(priors).toEqual({ Luton: PROMOTED_TEAM_PRIOR });
    priors.Luton!.attack = 0; // a copy: callers may edit it without touching the constant
    expect(PROMOTED_TEAM_PRIOR.attack).toBe(-0.3);
  });

  it('is accepted by the fitter as is', () => {
    const matches: SoccerMatch[] = [
      { date: '2024-01-01', home: 'A', away: 'B', homeGoals: 2, awayGoals: 1 },
      { date: '2024-01-08', home: 'B', away: 'C', homeGoals: 0, awayGoals: 0 },
      { date: '2024-01-15', home: 'C', away: 'A', homeGoals: 1, awayGoals: 3 },
    ].map((m) => ({
      ...m,
      homeShotsOnTarget: 4,
      awayShotsOnTarget: 3,
      homeShots: 11,
      awayShots: 9,
    }));
    const model = fitDixonColes(matches, { ...SHOTS_BLEND_FIT, asOf: '2024-02-01' });
    expect(model.meta.converged).toBe(true);
    expect(model.meta.target).toBe('blend');
  });
});
