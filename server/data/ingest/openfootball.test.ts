import { describe, expect, it } from 'vitest';
import { parseOpenfootballClubs } from './openfootball.ts';

describe('openfootball club names', () => {
  it('reads an alias without the language tag openfootball writes after it', () => {
    const clubs = parseOpenfootballClubs(
      'Atlético Madrid,    Madrid    ## note\n  | Atlético | Atl. Madrid\n  | Ath Madrid [en]\n',
    );
    // The football-data spelling 'Ath Madrid' is what joins the block to the team.
    expect(clubs).toEqual([
      { canonical: 'Atlético Madrid', aliases: ['Atlético', 'Atl. Madrid', 'Ath Madrid'] },
    ]);
  });
});
