import { z } from 'zod';
import { OutlookQuestionSchema } from './outlook-questions.ts';
import { PROBABILITY_BASES, ProbabilitySourceSchema } from './probability-source.ts';
import { AdvancedLockSchema } from './usage.ts';
import { BetsLikeThisSchema } from './value-ledger.ts';

/**
 * Questions, predictions, odds and value bets (product spec, 'Entities and their fields': Search
 * result, Prediction, Odds row, Value bet, Article; 'Predictions and search'). Percentages are
 * 0–100 with one decimal; probabilities inside `model`/`market` blocks are 0–1.
 */

export const SEARCH_QUERY_MAX_LENGTH = 300;

export const SearchRequestSchema = z.object({
  query: z
    .string({ error: 'Please enter a betting question to search.' })
    .trim()
    .min(1, 'Please enter a betting question to search.')
    .max(
      SEARCH_QUERY_MAX_LENGTH,
      `Questions can be at most ${SEARCH_QUERY_MAX_LENGTH} characters.`,
    ),
});
export type SearchRequest = z.input<typeof SearchRequestSchema>;

export const InterpretQuerySchema = z.object({
  q: z
    .string({ error: 'Add a question as ?q=.' })
    .trim()
    .min(1, 'Add a question as ?q=.')
    .max(
      SEARCH_QUERY_MAX_LENGTH,
      `Questions can be at most ${SEARCH_QUERY_MAX_LENGTH} characters.`,
    ),
});

export const SPORT_IDS = [
  'soccer',
  'basketball',
  'american-football',
  'baseball',
  'ice-hockey',
] as const;
export type SportId = (typeof SPORT_IDS)[number];

/** `outlook`: a season-long market (the title, relegation, play-offs), answered by simulation. */
export const INTENTS = ['match', 'team', 'league', 'value', 'odds', 'outlook'] as const;
export type Intent = (typeof INTENTS)[number];

export const DateRangeSchema = z.object({
  /** Inclusive start, ISO instant. */
  from: z.string(),
  /** Exclusive end, ISO instant. */
  to: z.string(),
  /** What the question said: 'today', 'tonight', 'this weekend', 'Sat 18 Jan', … */
  label: z.string(),
});
export type DateRange = z.infer<typeof DateRangeSchema>;

/** What Strix understood from a question; `GET /api/interpret` and `interpretation` in search. */
export const InterpretationSchema = z.object({
  intent: z.enum(INTENTS),
  sport: z.enum(SPORT_IDS).nullable(),
  /** League name, e.g. 'Premier League'. */
  league: z.string().nullable(),
  leagueId: z.string().nullable(),
  /** Team names as Strix knows them, e.g. 'Manchester City'. */
  home: z.string().nullable(),
  away: z.string().nullable(),
  homeTeamId: z.number().int().nullable(),
  awayTeamId: z.number().int().nullable(),
  /** The real fixture the question resolves to, when one exists. */
  matchId: z.number().int().nullable(),
  kickoff: z.string().nullable(),
  /** True when the teams have no scheduled match: the prediction is for a neutral what-if. */
  hypothetical: z.boolean(),
  dateRange: DateRangeSchema.nullable(),
  /** One line for the search box: 'Arsenal vs Manchester City · Sun 2 Feb'. */
  label: z.string(),
  /**
   * Set when the answer is about another day than the one asked: 'No Premier League matches
   * today (Wed 22 Jan); these are the next, on Sat 25 Jan.' The answer leads with it.
   */
  notice: z.string().nullable().optional(),
  /** Outlook questions only: the market, team and group asked about. */
  outlook: OutlookQuestionSchema.nullable().optional(),
});
export type Interpretation = z.infer<typeof InterpretationSchema>;

/** 422 body when a question cannot be resolved: a sentence plus what the person may have meant. */
export const UnresolvedQuestionSchema = z.object({
  error: z.string(),
  suggestions: z.array(z.string()),
});
export type UnresolvedQuestion = z.infer<typeof UnresolvedQuestionSchema>;

export const FormEntrySchema = z.object({
  result: z.enum(['W', 'D', 'L']),
  /** The team's score first: '2-1'. */
  score: z.string(),
  opponent: z.string(),
  home: z.boolean(),
  date: z.string(),
});
export type FormEntry = z.infer<typeof FormEntrySchema>;

export const CitationSchema = z.object({ title: z.string(), url: z.string() });
export type Citation = z.infer<typeof CitationSchema>;

const ThreeWaySchema = z.object({
  home: z.number(),
  draw: z.number().nullable(),
  away: z.number(),
});
export type ThreeWay = z.infer<typeof ThreeWaySchema>;

/**
 * Where a cup match sits in its competition (UEFA matches only): the round as the source names
 * it, a neutral venue (a final), and for a knockout tie each side's chance to go through
 * (after extra time and penalties), with the first leg's score on a second leg.
 */
export const CompetitionStageSchema = z.object({
  /** 'League phase · Matchday 7', 'Round of 16', 'Final'. */
  round: z.string(),
  neutral: z.boolean(),
  /** Second legs: the first leg's goals of this match's home and away sides. */
  firstLeg: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  /** Knockout matches: percentages (0–100) each side goes through. */
  advance: z.object({ home: z.number(), away: z.number() }).nullable(),
});
export type CompetitionStage = z.infer<typeof CompetitionStageSchema>;

export const PredictionSchema = z.object({
  predictionId: z.string(),
  prediction: z.string(),
  summary: z.string(),
  /** Data confidence, 0–100 (80+ High, 60–79 Medium, below 60 Low). */
  confidence: z.number(),
  /** Why the confidence is what it is, one short line per factor. */
  confidenceFactors: z.array(z.string()),
  homeTeamWinProb: z.number(),
  awayTeamWinProb: z.number(),
  /** null in sports without draws. */
  drawProb: z.number().nullable(),
  /** What the three figures above are: the market's fair price, model and market pooled, or
   * the model alone, with the label every view of them prints. */
  probabilitySource: ProbabilitySourceSchema,
  homeTeam: z.string(),
  awayTeam: z.string(),
  query: z.string(),
  sport: z.enum(SPORT_IDS),
  league: z.string(),
  matchId: z.number().int().nullable(),
  kickoff: z.string().nullable(),
  /** Set only when the time is not known: the day as the league dates it, 'yyyy-mm-dd'. */
  kickoffDay: z.string().nullable().optional(),
  hypothetical: z.boolean(),
  /** The model alone (0–1) and the de-vigged pre-match market when prices exist. */
  model: ThreeWaySchema,
  market: ThreeWaySchema.nullable(),
  /** Soccer: expected goals; NBA/NFL: the model's fair spread for the home side. */
  expectedGoals: z.object({ home: z.number(), away: z.number() }).nullable(),
  fairSpread: z.number().nullable(),
  formGuide: z.object({ home: z.array(FormEntrySchema), away: z.array(FormEntrySchema) }),
  keyInsights: z.array(z.string()),
  /** Patterns in the data that favour one side (streaks, splits, market moves). */
  keyTrends: z.array(z.string()),
  /** What could make the prediction wrong (thin data, model–market disagreement, …). */
  riskFactors: z.array(z.string()),
  citations: z.array(CitationSchema),
  /** Cup matches (Champions League, Europa League): round, venue, tie; absent elsewhere. */
  stage: CompetitionStageSchema.nullable().optional(),
  createdAt: z.string(),
});
export type Prediction = z.infer<typeof PredictionSchema>;

export const OddsRowSchema = z.object({
  id: z.string(),
  sportsbook: z.string(),
  /** American odds; null when the book has no price. */
  moneylineHome: z.number().nullable(),
  moneylineDraw: z.number().nullable(),
  moneylineAway: z.number().nullable(),
  /** Home handicap (negative = home gives points/goals) and its American price. */
  spreadHome: z.number().nullable(),
  spreadOddsHome: z.number().nullable(),
  totalPoints: z.number().nullable(),
  /** The same prices as decimals, for the odds-format toggle. */
  decimal: z.object({
    home: z.number().nullable(),
    draw: z.number().nullable(),
    away: z.number().nullable(),
    spreadHome: z.number().nullable(),
  }),
  /**
   * A betting exchange (Betfair Exchange, Matchbook, Smarkets, Betdaq): the prices above are as
   * quoted, before the exchange's commission on winnings.
   */
  exchange: z.boolean(),
  /** That commission as a fraction (0.02 is 2%); 0 at a bookmaker. */
  commission: z.number(),
  /**
   * The decimal prices as paid out, 1 + (price − 1) × (1 − commission); the same as `decimal` at
   * a bookmaker. Best prices and value bets are worked out from these.
   */
  netDecimal: z.object({
    home: z.number().nullable(),
    draw: z.number().nullable(),
    away: z.number().nullable(),
    spreadHome: z.number().nullable(),
  }),
  /**
   * Over and under prices on `totalPoints`, decimal, net of commission at an exchange like
   * `netDecimal`; null where the source has none (then `note` says why).
   */
  totalPrices: z.object({ over: z.number().nullable(), under: z.number().nullable() }),
  /**
   * A US line with a spread but no moneyline: the win probabilities (0–1) the spread implies
   * under a normal margin model, and the fair decimal odds paying exactly those. No book offers
   * them, so they are never a best price or a value bet.
   */
  fairFromSpread: z
    .object({
      home: z.number(),
      away: z.number(),
      homeProbability: z.number(),
      awayProbability: z.number(),
    })
    .nullable(),
  /** What this row's source holds when its prices are missing, in a sentence; null otherwise. */
  note: z.string().nullable(),
  /** Which of this book's prices are the best on offer for that outcome, net of commission. */
  best: z.object({ home: z.boolean(), draw: z.boolean(), away: z.boolean() }),
  /** 'pre-match' prices known before kick-off, or the closing line once the match started. */
  kind: z.enum(['pre-match', 'closing']),
  /** When this book's latest prices were known (ISO); ages are read against the app's clock. */
  capturedAt: z.string(),
  /** Older than the configured age: shown, but never a best price or a value bet. */
  stale: z.boolean(),
});
export type OddsRow = z.infer<typeof OddsRowSchema>;

const OutcomeNumbersSchema = z.object({
  home: z.number().nullable(),
  draw: z.number().nullable(),
  away: z.number().nullable(),
});

/** One capture of one series: a bookmaker's prices, or the no-vig consensus, at a moment. */
export const PricePointSchema = z.object({
  at: z.string(),
  kind: z.enum(['opening', 'snapshot', 'closing']),
  /** Decimal prices (null for the consensus, which is a probability, not a price). */
  prices: OutcomeNumbersSchema,
  /** 0–1: what the price implies (1 / price), or the consensus's de-vigged probability. */
  probabilities: OutcomeNumbersSchema,
});
export type PricePoint = z.infer<typeof PricePointSchema>;

/** Opening → every captured price → closing, known at the clock, per book and consensus. */
export const LineHistorySchema = z.object({
  outcomes: z.array(z.enum(['home', 'draw', 'away'])),
  /** The model's probability (0–1), drawn beside the market's lines. */
  model: OutcomeNumbersSchema,
  series: z.array(
    z.object({
      name: z.string(),
      /** True for the no-vig consensus of every bookmaker's latest price at each moment. */
      consensus: z.boolean(),
      points: z.array(PricePointSchema),
    }),
  ),
});
export type LineHistory = z.infer<typeof LineHistorySchema>;

/** Why a fixture has no prices yet, and when they usually appear (ISO), or null when priced. */
export const PricesPendingSchema = z
  .object({ note: z.string(), expectedAt: z.string().nullable() })
  .nullable();
export type PricesPending = z.infer<typeof PricesPendingSchema>;

export const ValueBetSchema = z.object({
  description: z.string(),
  /** American odds, as quoted (before an exchange's commission, like `decimalOdds`). */
  odds: z.number(),
  decimalOdds: z.number(),
  /** When this price was captured (ISO): the card says how old it is. */
  capturedAt: z.string(),
  sportsbook: z.string(),
  /** Percentages, one decimal. The price's probability: 1 / `netDecimalOdds`. */
  impliedProbability: z.number(),
  /**
   * Strix's published probability, the one the expected value is worked out from: the model
   * pooled with the de-vigged market (`probabilityBasis` says how), not the model alone.
   */
  modelProbability: z.number(),
  expectedValue: z.number(),
  fairOdds: z.number(),
  /** Suggested stake as a percentage of bankroll: quarter Kelly, capped at 2. */
  kellyStake: z.number(),
  tier: z.enum(['strong', 'medium', 'neutral']),
  analysis: z.string(),
  matchId: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  kickoff: z.string(),
  /** Set only when the time is not known: the day as the league dates it, 'yyyy-mm-dd'. */
  kickoffDay: z.string().nullable().optional(),
  outcome: z.enum(['home', 'draw', 'away']),
  /** The price as paid out, net of an exchange's commission; at a bookmaker, `decimalOdds`. */
  netDecimalOdds: z.number(),
  exchange: z.boolean(),
  /** The exchange's commission on winnings as a fraction; 0 at a bookmaker. */
  commission: z.number(),
  /** The model alone before pooling, as in the Model vs Market table (percent). */
  modelAloneProbability: z.number(),
  /** The de-vigged market (percent); null when the match has no market price. */
  marketProbability: z.number().nullable(),
  /**
   * What `modelProbability` is: the model and market pooled, the market's fair price alone (the
   * model gets no weight, as in soccer), or the model alone (no market price).
   */
  probabilityBasis: z.enum(PROBABILITY_BASES),
  /**
   * Expected value (percent) were Strix's probability `probabilityMargin` points lower. A bet is
   * listed only while this stays above 0, so long shots need a much larger edge.
   */
  cautiousExpectedValue: z.number(),
  /** Allowance for error in Strix's probability, in percentage points. */
  probabilityMargin: z.number(),
  /**
   * How bets in the same EV and odds bands did on history (the value-bet ledger at the clock;
   * n 0 when none exists yet); null while the ledger is computed.
   */
  history: BetsLikeThisSchema.nullable().optional(),
});
export type ValueBet = z.infer<typeof ValueBetSchema>;

export const ArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  source: z.string(),
  publishedAt: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  url: z.string(),
  reliability: z.enum(['low', 'medium', 'high', 'very-high']),
});
export type Article = z.infer<typeof ArticleSchema>;

/**
 * A match asked about has no prices yet: the soonest match that has, of either team (else of
 * the league), to ask about instead. Its question keeps what was asked ('… value bets').
 */
export const PricedAlternativeSchema = z.object({
  matchId: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  league: z.string(),
  kickoff: z.string(),
  /** Set only when the time is not known: the day as the league dates it, 'yyyy-mm-dd'. */
  kickoffDay: z.string().nullable().optional(),
  /** Why this one: "Chelsea's soonest match with prices". */
  reason: z.string(),
  /** The question that asks about it: 'Chelsea vs West Ham value bets'. */
  question: z.string(),
});
export type PricedAlternative = z.infer<typeof PricedAlternativeSchema>;

/** A fixture in a league or value answer, linking to /match/{id}. */
export const FixtureCardSchema = z.object({
  matchId: z.number().int(),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  kickoff: z.string(),
  /** Set only when the time is not known: the day as the league dates it, 'yyyy-mm-dd'. */
  kickoffDay: z.string().nullable().optional(),
  homeWinProb: z.number(),
  drawProb: z.number().nullable(),
  awayWinProb: z.number(),
  confidence: z.number(),
  valueBets: z.number().int(),
  /** Cup matches: the round ('League phase · Matchday 7'); absent elsewhere. */
  round: z.string().nullable().optional(),
});
export type FixtureCard = z.infer<typeof FixtureCardSchema>;

/**
 * One row of the screener a slate answer leads with: a value bet (value questions, one row per
 * bet) or a match with its best bet, else Strix's most likely outcome (other slate questions,
 * one row per match). Percentages as in `ValueBet`.
 */
export const ScreenerRowSchema = z.object({
  matchId: z.number().int(),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  kickoff: z.string(),
  /** 'yyyy-mm-dd' when only the kick-off's day is known (cards say 'time TBC'). */
  kickoffDay: z.string().nullable().optional(),
  outcome: z.enum(['home', 'draw', 'away']),
  /** 'Wolves to win', 'Draw: Everton vs Aston Villa'. */
  pick: z.string(),
  /** True when the pick is a listed value bet; false for a match's most likely outcome. */
  valueBet: z.boolean(),
  /** Strix's published probability (percent), the one the expected value is worked out from. */
  modelProbability: z.number(),
  /** The de-vigged market (percent); null when the match has no market price. */
  marketProbability: z.number().nullable(),
  /** The best fresh price for the pick at the clock, net of commission; null when unpriced. */
  price: z
    .object({
      sportsbook: z.string(),
      /** American and decimal odds as quoted (before an exchange's commission). */
      odds: z.number(),
      decimalOdds: z.number(),
      netDecimalOdds: z.number(),
      exchange: z.boolean(),
      /** When this price was captured (ISO): the row says how old it is. */
      capturedAt: z.string(),
      /** 1 / `netDecimalOdds`, percent. */
      impliedProbability: z.number(),
    })
    .nullable(),
  /** Percent; null without a price. */
  expectedValue: z.number().nullable(),
  /** Quarter-Kelly stake (percent of bankroll) for a value bet; null otherwise. */
  kellyStake: z.number().nullable(),
  /**
   * A value bet's "Bets like this" from the value-bet ledger, as on its card; null while the
   * ledger is computed or with no bet like it, absent on a row that is not a value bet.
   */
  history: BetsLikeThisSchema.nullable().optional(),
});
export type ScreenerRow = z.infer<typeof ScreenerRowSchema>;

/**
 * Whether this ask spent anything. The same person asking for the same fixture (in any words) or
 * the same slate or season question again on the same UTC day of the allowance re-opens the
 * answer already paid for: `spentFrom` then says how it was paid the first time.
 */
export const ChargeFields = {
  /** False on such a re-opening: nothing was spent, and no new search was stored. */
  charged: z.boolean(),
  /** What the answer says when not charged (USAGE_MESSAGES.notChargedAgain); null otherwise. */
  chargeNote: z.string().nullable(),
};

/**
 * How a published prediction did, graded as the public record grades its picks: the favoured
 * side against the result, and the probability's log loss and Brier score
 * (server/features/grading/grade.ts; docs/product.md "Questions and predictions").
 */
export const PredictionGradeSchema = z.object({
  /** The side the published probability favoured (the away side on a tie), as the record reads it. */
  pick: z.enum(['home', 'away']),
  /** That side's published probability, percent (as `homeTeamWinProb`). */
  probability: z.number(),
  outcome: z.enum(['home', 'draw', 'away']),
  /** The favoured side won. */
  correct: z.boolean(),
  /** Three-way for soccer, the home side's two-way for NBA/NFL; null for a drawn NBA/NFL game. */
  logLoss: z.number().nullable(),
  brier: z.number().nullable(),
});
export type PredictionGrade = z.infer<typeof PredictionGradeSchema>;

/**
 * A one-match answer about a meeting that has kicked off at the clock. The prediction is the one
 * published before kick-off (as on the match page), the odds are the closing line and there are
 * no value bets: nothing can be bet pre-match any more.
 */
export const PlayedMatchSchema = z.object({
  /** 'in-play': kicked off, its result not known at the clock (no score is shown). */
  status: z.enum(['in-play', 'finished']),
  kickoff: z.string(),
  /** Set only when the time is not known: the day as the league dates it, 'yyyy-mm-dd'. */
  kickoffDay: z.string().nullable().optional(),
  /** Finished only. */
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  /** Finished only: how the published prediction did. */
  grade: PredictionGradeSchema.nullable(),
});
export type PlayedMatch = z.infer<typeof PlayedMatchSchema>;

/**
 * The answer to a match, team, slate, value or odds question. `kind` tells it apart from an
 * outlook answer (search-answer.ts); answers without it predate outlooks and are match answers.
 */
export const SearchResponseSchema = z.object({
  kind: z.literal('match'),
  interpretation: InterpretationSchema,
  prediction: PredictionSchema,
  search: z.object({ id: z.string(), query: z.string() }),
  articles: z.array(ArticleSchema),
  /** False when no news feed is configured or reachable: the UI says news is unavailable. */
  newsAvailable: z.boolean(),
  /**
   * Why `articles` is what it is: 'ok' (feeds read; the list may still be empty),
   * 'not-configured' (this server has no news source: a quiet note, not an error) or 'failed'
   * (a configured feed could not be read in time: news is unavailable right now).
   */
  newsStatus: z.enum(['ok', 'not-configured', 'failed']),
  odds: z.array(OddsRowSchema),
  /** The headline fixture has no prices yet: the answer is the model alone, and says why. */
  pricesPending: PricesPendingSchema,
  /** With `pricesPending` on a one-match answer: a priced match to ask about now, if any. */
  pricedAlternative: PricedAlternativeSchema.nullable().optional(),
  valueBets: z.array(ValueBetSchema),
  /** Why there are no value bets, shown in place of the empty list; null when there are some. */
  valueBetsNote: z.string().nullable(),
  /** League and value questions: the fixtures considered, headline first. */
  matches: z.array(FixtureCardSchema),
  /** Slate answers only (absent for one match): the rows of the screener, best first. */
  screener: z.array(ScreenerRowSchema).optional(),
  /**
   * Set when the match asked about has kicked off or finished (absent otherwise): where it
   * stands, its score and how the prediction did. `prediction.predictionId` is then empty: no
   * new prediction is stored (or counted in the record) once a match has started.
   */
  played: PlayedMatchSchema.optional(),
  /** How this search was paid for: a paid plan, today's allowance or one credit. */
  spentFrom: z.enum(['subscription', 'allowance', 'credit']),
  ...ChargeFields,
  /**
   * Set when the asker is on a break from betting (reason 'break'): the odds, prices, market
   * probabilities, value bets and screener come empty, and `message` says why and until when.
   */
  locked: AdvancedLockSchema.optional(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const RecentSearchSchema = z.object({
  id: z.string(),
  query: z.string(),
  createdAt: z.string(),
});
export type RecentSearch = z.infer<typeof RecentSearchSchema>;

export const MatchResponseSchema = z.object({
  id: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  /** The teams' ids, for following them (alerts). */
  homeTeamId: z.number().int(),
  awayTeamId: z.number().int(),
  league: z.string(),
  /** The league's code ('E0'): its page is /league/{leagueId}. */
  leagueId: z.string(),
  sport: z.enum(SPORT_IDS),
  startTime: z.string(),
  /** True when only the date is known. */
  startTimeTbc: z.boolean(),
  /** With `startTimeTbc`: the day as the league dates it, 'yyyy-mm-dd'; null otherwise. */
  startDay: z.string().nullable(),
  venue: z.string().nullable(),
  /** 'in-play': kicked off at the clock, its result not known yet (no score is shown). */
  status: z.enum(['upcoming', 'in-play', 'finished']),
  score: z.object({ home: z.number(), away: z.number() }).nullable(),
  prediction: z.object({
    confidence: z.number(),
    summary: z.string(),
    homeWinProb: z.number(),
    drawProb: z.number().nullable(),
    awayWinProb: z.number(),
    /** What those figures are, as the answer labels them. */
    probabilitySource: ProbabilitySourceSchema,
    keyInsights: z.array(z.string()),
    formGuide: z.object({ home: z.array(FormEntrySchema), away: z.array(FormEntrySchema) }),
  }),
  /** Cup matches: round, neutral venue, two-legged tie; absent elsewhere. */
  stage: CompetitionStageSchema.nullable().optional(),
  odds: z.array(OddsRowSchema),
  pricesPending: PricesPendingSchema,
  lineHistory: LineHistorySchema,
  valueBets: z.array(ValueBetSchema),
  /** Why there are no value bets, shown in place of the empty list; null when there are some. */
  valueBetsNote: z.string().nullable(),
  /**
   * Null when the viewer may see the odds, line movement and value bets; otherwise which
   * sections are locked and why (those fields then come empty: the data is never sent).
   */
  locked: AdvancedLockSchema,
});
export type MatchResponse = z.infer<typeof MatchResponseSchema>;

const RecordSchema = z.object({
  wins: z.number(),
  losses: z.number(),
  draws: z.number().optional(),
});

export const TeamStatSchema = z.object({
  recentRecord: RecordSchema.extend({ streak: z.string() }),
  performance: z.object({
    /** Points (NBA/NFL) or goals (soccer) scored per game this season. */
    averagePoints: z.number(),
    averageGoals: z.number(),
    /**
     * Ratings against the league average, positive = better. NBA/NFL: points per game scored
     * above (offence) and allowed below (defence) the average. Soccer: the model's goal
     * multipliers less one (offence 0.40 = scores 40% more; defence 0.20 = concedes 20% fewer).
     */
    offensiveRating: z.number(),
    defensiveRating: z.number(),
  }),
  homeAwayRecord: z.object({ home: RecordSchema, away: RecordSchema }).optional(),
  lastUpdated: z.string(),
});
export type TeamStat = z.infer<typeof TeamStatSchema>;

/**
 * One player in Detailed Stats (product spec, 'Entities and their fields': Enhanced stats), from
 * the player lines on file before the clock. The spec's fields are all here; a per-game figure the
 * sport does not count is null rather than 0 (points in soccer, goals in the NBA and NFL, assists
 * in the NFL), and `sport` says which apply. Availability is derived from appearances (no injury
 * reports are on file), so 'doubtful' is never given; `availabilityReason` says what it rests on.
 */
export const PlayerStatSchema = z.object({
  name: z.string(),
  /** As the source gives it (GK/DEF/MID/FWD, QB/RB/WR/TE/K); null where it has none (NBA). */
  position: z.string().nullable(),
  sport: z.enum(SPORT_IDS).optional(),
  currentSeasonStats: z.object({
    /** Appearances this season before the clock. */
    gamesPlayed: z.number(),
    /** Per appearance. */
    averagePoints: z.number().nullable(),
    assistsPerGame: z.number().nullable(),
    averageGoals: z.number().nullable(),
    /** Minutes per appearance; null where the source has no minutes (NFL). */
    minutesPerGame: z.number().nullable().optional(),
  }),
  projectedPerformance: z.object({
    injuryStatus: z.enum(['healthy', 'questionable', 'doubtful', 'out']),
    /** The appearances the status rests on: 'Started 5 of the last 5', 'Missed the last 3'. */
    availabilityReason: z.string().optional(),
    form: z.enum(['excellent', 'good', 'average', 'poor']),
    /** What the form label compares: output per game over the last five appearances and the season. */
    formDetail: z
      .object({ recent: z.number(), season: z.number(), measure: z.string() })
      .optional(),
    nextGameProjection: z.object({
      points: z.number().nullable(),
      goals: z.number().nullable(),
      assists: z.number().nullable(),
      /** 0–100, from the sample behind the rates. */
      confidence: z.number(),
      /** Minutes the projection assumes (0 when out); null where the source has none (NFL). */
      expectedMinutes: z.number().nullable().optional(),
    }),
  }),
});
export type PlayerStat = z.infer<typeof PlayerStatSchema>;

/**
 * A match a side played this season before the clock whose player lines are not on file: its
 * players are read from the other matches, and the missing one is named beside them.
 */
export const MissingPlayerGameSchema = z.object({
  matchId: z.number().int(),
  /** Kick-off (ISO). */
  kickoff: z.string(),
  opponent: z.string(),
});
export type MissingPlayerGame = z.infer<typeof MissingPlayerGameSchema>;

export const StatsResponseSchema = z.object({
  teamStats: z.object({ home: TeamStatSchema, away: TeamStatSchema }),
  playerStats: z.object({
    home: z.array(PlayerStatSchema),
    away: z.array(PlayerStatSchema),
    /** Per side, this season's matches without player lines, oldest first (absent: none). */
    missingGames: z
      .object({ home: z.array(MissingPlayerGameSchema), away: z.array(MissingPlayerGameSchema) })
      .optional(),
  }),
});
export type StatsResponse = z.infer<typeof StatsResponseSchema>;

export const DynamicPredictionSchema = z.object({
  homeWinPercentage: z.number(),
  drawPercentage: z.number(),
  awayWinPercentage: z.number(),
  /** When the prices behind it were taken (null: the model alone, no prices). */
  pricesAsOf: z.string().nullable(),
  /** What the figures are, as the answer labels them. */
  probabilitySource: ProbabilitySourceSchema,
});
export type DynamicPrediction = z.infer<typeof DynamicPredictionSchema>;
