import { describe, expect, it } from 'vitest';
import {
  bothRealTeams,
  confidenceBand,
  drawShare,
  evTier,
  excerpt,
  FALLBACK_AWAY,
  FALLBACK_HOME,
  favouredSide,
  formatExpectedValue,
  formatPercent,
  isRealTeamName,
  parseTeamsFromQuery,
  reliabilityStars,
  resultTeams,
} from './prediction.ts';

describe("favoured team (product spec, 'Prediction result')", () => {
  it('is the side with the higher win probability', () => {
    expect(favouredSide(55, 20)).toBe('home');
    expect(favouredSide(30, 45)).toBe('away');
  });
  it('is the away side on a tie', () => {
    expect(favouredSide(40, 40)).toBe('away');
  });
});

describe("draw share (product spec, 'Entities and their fields')", () => {
  it('is 100 minus both win probabilities', () => {
    expect(drawShare(45.2, 28.5)).toBe(26.3);
  });
  it('is never below 0', () => {
    expect(drawShare(60, 45)).toBe(0);
    expect(drawShare(50, 50)).toBe(0);
  });
});

describe("confidence bands (product spec, 'Validation rules')", () => {
  it.each([
    [100, 'High', 'success'],
    [80, 'High', 'success'],
    [79.9, 'Medium', 'warning'],
    [60, 'Medium', 'warning'],
    [59.9, 'Low', 'destructive'],
    [0, 'Low', 'destructive'],
  ])('%s is %s', (confidence, level, tone) => {
    expect(confidenceBand(confidence)).toEqual({ level, tone });
  });
});

describe("value-bet tiers (product spec, 'Validation rules')", () => {
  it('is strong above 10, medium above 5, neutral otherwise', () => {
    expect(evTier(10.1)).toBe('strong');
    expect(evTier(10)).toBe('medium');
    expect(evTier(5.1)).toBe('medium');
    expect(evTier(5)).toBe('neutral');
    expect(evTier(-2)).toBe('neutral');
  });
  it("shows positive values as '+EV x.x%'", () => {
    expect(formatExpectedValue(7.345)).toBe('+EV 7.3%');
    expect(formatExpectedValue(12)).toBe('+EV 12.0%');
    expect(formatExpectedValue(-1.5)).toBe('EV -1.5%');
  });
});

describe("reliability stars (product spec, 'Validation rules')", () => {
  it('maps low 2, medium 3, high 4, very-high 5, anything else 3', () => {
    expect(reliabilityStars('low')).toBe(2);
    expect(reliabilityStars('medium')).toBe(3);
    expect(reliabilityStars('high')).toBe(4);
    expect(reliabilityStars('very-high')).toBe(5);
    expect(reliabilityStars('unknown')).toBe(3);
    expect(reliabilityStars(null)).toBe(3);
  });
});

describe("team names (product spec, 'Prediction result', 'Validation rules')", () => {
  it.each([
    ['Arsenal vs Manchester City prediction', 'Arsenal', 'Manchester City'],
    ['Who will win Chelsea v Liverpool?', 'Chelsea', 'Liverpool'],
    ['Lakers against Warriors', 'Lakers', 'Warriors'],
    ['Leeds - Hull bet', 'Leeds', 'Hull'],
    ['Celtics vs. Knicks?', 'Celtics', 'Knicks'],
  ])('parses %s', (query, home, away) => {
    expect(parseTeamsFromQuery(query)).toEqual({ home, away });
  });
  it('falls back to Home Team and Away Team', () => {
    expect(parseTeamsFromQuery('Premier League best bets today')).toEqual({
      home: FALLBACK_HOME,
      away: FALLBACK_AWAY,
    });
  });
  it("prefers the prediction's names", () => {
    expect(resultTeams({ homeTeam: 'Arsenal', awayTeam: 'Man City' }, 'x vs y')).toEqual({
      home: 'Arsenal',
      away: 'Man City',
    });
    expect(resultTeams({ homeTeam: '', awayTeam: '' }, 'Spurs vs Fulham')).toEqual({
      home: 'Spurs',
      away: 'Fulham',
    });
  });
  it("runs detailed stats only for real names (product spec, 'States and transitions')", () => {
    expect(isRealTeamName('Arsenal')).toBe(true);
    expect(isRealTeamName('LA')).toBe(false);
    expect(isRealTeamName('Home Team')).toBe(false);
    expect(isRealTeamName('Premier League')).toBe(false);
    expect(isRealTeamName('tonight')).toBe(false);
    expect(isRealTeamName('odds')).toBe(false);
    expect(isRealTeamName(null)).toBe(false);
    expect(bothRealTeams('Arsenal', 'Chelsea')).toBe(true);
    expect(bothRealTeams('Arsenal', 'tonight')).toBe(false);
  });
});

describe('text', () => {
  it('formats percentages with one decimal', () => {
    expect(formatPercent(54.26)).toBe('54.3%');
    expect(formatPercent(40)).toBe('40.0%');
  });
  it('cuts article text at 120 characters', () => {
    const long = 'word '.repeat(60);
    const cut = excerpt(long);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(121);
    expect(excerpt('Short text.')).toBe('Short text.');
  });
});
