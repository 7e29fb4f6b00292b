/**
 * The rules the prediction screens follow (product spec, 'Prediction result', 'Validation rules',
 * 'Business constants and limits'), as pure functions so they are tested once and shown the same
 * everywhere.
 */

export const SHOWN = {
  keyInsights: 5,
  sources: 6,
  recentGames: 5,
  articleCharacters: 120,
  recentSearches: 5,
  playersPerTeam: 3,
} as const;

export type Side = 'home' | 'away';

/**
 * The favoured side: the higher win probability, the away side on a tie (product spec,
 * 'Prediction result').
 */
export function favouredSide(homeWinProb: number, awayWinProb: number): Side {
  return homeWinProb > awayWinProb ? 'home' : 'away';
}

/** Rounds to one decimal, as every percentage of the API is. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The draw share: 100 minus both win probabilities, never below 0 (product spec,
 * 'Entities and their fields': Prediction).
 */
export function drawShare(homeWinProb: number, awayWinProb: number): number {
  return Math.max(0, oneDecimal(100 - homeWinProb - awayWinProb));
}

/** Percentages follow one rule (percent.ts): '54.3%', '40.0%'. */
export { formatPercent } from './percent.ts';

export type ConfidenceLevel = 'High' | 'Medium' | 'Low';
export type Tone = 'success' | 'warning' | 'destructive';

/**
 * 80 or more High (green), 60 to 79 Medium (yellow), below 60 Low (red) (product spec,
 * 'Validation rules').
 */
export function confidenceBand(confidence: number): { level: ConfidenceLevel; tone: Tone } {
  if (confidence >= 80) return { level: 'High', tone: 'success' };
  if (confidence >= 60) return { level: 'Medium', tone: 'warning' };
  return { level: 'Low', tone: 'destructive' };
}

export type EvTier = 'strong' | 'medium' | 'neutral';

/**
 * Expected value above 10 is strong, above 5 medium, otherwise neutral (product spec,
 * 'Validation rules').
 */
export function evTier(expectedValue: number): EvTier {
  if (expectedValue > 10) return 'strong';
  if (expectedValue > 5) return 'medium';
  return 'neutral';
}

/** Positive values read '+EV x.x%' (product spec, 'Validation rules'). */
export function formatExpectedValue(expectedValue: number): string {
  const text = expectedValue.toFixed(1);
  return expectedValue > 0 ? `+EV ${text}%` : `EV ${text}%`;
}

export type Reliability = 'low' | 'medium' | 'high' | 'very-high';

const STARS: Record<Reliability, number> = { low: 2, medium: 3, high: 4, 'very-high': 5 };

/**
 * Low 2, medium 3, high 4, very-high 5 stars; anything else 3 (product spec, 'Validation rules').
 */
export function reliabilityStars(reliability: string | null | undefined): number {
  return STARS[reliability as Reliability] ?? 3;
}

/**
 * The first characters of an article's text (120: product spec, 'Business constants and limits'),
 * cut at a word with an ellipsis.
 */
export function excerpt(text: string, max: number = SHOWN.articleCharacters): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}…`;
}

export const FALLBACK_HOME = 'Home Team';
export const FALLBACK_AWAY = 'Away Team';

const TEAM_SEPARATORS = [/\s+vs\.?\s+/i, /\s+v\.?\s+/i, /\s+against\s+/i, /\s+-\s+/];
const STRIPPED_WORDS = /\b(who will win|predictions?|bets?)\b/gi;

const tidy = (name: string) => name.replace(STRIPPED_WORDS, ' ').replace(/\s+/g, ' ').trim();

/**
 * Teams from 'A vs B', 'A v B', 'A against B' or 'A - B', without the words 'who will win',
 * 'prediction' and 'bet' (and '?' on the away side). No match gives the fallback names
 * (product spec, 'Validation rules').
 */
export function parseTeamsFromQuery(query: string): { home: string; away: string } {
  for (const separator of TEAM_SEPARATORS) {
    const parts = query.split(separator);
    if (parts.length !== 2) continue;
    const home = tidy(parts[0]!);
    const away = tidy(parts[1]!.replace(/\?/g, ' '));
    if (home && away) return { home, away };
  }
  return { home: FALLBACK_HOME, away: FALLBACK_AWAY };
}

/** The teams a result is about: the prediction's names, else those parsed from the question. */
export function resultTeams(
  prediction: { homeTeam?: string | null; awayTeam?: string | null },
  query: string,
): { home: string; away: string } {
  const home = prediction.homeTeam?.trim();
  const away = prediction.awayTeam?.trim();
  if (home && away) return { home, away };
  return parseTeamsFromQuery(query);
}

const GENERIC_WORDS = new Set([
  FALLBACK_HOME.toLowerCase(),
  FALLBACK_AWAY.toLowerCase(),
  'prediction',
  'predictions',
  'tonight',
  'today',
  'tomorrow',
  'odds',
  'tips',
  'bets',
  'best bets',
  'value bets',
  'picks',
  'nba',
  'nfl',
  'mlb',
  'nhl',
  'premier league',
  'champions league',
  'europa league',
  'la liga',
  'serie a',
  'bundesliga',
  'ligue 1',
  'championship',
]);

/**
 * The Detailed stats query (product spec, 'States and transitions'): names are real when longer
 * than 2 characters and not a generic word (a league, 'prediction', 'tonight', 'odds', 'tips', the
 * fallback names).
 */
export function isRealTeamName(name: string | null | undefined): boolean {
  const clean = name?.trim().toLowerCase() ?? '';
  return clean.length > 2 && !GENERIC_WORDS.has(clean);
}

/** Both sides of a pairing are real teams: only then are its stats and latest numbers asked. */
export const bothRealTeams = (home: string, away: string) =>
  isRealTeamName(home) && isRealTeamName(away);
