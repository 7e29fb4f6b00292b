import { describe, expect, it } from 'vitest';
import { winProbability } from '../../../engine/elo/probability.ts';
import { eloParamsFor } from '../../../engine/predict/index.ts';
import { scoreGrid } from '../../../engine/season/index.ts';
import type { LeagueMatchRow } from '../../db/queries/sports-catalogue.ts';
import type { MatchForecast } from '../../sports/state/league-state.ts';
import { US_ALIGNMENT } from './alignment.ts';
import { scheduleNote } from './outlook-text.ts';
import {
  completeSchedule,
  fixturesLeft,
  leagueSize,
  rateEveryTeam,
  scheduleClosed,
} from './schedule.ts';
import { type SeasonRows, splitSeason } from './season-rows.ts';
import { soccerOutlook } from './soccer-outlook.ts';
import { usOutlook } from './us-outlook.ts';

const DAY = 86_400_000;
const SEASON_START = Date.UTC(2024, 7, 17);
/** After round 8 of a weekly schedule. */
const AS_OF = new Date(SEASON_START + 8 * 7 * DAY - DAY);

/** A double round-robin of `n` teams (ids 1..n) by the circle method: every ordered pair once. */
function doubleRoundRobin(n: number): [number, number][][] {
  const ring = Array.from({ length: n }, (_, i) => i + 1);
  const rounds: [number, number][][] = [];
  for (let r = 0; r < n - 1; r++) {
    rounds.push(
      Array.from({ length: n / 2 }, (_, i): [number, number] => {
        const a = ring[i]!;
        const b = ring[n - 1 - i]!;
        return r % 2 === 0 ? [a, b] : [b, a];
      }),
    );
    ring.splice(1, 0, ring.pop()!);
  }
  return [...rounds, ...rounds.map((round) => round.map(([h, a]): [number, number] => [a, h]))];
}

/** A forecast of two even sides: 1.4 against 1.1 expected goals, ratings all zero. */
function evenForecast(): MatchForecast {
  const grid = scoreGrid(1.4, 1.1, null, 10);
  const oneXTwo = [0, 0, 0];
  grid.forEach((p, cell) => {
    const [i, j] = [Math.floor(cell / 11), cell % 11];
    oneXTwo[i > j ? 0 : i === j ? 1 : 2]! += p;
  });
  const zero = { attack: 0, defence: 0, known: true };
  return {
    model: oneXTwo,
    published: oneXTwo,
    market: null,
    modelWeight: 1,
    expectedGoals: { home: 1.4, away: 1.1 },
    overUnder25: null,
    fairSpread: null,
    soccerRatings: { home: zero, away: zero },
    elo: null,
  };
}

/**
 * A Premier League season after 8 rounds: every match 0–0 except team 1 winning its first
 * three, so it leads by 6 points; the next `listed` rounds are stored as fixtures with
 * forecasts (a provider's few weeks), the rest of the schedule is not stored.
 */
function premierLeague(listed: number) {
  const rows: LeagueMatchRow[] = [];
  const forecasts = new Map<number, MatchForecast>();
  const wins = new Map<number, number>();
  doubleRoundRobin(20)
    .slice(0, 8 + listed)
    .forEach((round, r) => {
      for (const [home, away] of round) {
        const id = rows.length + 1;
        const played = r < 8;
        const leaderWins = played && (home === 1 || away === 1) && (wins.get(1) ?? 0) < 3;
        if (leaderWins) wins.set(1, (wins.get(1) ?? 0) + 1);
        rows.push({
          id,
          kickoff: new Date(SEASON_START + r * 7 * DAY),
          kickoffTimeKnown: true,
          season: '2024/25',
          homeTeamId: home,
          awayTeamId: away,
          homeScore: played ? (leaderWins && home === 1 ? 1 : 0) : null,
          awayScore: played ? (leaderWins && away === 1 ? 1 : 0) : null,
          stats: null,
        });
        if (!played) forecasts.set(id, evenForecast());
      }
    });
  return splitSeason('E0', '2024/25', rows, AS_OF, forecasts);
}

const names = (id: number) => `Team ${id}`;

describe('a soccer season whose provider lists three weeks ahead', () => {
  it('simulates every team’s whole remaining schedule: 8 played + 30 left = 38 each', () => {
    const rows = completeSchedule(premierLeague(3), AS_OF);
    expect(rows.remaining).toHaveLength(30);
    expect(rows.undated).toHaveLength(380 - 80 - 30);
    expect(fixturesLeft(rows)).toEqual({ remaining: 300, undated: 270 });
    const outlook = soccerOutlook(rows, names, 4_000, 7);
    for (const team of outlook.teams) {
      expect(team.standing.played).toBe(8);
      expect(team.remaining).toBe(30);
    }
    expect(outlook.rules.join(' ')).toMatch(/270 meetings no provider has dated yet/);
  });

  it('keeps a leader 6 points up with 30 games left far from certain, where the listed weeks alone made it a strong favourite', () => {
    const listedOnly = soccerOutlook(premierLeague(3), names, 4_000, 7);
    const whole = soccerOutlook(completeSchedule(premierLeague(3), AS_OF), names, 4_000, 7);
    const leader = (o: typeof whole) => o.teams.find((t) => t.teamId === 1)!;
    expect(leader(whole).standing.points! - whole.teams[1]!.standing.points!).toBe(6);
    // Three listed games left: about 3 in 4. Thirty left among 19 even chasers: under 1 in 3.
    expect(leader(listedOnly).chances.title).toBeGreaterThan(0.7);
    expect(leader(whole).chances.title).toBeLessThan(0.3);
    // Every team plays 30 more: even sides average about 1.3 points a game.
    expect(whole.teams[5]!.projection.expected).toBeGreaterThan(8 + 30);
  });

  it('rates teams no listed fixture rates from what-if meetings at the home side’s ground', () => {
    // Nothing listed: every team's rating comes from a what-if, two teams to a meeting.
    const asked: [number, number][] = [];
    const rows = rateEveryTeam(completeSchedule(premierLeague(0), AS_OF), (home, away) => {
      asked.push([home, away]);
      return evenForecast();
    });
    expect(asked).toHaveLength(10);
    expect(new Set(asked.flat()).size).toBe(20);
    expect(rows.ratingGames).toHaveLength(10);
    expect(rows.undated).toHaveLength(300);
    const outlook = soccerOutlook(rows, names, 1_000, 7);
    expect(outlook.teams.every((t) => t.remaining === 30)).toBe(true);
    // A season whose listed fixtures rate everyone asks for none.
    let calls = 0;
    rateEveryTeam(completeSchedule(premierLeague(1), AS_OF), () => {
      calls++;
      return null;
    });
    expect(calls).toBe(0);
  });

  it('lays nothing out when the teams on file are not the league’s, and keeps the gap to say', () => {
    // Only teams 1–14 appear (a season just begun with a few fixtures listed).
    const rows = premierLeague(3);
    const few = rows.remaining.filter((r) => r.homeTeamId <= 14 && r.awayTeamId <= 14);
    const partial = splitSeason('E0', '2024/25', few, AS_OF, rows.forecasts);
    const completed = completeSchedule(partial, AS_OF);
    expect(completed.scheduleGap).toEqual({ teams: partial.teamIds.length, expected: 20 });
    expect(completed.undated).toEqual([]);
    expect(scheduleNote(completed.scheduleGap, 'Premier League', '2024/25')).toMatch(
      /^Only \d+ of the Premier League's 20 teams have a 2024\/25 match on file, so the rest of the schedule is not known: only the listed matches are simulated/,
    );
    expect(
      scheduleNote(completeSchedule(rows, AS_OF).scheduleGap, 'Premier League', '2024/25'),
    ).toBe(null);
  });

  it('adds nothing once the season is over: a match the files lack was not played', () => {
    const rows = premierLeague(3);
    expect(completeSchedule(rows, new Date(Date.UTC(2025, 6, 1))).undated).toEqual([]);
  });
});

describe('the league calendar', () => {
  const at = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

  it('closes a season at its end, and a season cut short where it stopped', () => {
    expect(scheduleClosed('E0', '2024/25', at(2025, 5, 25))).toBe(false);
    expect(scheduleClosed('E0', '2024/25', at(2025, 7, 1))).toBe(true);
    // Ligue 1 2019/20 ended on 30 April 2020; the Premier League's ran into July.
    expect(scheduleClosed('F1', '2019/20', at(2020, 4, 30))).toBe(true);
    expect(scheduleClosed('E0', '2019/20', at(2020, 7, 20))).toBe(false);
    // The NBA's Celtics v Pacers of 16 April 2013 was never played: after April, 81 games stand.
    expect(scheduleClosed('NBA', '2012/13', at(2013, 4, 10))).toBe(false);
    expect(scheduleClosed('NBA', '2012/13', at(2013, 5, 1))).toBe(true);
    expect(scheduleClosed('NBA', '2019/20', at(2020, 3, 12))).toBe(true);
    expect(scheduleClosed('NFL', '2024', at(2025, 1, 15))).toBe(false);
  });

  it('knows each league’s size in the seasons on file', () => {
    expect(['E0', 'E1', 'SP1', 'D1', 'I1', 'F1'].map((l) => leagueSize(l, '2024/25'))).toEqual([
      20, 24, 20, 18, 20, 18,
    ]);
    expect(leagueSize('F1', '2022/23')).toBe(20);
    expect(leagueSize('I1', '2003/04')).toBe(18);
    expect(leagueSize('NBA', '2024/25')).toBe(30);
    expect(leagueSize('NFL', '2024')).toBe(32);
    expect(leagueSize('UCL', '2024/25')).toBeNull();
  });
});

describe('an NBA season with a few days listed', () => {
  const teams = [...US_ALIGNMENT.NBA.keys()];
  const nameOf = (id: number) => teams[id - 1]!;

  /** 30 teams, 15 rounds played (everyone 15 games), 2 rounds listed, the rest not stored. */
  function nba(): SeasonRows {
    const rows: LeagueMatchRow[] = [];
    const forecasts = new Map<number, MatchForecast>();
    doubleRoundRobin(30)
      .slice(0, 17)
      .forEach((round, r) => {
        for (const [home, away] of round) {
          const id = rows.length + 1;
          const played = r < 15;
          rows.push({
            id,
            kickoff: new Date(Date.UTC(2024, 10, 1) + r * DAY),
            kickoffTimeKnown: true,
            season: '2024/25',
            homeTeamId: home,
            awayTeamId: away,
            homeScore: played ? 110 : null,
            awayScore: played ? 100 : null,
            stats: null,
          });
          if (!played) {
            forecasts.set(id, {
              ...evenForecast(),
              model: [0.6, 0.4],
              published: [0.6, 0.4],
              expectedGoals: null,
              soccerRatings: null,
              elo: { home: 1500 + home, away: 1500 + away },
            });
          }
        }
      });
    return splitSeason('NBA', '2024/25', rows, new Date(Date.UTC(2024, 10, 16)), forecasts);
  }

  it('plays each team to 82 games, the unlisted ones against an average side, half at home', () => {
    const rows = completeSchedule(nba(), new Date(Date.UTC(2024, 10, 16)));
    expect([...rows.open!.home].map((h, t) => h + rows.open!.away[t]!)).toEqual(
      Array(30).fill(82 - 17),
    );
    expect(fixturesLeft(rows)).toEqual({ remaining: 30 + 975, undated: 975 });
    const outlook = usOutlook('NBA', rows, nameOf, 2_000, 3);
    for (const team of outlook.teams) {
      expect(team.standing.played + team.remaining).toBe(82);
      // 15 games played, 67 left: a team's projected wins spread over most of them.
      expect(team.projection.high - team.projection.low).toBeGreaterThan(8);
    }
    expect(outlook.rules.join(' ')).toMatch(/league-average side/);
  });
});

describe('an NFL season whose games past the listed ones are open', () => {
  const teams = [...US_ALIGNMENT.NFL.keys()];
  const nameOf = (id: number) => teams[id - 1]!;

  /** 32 even teams, nothing played or listed: every game open, the first team's all at home. */
  function nfl(): SeasonRows {
    const teamIds = teams.map((_, i) => i + 1);
    const home = new Int32Array(32).fill(9);
    const away = new Int32Array(32).fill(8);
    home[0] = 17;
    away[0] = 0;
    return {
      ...splitSeason('NFL', '2024', [], new Date(Date.UTC(2024, 8, 1)), new Map()),
      teamIds,
      indexOf: new Map(teamIds.map((id, i) => [id, i])),
      open: { home, away },
    };
  }

  it('gives a home side the NFL model’s home edge for the season, not the NBA’s', () => {
    const outlook = usOutlook('NFL', nfl(), nameOf, 4_000, 5);
    const first = outlook.teams.find((t) => t.teamId === 1)!;
    const edge = eloParamsFor('NFL', 2024).homeAdvantage;
    // 17 home games against an average side at the model's edge (30 Elo points in 2024: about
    // 9.2 wins; the NBA's 100 points would make it about 10.9).
    expect(Math.abs(first.projection.expected - 17 * winProbability(edge))).toBeLessThan(0.2);
  });
});
