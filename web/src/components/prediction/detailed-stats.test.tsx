import type { PlayerStat, TeamStat } from '@contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NoPlayerLines, ratingText, StatsLegend, TeamStatRows } from './detailed-stats.tsx';
import { FORM_LEGEND, FormGuide } from './form-guide.tsx';
import { AVAILABILITY_NOTE, PlayerStats } from './player-stats.tsx';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const arsenal: TeamStat = {
  recentRecord: { wins: 6, losses: 0, draws: 4, streak: 'W2' },
  performance: {
    averagePoints: 0,
    averageGoals: 2.1,
    offensiveRating: 0.4,
    defensiveRating: -0.12,
  },
  homeAwayRecord: {
    home: { wins: 5, losses: 1, draws: 2 },
    away: { wins: 4, losses: 2, draws: 1 },
  },
  lastUpdated: '2025-01-14T00:00:00Z',
};

describe('Detailed stats units', () => {
  it('names the record order and gives soccer ratings as percentages against an average side', () => {
    const shown = text(
      renderToStaticMarkup(<dl>{<TeamStatRows stat={arsenal} sport="soccer" />}</dl>),
    );
    expect(shown).toContain('Last 10 games (W-D-L) 6-4-0');
    expect(shown).toContain('Home this season (W-D-L) 5-2-1');
    expect(shown).toContain('Attack vs league average +40%');
    expect(shown).toContain('Defence vs league average −12%');
    expect(shown).not.toContain('0.40');
  });

  it('gives NBA/NFL ratings in points and records as W-L', () => {
    expect(ratingText(3.24, false)).toBe('+3.2 pts');
    expect(ratingText(-1.5, false)).toBe('−1.5 pts');
    expect(ratingText(0, true)).toBe('0%');
    const shown = text(
      renderToStaticMarkup(
        <dl>
          <TeamStatRows
            stat={{ ...arsenal, recentRecord: { wins: 7, losses: 3, streak: 'L1' } }}
            sport="basketball"
          />
        </dl>,
      ),
    );
    expect(shown).toContain('Last 10 games (W-L) 7-3');
  });

  it('explains the numbers in a visible legend', () => {
    const soccer = text(renderToStaticMarkup(<StatsLegend sport="soccer" />));
    expect(soccer).toContain('wins-draws-losses (W-D-L)');
    expect(soccer).toContain('compared with an average side');
    const us = text(renderToStaticMarkup(<StatsLegend sport="basketball" />));
    expect(us).toContain('wins-losses (W-L)');
    expect(us).toContain('points scored per game above (+) or below (−) the league average');
  });

  it('counts runs in MLB and goals in the NHL, not points', () => {
    const hockey = { ...arsenal, recentRecord: { wins: 6, losses: 4, streak: 'W2' } };
    const nhl = text(
      renderToStaticMarkup(<dl>{<TeamStatRows stat={hockey} sport="ice-hockey" />}</dl>),
    );
    expect(nhl).toContain('Goals per game');
    expect(nhl).toContain('Attack vs league average +0.40 goals');
    const mlb = text(renderToStaticMarkup(<StatsLegend sport="baseball" />));
    expect(mlb).toContain('runs scored per game above (+) or below (−) the league average');
    expect(mlb).not.toContain('points');
  });

  it('says there are no player lines in MLB and the NHL rather than leaving the players out unexplained', () => {
    const shown = (sport: 'baseball' | 'ice-hockey' | 'basketball') =>
      text(renderToStaticMarkup(<NoPlayerLines sport={sport} />));
    expect(shown('baseball')).toMatch(/no player game lines.*starting pitchers/);
    expect(shown('ice-hockey')).toMatch(/no skater or goalie lines/);
    expect(shown('basketball')).toBe('');
  });

  it('explains the form letters under the recent form, and not over an empty list', () => {
    const entry = {
      result: 'W' as const,
      score: '2-1',
      opponent: 'Chelsea',
      home: true,
      date: '2025-01-10T15:00:00Z',
    };
    const withGames = text(
      renderToStaticMarkup(
        <FormGuide homeTeam="Arsenal" awayTeam="Wolves" form={{ home: [entry], away: [] }} />,
      ),
    );
    expect(withGames).toContain(FORM_LEGEND);
    const none = text(
      renderToStaticMarkup(
        <FormGuide homeTeam="Arsenal" awayTeam="Wolves" form={{ home: [], away: [] }} />,
      ),
    );
    expect(none).not.toContain('W win');
  });
});

const soccerPlayer = (name: string, over: Partial<PlayerStat['projectedPerformance']> = {}) =>
  ({
    name,
    position: 'MID',
    sport: 'soccer',
    currentSeasonStats: {
      gamesPlayed: 20,
      averagePoints: null,
      assistsPerGame: 0.35,
      averageGoals: 0.45,
      minutesPerGame: 81,
    },
    projectedPerformance: {
      injuryStatus: 'healthy',
      availabilityReason: 'Started 5 of the last 5',
      form: 'excellent',
      formDetail: { recent: 1.2, season: 0.8, measure: 'goals + assists per 90 minutes' },
      nextGameProjection: {
        points: null,
        goals: 0.52,
        assists: 0.31,
        confidence: 74,
        expectedMinutes: 84,
      },
      ...over,
    },
  }) satisfies PlayerStat;

describe('Players in detailed stats', () => {
  it('shows three players a side with goals and assists per game, availability with its reason, form and the projection', () => {
    const shown = text(
      renderToStaticMarkup(
        <PlayerStats
          homeTeam="Arsenal"
          awayTeam="Aston Villa"
          players={{
            home: [
              soccerPlayer('Bukayo Saka'),
              soccerPlayer('Kai Havertz', {
                injuryStatus: 'questionable',
                availabilityReason: 'Missed 2 of the last 5',
              }),
              soccerPlayer('Declan Rice', {
                injuryStatus: 'out',
                availabilityReason: 'Missed the last 3',
              }),
              soccerPlayer('Martin Odegaard'),
            ],
            away: [soccerPlayer('Ollie Watkins')],
          }}
        />,
      ),
    );
    expect(shown).toContain('Bukayo Saka MID 20 81 0.45 0.35 Healthy Started 5 of the last 5');
    expect(shown).toContain('excellent last 5 1.20 · season 0.80');
    expect(shown).toContain('0.52 goals · 0.31 assists 74% confidence · 84 min');
    expect(shown).toContain('Questionable Missed 2 of the last 5');
    expect(shown).toContain('Out Missed the last 3');
    expect(shown).toContain('Ollie Watkins');
    // Spec: at most three per team.
    expect(shown).not.toContain('Martin Odegaard');
    // Soccer has no points: no points column, and no invented 0.
    expect(shown).toContain('Goals/game Assists/game');
    expect(shown).not.toContain('Points/game');
    expect(shown).toContain(AVAILABILITY_NOTE);
    expect(shown).toContain(
      'Form compares goals + assists per 90 minutes over the last five appearances',
    );
    expect(shown).toContain(
      'Availability is derived from appearances in the data (no injury reports)',
    );
  });

  it('shows NBA points and assists, and NFL points only, without a position the file lacks', () => {
    const nba: PlayerStat = {
      ...soccerPlayer('LeBron James'),
      position: null,
      sport: 'basketball',
      currentSeasonStats: {
        gamesPlayed: 40,
        averagePoints: 24.44,
        assistsPerGame: 8.23,
        averageGoals: null,
        minutesPerGame: 35,
      },
    };
    const nbaShown = text(
      renderToStaticMarkup(
        <PlayerStats homeTeam="Lakers" awayTeam="Warriors" players={{ home: [nba], away: [] }} />,
      ),
    );
    expect(nbaShown).toContain('Points/game Assists/game');
    expect(nbaShown).toContain('LeBron James 40 35 24.4 8.23');
    expect(nbaShown).not.toContain('Goals/game');
    expect(nbaShown).toContain('No player lines for this team this season');

    const nfl: PlayerStat = {
      ...soccerPlayer('Josh Allen'),
      position: 'QB',
      sport: 'american-football',
      currentSeasonStats: {
        gamesPlayed: 16,
        averagePoints: 12.4,
        assistsPerGame: null,
        averageGoals: null,
        minutesPerGame: null,
      },
    };
    const nflShown = text(
      renderToStaticMarkup(
        <PlayerStats homeTeam="Bills" awayTeam="Chiefs" players={{ home: [nfl], away: [nfl] }} />,
      ),
    );
    expect(nflShown).toContain('Games Points/game Availability');
    expect(nflShown).not.toContain('Assists/game');
    expect(nflShown).not.toContain('Min/game');
  });

  it('names the game a side has no player lines for beside its players', () => {
    const allen = { ...soccerPlayer('Josh Allen'), sport: 'american-football' as const };
    const shown = text(
      renderToStaticMarkup(
        <PlayerStats
          homeTeam="Chiefs"
          awayTeam="Bills"
          players={{
            home: [allen],
            away: [allen],
            missingGames: {
              home: [],
              away: [
                { matchId: 7, kickoff: '2025-01-19T23:30:00.000Z', opponent: 'Baltimore Ravens' },
              ],
            },
          }}
        />,
      ),
    );
    expect(shown).toContain(
      'No player lines on file for the game vs Baltimore Ravens (19 Jan 2025); these figures leave it out.',
    );
    expect(shown.match(/No player lines on file/g)).toHaveLength(1);
  });

  it('shows nothing when neither side has players', () => {
    expect(
      renderToStaticMarkup(
        <PlayerStats homeTeam="Arsenal" awayTeam="Chelsea" players={{ home: [], away: [] }} />,
      ),
    ).toBe('');
  });
});
