import { z } from 'zod';
import { SPORT_IDS } from './search.ts';

/**
 * Season outlooks: the rest of a league's season simulated from the fitted models at the clock
 * (`GET /api/league/:leagueId/outlook`). Chances are probabilities 0–1; the web prints them.
 */

/**
 * The chances an outlook can carry. Each league carries only those that apply to it, listed
 * (in display order, with their labels) in `columns`:
 * - title: 1st (soccer); MLB and NHL: the championship (World Series, Stanley Cup), the
 *   postseason bracket simulated (not used for NBA/NFL)
 * - top4: a top-four finish (Champions League places in the top divisions)
 * - europe: a finish in the league's European places (Champions League, Europa and Conference
 *   League spots by league position; cup winners can change them in reality)
 * - relegation: a finish in the relegation places (bottom three; Bundesliga and Ligue 1 count
 *   their relegation play-off place separately as `relegationPlayoff`)
 * - promotion: automatic promotion (Championship: top two)
 * - playoffs: a play-off place (Championship 3rd–6th; NBA seeds 1–6 directly; NFL seeds 1–7)
 * - playoffPromotion: promoted through the Championship play-offs (semi-finals and final simulated)
 * - promoted: promoted either way (automatic or through the play-offs)
 * - playIn: an NBA play-in place (seeds 7–10 before the play-in games)
 * - makePlayoffs: NBA: in the play-offs after the play-in (seeds 1–8)
 * - topSeed: NBA/NFL: the conference's top seed
 * - divisionTitle: NFL, MLB, NHL: the division title
 * - bye: MLB: a top-two seed of the league, which skips the wild-card round
 * - wildCard: NHL: a wild-card place (in the play-offs, not on a division place)
 * - bestRecord: NHL: the league's best record (the Presidents' Trophy)
 * - pennant: MLB: winning the league (AL or NL) pennant, the postseason bracket simulated
 */
export const OUTLOOK_CHANCES = [
  'title',
  'top4',
  'europe',
  'relegationPlayoff',
  'relegation',
  'promotion',
  'playoffs',
  'playoffPromotion',
  'promoted',
  'playIn',
  'makePlayoffs',
  'topSeed',
  'divisionTitle',
  'bye',
  'wildCard',
  'bestRecord',
  'pennant',
] as const;
export type OutlookChance = (typeof OUTLOOK_CHANCES)[number];

export const OutlookColumnSchema = z.object({
  key: z.enum(OUTLOOK_CHANCES),
  /** Column heading, e.g. 'Top 4'. */
  label: z.string(),
  /** What it means, one sentence, e.g. 'Finishing in the top four'. */
  description: z.string(),
});
export type OutlookColumn = z.infer<typeof OutlookColumnSchema>;

/** A team's line in the current table at the clock. */
export const OutlookStandingSchema = z.object({
  /** Position now: in the league (soccer), in the conference (NBA/NFL). */
  position: z.number().int(),
  played: z.number().int(),
  won: z.number().int(),
  /**
   * Soccer draws; NFL ties (rare); NHL losses in overtime or a shoot-out (null when how some
   * games ended is not on file); null for the NBA and MLB. `lost` counts every other loss.
   */
  drawn: z.number().int().nullable(),
  lost: z.number().int(),
  /** Goals (soccer) or points (NBA/NFL) scored and conceded. */
  scored: z.number().int(),
  conceded: z.number().int(),
  /** Soccer league points (3/1/0); NHL points (2 a win, 1 an overtime loss; null when not known); null for NBA/NFL/MLB. */
  points: z.number().int().nullable(),
  /** NBA/NFL/MLB win percentage 0–1 (ties count half); NHL wins per game; null for soccer. */
  winPct: z.number().nullable(),
});
export type OutlookStanding = z.infer<typeof OutlookStandingSchema>;

/** What the simulations say about a team's final numbers. */
export const OutlookProjectionSchema = z.object({
  /** Mean final points (soccer) or wins (NBA/NFL) over the simulations. */
  expected: z.number(),
  /** 10th and 90th percentiles of the same. */
  low: z.number(),
  high: z.number(),
  /** Mean final position (league for soccer, conference seed for NBA/NFL). */
  expectedPosition: z.number(),
  /**
   * Chance of each final position, index 0 = 1st: the league table for soccer, the conference
   * seeding (before the NBA play-in) for NBA/NFL.
   */
  positions: z.array(z.number()),
});
export type OutlookProjection = z.infer<typeof OutlookProjectionSchema>;

export const OutlookTeamSchema = z.object({
  teamId: z.number().int(),
  team: z.string(),
  /** NBA/NFL: 'East'/'West', 'AFC'/'NFC'; null for soccer. */
  conference: z.string().nullable(),
  /** NFL division ('AFC East'), NBA division ('Atlantic'); null for soccer. */
  division: z.string().nullable(),
  standing: OutlookStandingSchema,
  /**
   * League games the team has left at the clock: those listed (in play or ahead) and those its
   * schedule still holds without a date (see `undatedFixtures`).
   */
  remaining: z.number().int(),
  projection: OutlookProjectionSchema,
  /** The chances of `columns`, by key (0–1). */
  chances: z.partialRecord(z.enum(OUTLOOK_CHANCES), z.number()),
});
export type OutlookTeam = z.infer<typeof OutlookTeamSchema>;

export const LeagueOutlookSchema = z.object({
  leagueId: z.string(),
  league: z.string(),
  sport: z.enum(SPORT_IDS),
  /** '2024/25'. */
  season: z.string(),
  /** The clock the outlook is computed at (ISO instant). */
  asOf: z.string(),
  simulations: z.number().int(),
  /**
   * League matches of the season already played / still to play at the clock. Every remaining
   * match counts, listed by a provider or not: a soccer league's double round-robin meetings not
   * yet on file, an NBA/NFL team's games past those listed to its season's length.
   */
  playedFixtures: z.number().int(),
  remainingFixtures: z.number().int(),
  /**
   * Of `remainingFixtures`, those no provider has dated yet (simulated from the ratings; NBA/NFL
   * games whose opponents are not known count two teams to a game).
   */
  undatedFixtures: z.number().int(),
  /**
   * Said when the rest of the season could not be laid out (the teams on file are not the
   * league's, as when a season has just begun with few fixtures listed): only the listed matches
   * are simulated. Null when every team's whole season is simulated.
   */
  scheduleNote: z.string().nullable(),
  /** 'points' for soccer and the NHL, 'wins' for NBA/NFL/MLB: what `projection.expected` counts. */
  measure: z.enum(['points', 'wins']),
  /** The chance columns that apply to this league, in display order. */
  columns: z.array(OutlookColumnSchema),
  /**
   * NBA/NFL/NHL conferences, MLB leagues (AL, NL), in display order (teams are grouped by
   * them); empty for soccer.
   */
  conferences: z.array(z.string()),
  /** Sorted by conference, then current position. */
  teams: z.array(OutlookTeamSchema),
  /** The competition rules the simulation applied, and what it approximates, in sentences. */
  rules: z.array(z.string()),
});
export type LeagueOutlook = z.infer<typeof LeagueOutlookSchema>;

export const OutlookScoresSchema = z.object({ brier: z.number(), logLoss: z.number() });

/** One league, one chance, one date in the season, scored over every past season on file. */
export const OutlookBacktestRowSchema = z.object({
  leagueId: z.string(),
  league: z.string(),
  key: z.enum(OUTLOOK_CHANCES),
  /** 'Title', 'Top 4', 'Relegated', 'Play-offs'. */
  label: z.string(),
  /** When in each season the outlook was simulated: '1 Jan', '1 Mar' (NFL: '1 Nov', '1 Dec'). */
  date: z.string(),
  /** Seasons scored ('2012/13' … '2023/24'), first and last, and how many. */
  firstSeason: z.string(),
  lastSeason: z.string(),
  seasons: z.number().int(),
  /** Team-season forecasts scored. */
  n: z.number().int(),
  /** Teams that had the outcome (title winners, relegated sides, …). */
  events: z.number().int(),
  model: OutlookScoresSchema,
  /** "Current table order": a team ends where it stands, softened to 0.95 / 0.05. */
  baseline: OutlookScoresSchema,
});
export type OutlookBacktestRow = z.infer<typeof OutlookBacktestRowSchema>;

/** GET /api/record/outlooks: the season-outlook backtest, computed once per data version. */
export const OutlookBacktestResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('computing'), asOf: z.string() }),
  z.object({
    status: z.literal('ready'),
    /** Only seasons finished before this instant (the start of the clock's day) are scored. */
    asOf: z.string(),
    computedAt: z.string(),
    modelVersion: z.string(),
    simulations: z.number().int(),
    /** The baseline's softening: in the zone now → 1 − floor, else floor. */
    baselineFloor: z.number(),
    rows: z.array(OutlookBacktestRowSchema),
  }),
]);
export type OutlookBacktestResponse = z.infer<typeof OutlookBacktestResponseSchema>;
