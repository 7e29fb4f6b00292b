import type { LeagueOutlook, OutlookQuestion, OutlookTeam } from '@contract';
import { describe, expect, it } from 'vitest';
import { answerOutlookQuestion, percent } from './outlook-answer.ts';

function team(
  teamId: number,
  name: string,
  position: number,
  chances: OutlookTeam['chances'],
  extra: Partial<OutlookTeam> = {},
): OutlookTeam {
  return {
    teamId,
    team: name,
    conference: null,
    division: null,
    standing: {
      position,
      played: 20,
      won: 10,
      drawn: 5,
      lost: 5,
      scored: 30,
      conceded: 20,
      points: 35,
      winPct: null,
    },
    remaining: 18,
    projection: {
      expected: 80 - position * 5,
      low: 70 - position * 5,
      high: 90 - position * 5,
      expectedPosition: position,
      positions: [0.5, 0.3, 0.2],
    },
    chances,
    ...extra,
  };
}

const PREMIER: LeagueOutlook = {
  leagueId: 'E0',
  league: 'Premier League',
  sport: 'soccer',
  season: '2024/25',
  asOf: '2025-01-15T12:00:00.000Z',
  simulations: 10_000,
  playedFixtures: 200,
  remainingFixtures: 180,
  undatedFixtures: 0,
  scheduleNote: null,
  measure: 'points',
  columns: [
    { key: 'title', label: 'Title', description: 'Finishing first' },
    { key: 'top4', label: 'Top 4', description: 'Finishing in the top four' },
    { key: 'relegation', label: 'Relegation', description: 'Finishing in the bottom three' },
  ],
  conferences: [],
  teams: [
    team(2, 'Liverpool', 1, { title: 0.78, top4: 0.999, relegation: 0 }),
    team(1, 'Arsenal', 2, { title: 0.15, top4: 0.9, relegation: 0 }),
    team(3, 'Leicester', 18, { title: 0, top4: 0, relegation: 0.654 }),
    team(5, 'Southampton', 20, { title: 0, top4: 0, relegation: 0.9712 }),
    team(6, 'Ipswich', 19, { title: 0, top4: 0, relegation: 0.7 }),
  ],
  rules: [],
};

const ask = (q: Partial<OutlookQuestion>): OutlookQuestion => ({
  market: 'title',
  teamId: null,
  team: null,
  group: null,
  position: null,
  negated: false,
  ...q,
});

describe('answering a season question from an outlook', () => {
  it('names the favourite of a one-winner market, and the runner-up', () => {
    expect(answerOutlookQuestion(PREMIER, ask({ market: 'title' }))).toEqual({
      highlight: { teamId: null, column: 'title', position: null, group: null },
      answer: 'Liverpool win the Premier League in 78% of 10,000 simulations; Arsenal in 15%.',
    });
  });

  it("gives the asked team's chance, either way round", () => {
    const down = answerOutlookQuestion(
      PREMIER,
      ask({ market: 'relegation', teamId: 3, team: 'Leicester' }),
    );
    expect(down.answer).toBe('Leicester are relegated in 65% of 10,000 simulations.');
    expect(down.highlight).toMatchObject({ teamId: 3, column: 'relegation' });
    const up = answerOutlookQuestion(
      PREMIER,
      ask({ market: 'relegation', teamId: 3, team: 'Leicester', negated: true }),
    );
    expect(up.answer).toBe('Leicester stay up in 35% of 10,000 simulations.');
  });

  it('lists the likeliest teams of a market with several places', () => {
    expect(answerOutlookQuestion(PREMIER, ask({ market: 'relegation' })).answer).toBe(
      'Most likely to be relegated: Southampton (97%), Ipswich (70%) and Leicester (65%), from 10,000 simulations.',
    );
  });

  it('says never and always rather than 0% and 100%, and keeps tiny chances visible', () => {
    expect(
      answerOutlookQuestion(PREMIER, ask({ market: 'title', teamId: 5, team: 'Southampton' }))
        .answer,
    ).toBe('Southampton win the Premier League in none of 10,000 simulations.');
    expect(percent(0.0004)).toBe('under 0.1%');
    expect(percent(0.9995)).toBe('over 99.9%');
    expect(percent(0.045)).toBe('4.5%');
  });

  it('reads a final place from the position distribution', () => {
    const second = answerOutlookQuestion(
      PREMIER,
      ask({ market: 'position', position: 2, teamId: 1, team: 'Arsenal' }),
    );
    expect(second).toEqual({
      highlight: { teamId: 1, column: null, position: 2, group: null },
      answer: 'Arsenal finish 2nd in 30% of 10,000 simulations.',
    });
  });

  it('seeds and divisions read the team’s own conference and division', () => {
    const nfl: LeagueOutlook = {
      ...PREMIER,
      leagueId: 'NFL',
      league: 'NFL',
      sport: 'american-football',
      measure: 'wins',
      columns: [
        { key: 'divisionTitle', label: 'Division', description: 'Winning the division' },
        { key: 'playoffs', label: 'Play-offs', description: 'Seeds 1–7' },
        { key: 'topSeed', label: 'Top seed', description: 'Seed 1' },
      ],
      conferences: ['AFC', 'NFC'],
      teams: [
        team(
          30,
          'Kansas City Chiefs',
          1,
          { divisionTitle: 0.97, playoffs: 1, topSeed: 0.6 },
          {
            conference: 'AFC',
            division: 'AFC West',
          },
        ),
        team(
          31,
          'Denver Broncos',
          6,
          { divisionTitle: 0.03, playoffs: 0.5, topSeed: 0 },
          {
            conference: 'AFC',
            division: 'AFC West',
          },
        ),
        team(
          32,
          'Detroit Lions',
          1,
          { divisionTitle: 0.99, playoffs: 1, topSeed: 0.7 },
          {
            conference: 'NFC',
            division: 'NFC North',
          },
        ),
      ],
    };
    expect(
      answerOutlookQuestion(nfl, ask({ market: 'divisionTitle', teamId: 30, team: 'Chiefs' }))
        .answer,
    ).toBe('Kansas City Chiefs win the AFC West in 97% of 10,000 simulations.');
    expect(
      answerOutlookQuestion(nfl, ask({ market: 'divisionTitle', group: 'AFC West' })).answer,
    ).toBe(
      'Kansas City Chiefs win the AFC West in 97% of 10,000 simulations; Denver Broncos in 3.0%.',
    );
    expect(
      answerOutlookQuestion(nfl, ask({ market: 'playoffs', teamId: 31, team: 'Broncos' })).answer,
    ).toBe('Denver Broncos make the play-offs in 50% of 10,000 simulations.');
    expect(
      answerOutlookQuestion(nfl, ask({ market: 'topSeed', teamId: 32, team: 'Lions' })).answer,
    ).toBe("Detroit Lions finish as the NFC's top seed in 70% of 10,000 simulations.");
  });

  it('says when the season is over instead of quoting certainties', () => {
    const over = { ...PREMIER, remainingFixtures: 0 };
    expect(answerOutlookQuestion(over, ask({ market: 'title' })).answer).toBe(
      'The 2024/25 season is over at this date: Liverpool finished 1st in the Premier League.',
    );
    expect(
      answerOutlookQuestion(over, ask({ market: 'relegation', teamId: 3, team: 'Leicester' }))
        .answer,
    ).toBe(
      'The 2024/25 season is over at this date: Leicester finished 18th in the Premier League.',
    );
  });

  it('says so when the team is not in this season’s table', () => {
    expect(
      answerOutlookQuestion(PREMIER, ask({ market: 'title', teamId: 99, team: 'Leeds' })).answer,
    ).toBe('Leeds are not in the 2024/25 Premier League table at this date.');
  });
});
