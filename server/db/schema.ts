import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A moment stored as milliseconds since the epoch (bigint), read and written as a Date. */
const epochMs = customType<{ data: Date; driverData: string | number }>({
  dataType: () => 'bigint',
  toDriver: (value) => value.getTime(),
  fromDriver: (value) => new Date(Number(value)),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; the unique index makes addresses case-insensitively unique. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    /** argon2id PHC string; null for accounts that have only ever signed in with Google. */
    passwordHash: text('password_hash'),
    passwordUpdatedAt: timestamptz('password_updated_at'),
    provider: text('provider', { enum: ['email', 'google'] })
      .notNull()
      .default('email'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /**
     * The paid plan in force and until when (the subscription's current period end). Kept on the
     * user so the session read that every request makes already knows the plan.
     */
    plan: text('plan', { enum: ['pro', 'premium'] }),
    planUntil: timestamptz('plan_until'),
    /** Credit balance; the ledger below explains every change. Never negative, by constraint. */
    credits: integer('credits').notNull().default(0),
    /** Public profile: a unique handle (case-insensitive), a short bio, an uploaded picture. */
    username: text('username'),
    bio: text('bio'),
    /** Path under /media of the uploaded (re-encoded) profile picture. */
    profileImage: text('profile_image'),
  },
  (table) => [
    check('users_credits_not_negative', sql`${table.credits} >= 0`),
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
  ],
);

/** External identities, keyed as OpenID Connect defines them: (issuer, subject). */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.issuer, table.subject] }), index().on(table.userId)],
);

/** Only the SHA-256 of a session token is stored, so a database leak yields no usable sessions. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /**
     * When this session's person last proved again that they are themselves (a fresh Google
     * sign-in), for actions that need more than a session, such as deleting the account.
     */
    reauthenticatedAt: timestamptz('reauthenticated_at'),
  },
  (table) => [index().on(table.userId), index().on(table.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index().on(table.userId)],
);

/**
 * Counters behind every rate limit (sign-in, registration, public endpoints, votes), in the shape
 * rate-limiter-flexible's Drizzle store reads and writes: one row per limiter key, its points
 * consumed and when the window ends. Shared by every app instance through the database when Redis
 * is not configured. The table is UNLOGGED (see its migration): counters are written on every
 * public request, and losing them in a crash only forgives a few minutes of attempts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  // Milliseconds since the epoch: the shape both of rate-limiter-flexible's stores read (its
  // PostgreSQL store on the pool, its Drizzle store on PGlite).
  expire: epochMs('expire'),
});

// ——— Sports data ———

export const sports = pgTable('sports', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

export const leagues = pgTable('leagues', {
  id: text('id').primaryKey(),
  sportId: text('sport_id')
    .notNull()
    .references(() => sports.id),
  name: text('name').notNull(),
  country: text('country').notNull(),
});

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    leagueId: text('league_id')
      .notNull()
      .references(() => leagues.id),
    label: text('label').notNull(),
  },
  (table) => [uniqueIndex().on(table.leagueId, table.label)],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    sportId: text('sport_id')
      .notNull()
      .references(() => sports.id),
    name: text('name').notNull(),
    /** The name or code the results files use, which ingest matches on. */
    sourceKey: text('source_key').notNull(),
    /**
     * The club's football association as UEFA's three-letter code (ENG, ESP, POR, …), where a
     * source says it; null for NBA/NFL teams and clubs no source has placed yet.
     */
    country: text('country'),
  },
  (table) => [uniqueIndex().on(table.sportId, table.sourceKey)],
);

/** Every name a team goes by, normalised (lower case, no accents or punctuation), per sport. */
export const teamAliases = pgTable(
  'team_aliases',
  {
    sportId: text('sport_id').notNull(),
    alias: text('alias').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sportId, table.alias, table.teamId] }),
    index().on(table.teamId),
  ],
);

export interface MatchDetails {
  /** The source's round name: 'League, Matchday 7', 'Group A', 'Round of 16', 'Final', … */
  round?: string;
  /** No home advantage: a final at a neutral venue. */
  neutral?: boolean;
  /** The score after extra time [home, away], when it was played. */
  extraTime?: [number, number];
  /** The penalty shoot-out [home, away], when there was one. */
  penalties?: [number, number];
  /** Qualifying round (the competition's pre-season qualifiers). */
  qualifying?: boolean;
  /**
   * NHL: how the game was settled, where a source says: 'regulation', 'overtime', 'shootout',
   * or 'overtime-or-shootout' (sportsbookreview's periods cannot tell those two apart).
   */
  settledIn?: string;
  /** NHL: goals per period, MLB: runs per inning, as sportsbookreview lists them. */
  periods?: { home: (number | null)[]; away: (number | null)[] };
  lineScore?: { home: (number | null)[]; away: (number | null)[] };
  /** MLB (Retrosheet): length in outs (over 54: extra innings), day or night, park id, double-header game. */
  outs?: number;
  dayNight?: 'D' | 'N';
  park?: string;
  doubleHeader?: 1 | 2;
  /** NHL game id (Kaggle, NHL API). */
  nhlGameId?: string;
}

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    leagueId: text('league_id')
      .notNull()
      .references(() => leagues.id),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    kickoff: timestamptz('kickoff').notNull(),
    kickoffTimeKnown: boolean('kickoff_time_known').notNull(),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => teams.id),
    /** The real result, stored as soon as known; the clock decides who may see it. */
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    /** Per-match statistics as the source names them (shots HS/AS, on target HST/AST, …). */
    stats: jsonb('stats').$type<Record<string, number>>(),
    /**
     * What a cup match adds to a league fixture: its round, a neutral venue, extra time and
     * penalties. homeScore/awayScore are always the score after 90 minutes (what 1X2 settles on).
     */
    details: jsonb('details').$type<MatchDetails>(),
    /** league:local-date:home:away — what makes a second ingest add nothing. */
    naturalKey: text('natural_key').notNull().unique(),
    source: text('source').notNull(),
  },
  (table) => [
    index().on(table.leagueId, table.kickoff),
    index().on(table.homeTeamId, table.kickoff),
    index().on(table.awayTeamId, table.kickoff),
  ],
);

/**
 * Prices as one document per match, kind and capture: `quotes` holds every bookmaker's prices
 * (market, line, decimal prices in selection order). One row per match instead of one per price
 * keeps the ~40k-match mirror to ~100k rows, which PGlite ingests in seconds; every read is
 * "all prices of these matches", which a document answers in one lookup.
 */
export const oddsSnapshots = pgTable(
  'odds_snapshots',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['opening', 'closing', 'snapshot'] }).notNull(),
    /**
     * When these prices were known: live polls stamp the poll, live files the moment they say
     * they were written or their publisher's documented collection (never the read); the
     * mirror's files, which say only "pre-match" or "closing", get the moment their publisher
     * documents (see data/reference/capture-times.ts, docs/data.md "Going live"). Every read takes
     * only what was known at the clock.
     */
    capturedAt: timestamptz('captured_at').notNull(),
    source: text('source').notNull(),
    quotes: jsonb('quotes')
      .$type<{ bookmaker: string; market: string; line: number | null; prices: number[] }[]>()
      .notNull(),
  },
  // By match and time for every read; by time alone for "prices updated …" on the status line.
  (table) => [index().on(table.matchId, table.capturedAt), index().on(table.capturedAt)],
);

/**
 * Starting pitchers (MLB) and goalies (NHL), one row per match with the two kinds kept apart:
 * `listed` is who the line was priced on (sportsbookreview's pitchers, known with the opening
 * line), `actual` who started (Retrosheet's starting pitchers; the Kaggle goalie lines, every
 * goalie who played with the inferred starter marked), known only at the start. Each kind has
 * the moment it was known and its source: reads take only what was known at the clock. One row
 * per match rather than per side and kind keeps the ~50k MLB and NHL games to ~50k rows.
 */
export const matchStarters = pgTable('match_starters', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  listed: jsonb('listed').$type<StartersDoc>(),
  listedKnownAt: timestamptz('listed_known_at'),
  listedSource: text('listed_source'),
  actual: jsonb('actual').$type<StartersDoc>(),
  actualKnownAt: timestamptz('actual_known_at'),
  /** The file it came from (Retrosheet's with its notice). */
  actualSource: text('actual_source'),
});

/** Each side's players: MLB one pitcher, NHL every goalie who played. */
export interface StartersDoc {
  home: Record<string, unknown>[];
  away: Record<string, unknown>[];
}

/**
 * Who played for one side in one match, as one document per (match, team): the player lines
 * (engine/players PlayerLine) the source gives, only players who appeared. Every read is "the
 * lines of these teams' matches before the clock", which one lookup per match answers; one row
 * per player-game would be ~10× the rows for no query that needs them.
 */
export const playerGames = pgTable(
  'player_games',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    /** File the lines came from (relative to the data folder). */
    source: text('source').notNull(),
    lines: jsonb('lines').$type<PlayerLineDoc[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.teamId] }), index().on(table.teamId)],
);

/** engine/players PlayerLine as stored (kept structural here so the schema imports no engine). */
export interface PlayerLineDoc {
  key: string;
  name: string;
  position: string | null;
  minutes: number | null;
  started: boolean | null;
  goals: number;
  assists: number;
  points: number;
  xg?: number | null;
  xa?: number | null;
  [stat: string]: unknown;
}

/**
 * Team names a live provider sent that match no team: their games cannot be shown, so they are
 * listed on /api/status (and logged once) for an operator to add an alias.
 */
export const unmatchedTeamNames = pgTable(
  'unmatched_team_names',
  {
    provider: text('provider').notNull(),
    leagueId: text('league_id').notNull(),
    name: text('name').notNull(),
    firstSeenAt: timestamptz('first_seen_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.leagueId, table.name] })],
);

/** Other publishers' forecasts for the same games, used only to benchmark ours. */
export const referenceForecasts = pgTable(
  'reference_forecasts',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    homeWin: doublePrecision('home_win').notNull(),
    draw: doublePrecision('draw'),
    awayWin: doublePrecision('away_win').notNull(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.source] })],
);

/** Files already ingested, by content hash: a second run skips them without parsing. */
export const ingestedFiles = pgTable('ingested_files', {
  path: text('path').primaryKey(),
  sha256: text('sha256').notNull(),
  items: integer('items').notNull(),
  problems: integer('problems').notNull(),
  ingestedAt: timestamptz('ingested_at').notNull().defaultNow(),
});

/** Small process-wide settings that must survive restarts (e.g. the replay clock). */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A question a signed-in user asked; the recent-searches dropdown reads these. */
export const searches = pgTable(
  'searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    /** What the question was understood as (contract Interpretation). */
    interpretation: jsonb('interpretation').$type<Record<string, unknown>>().notNull(),
    /** How it was paid for: a paid plan, the daily allowance or one credit. */
    spentFrom: text('spent_from', { enum: ['subscription', 'allowance', 'credit'] }),
    /**
     * What was paid for (the fixture, slate or season question) and the UTC day of the
     * allowance it was paid on: asking for it again that day re-opens it without paying. Null on
     * searches stored before answers were keyed.
     */
    answerKey: text('answer_key'),
    answerDay: date('answer_day', { mode: 'string' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index().on(table.userId, table.createdAt),
    // One paid answer per person, day and answer, also when the same question arrives twice at once.
    uniqueIndex('searches_paid_answer_unique')
      .on(table.userId, table.answerDay, table.answerKey)
      .where(sql`${table.answerKey} is not null`),
  ],
);

/**
 * A prediction as it was shown, kept so it can be shared, revisited and graded once the match
 * is played. Probabilities are stored as columns (0–1) for grading queries; the payload keeps
 * the full answer (texts, form, insights) exactly as the user saw it.
 */
export const predictions = pgTable(
  'predictions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    searchId: uuid('search_id').references(() => searches.id, { onDelete: 'set null' }),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    leagueId: text('league_id')
      .notNull()
      .references(() => leagues.id),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => teams.id),
    hypothetical: boolean('hypothetical').notNull(),
    homeProb: doublePrecision('home_prob').notNull(),
    drawProb: doublePrecision('draw_prob'),
    awayProb: doublePrecision('away_prob').notNull(),
    confidence: integer('confidence').notNull(),
    /** The replay clock (or real time) the prediction was made at. */
    asOf: timestamptz('as_of').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The side the prediction favours, and the best pre-match price for it when made. */
    pick: text('pick', { enum: ['home', 'draw', 'away'] }),
    pickPrice: doublePrecision('pick_price'),
    /** Filled when the match is played and the clock has passed it. */
    settledAt: timestamptz('settled_at'),
    outcome: text('outcome', { enum: ['home', 'draw', 'away'] }),
    logLoss: doublePrecision('log_loss'),
    brier: doublePrecision('brier'),
    /** De-vigged closing probability of the pick, and the pick price's value against it. */
    closingProb: doublePrecision('closing_prob'),
    clv: doublePrecision('clv'),
    /** Path under /media of the rendered share image, once made. */
    shareImage: text('share_image'),
    /** engine/predict's MODEL_VERSION when made; null on predictions stored before it was kept. */
    modelVersion: text('model_version'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index().on(table.userId, table.createdAt),
    // Also finds a match's first published prediction, the one the public record counts.
    index().on(table.matchId, table.createdAt, table.id),
    index('predictions_unsettled_index')
      .on(table.matchId)
      .where(sql`${table.settledAt} is null and ${table.matchId} is not null`),
  ],
);

/**
 * The public record's walk-forward backtest, computed once per clock day and data version (it
 * takes tens of seconds) and read from here by every request after.
 */
export const backtestRecords = pgTable('backtest_records', {
  /** Clock day (UTC) and data version, e.g. '2025-01-15|41234:98765'. */
  key: text('key').primaryKey(),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  seconds: doublePrecision('seconds').notNull(),
  computedAt: timestamptz('computed_at').notNull(),
});

/** Predictions taken from the daily allowance, per user and UTC day. */
export const usageDays = pgTable(
  'usage_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    check('usage_days_used_positive', sql`${table.used} > 0`),
  ],
);

/**
 * Every change to a credit balance, append-only. `reference` makes each grant or spend happen
 * once (a checkout session, a search); `balance_after` is the user's balance after the change.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * Null once the person deleted their account: purchases and refunds stay for the books,
     * stripped of who made them; the account's other rows are deleted with it.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['purchase', 'spend', 'refund', 'grant'] }).notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reference: text('reference').unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index().on(table.userId, table.createdAt),
    check('credit_ledger_balance_not_negative', sql`${table.balanceAfter} >= 0`),
    check('credit_ledger_delta_nonzero', sql`${table.delta} <> 0`),
  ],
);

/** A user's paid subscription as the payment provider last reported it. */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: ['pro', 'premium'] }).notNull(),
  status: text('status').notNull(),
  currentPeriodEnd: timestamptz('current_period_end').notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  providerCustomerId: text('provider_customer_id'),
  providerSubscriptionId: text('provider_subscription_id').unique(),
  /** The provider's event time of the state stored: older events never overwrite newer ones. */
  stateAt: timestamptz('state_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Checkout sessions Strix created: what was bought is read from here, never from the client. */
export const checkoutSessions = pgTable('checkout_sessions', {
  id: text('id').primaryKey(),
  /** Null once the person deleted their account: the payment stays for the books, anonymous. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  kind: text('kind', { enum: ['subscription', 'credits'] }).notNull(),
  /** 'pro' | 'premium' for subscriptions, 'small' | 'medium' | 'large' for credits. */
  item: text('item').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status', { enum: ['open', 'fulfilled', 'expired'] })
    .notNull()
    .default('open'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  fulfilledAt: timestamptz('fulfilled_at'),
});

/** Payment-provider events already handled, so a redelivered event changes nothing. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/**
 * Community votes. `target` is what was voted on: 'prediction:<home>|<away>' (agree/disagree on a
 * matchup, product spec, 'Votes') or 'match:<id>' (home/draw/away on the match page). One vote per
 * target per signed-in user and per anonymous session (server-issued cookie), by unique indexes.
 */
export const votes = pgTable(
  'votes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    target: text('target').notNull(),
    choice: text('choice', { enum: ['upvote', 'downvote', 'home', 'draw', 'away'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    /** The call a signed-in user's agree/disagree answers: their pick for that match. */
    predictionId: uuid('prediction_id').references(() => predictions.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('votes_target_user_unique')
      .on(table.target, table.userId)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('votes_target_session_unique')
      .on(table.target, table.sessionId)
      .where(sql`${table.sessionId} is not null`),
    index().on(table.target),
    check(
      'votes_voter_present',
      sql`${table.userId} is not null or ${table.sessionId} is not null`,
    ),
  ],
);

/**
 * A person's pick for a match: what they say will happen, one per person per match (unique
 * index), from either the match page's "Who wins?" vote or their agree/disagree with Strix's
 * call. The later choice replaces the earlier until kick-off by the app's clock. `choice` is
 * what it backs: a result ('home', 'draw', 'away'), or Strix's call not winning ('not_home',
 * 'not_away': a disagree). Graded by the settlement job once the result is known at the clock.
 */
export const picks = pgTable(
  'picks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** How it was made: the "Who wins?" vote, or agreeing / disagreeing with Strix's call. */
    source: text('source', { enum: ['winner', 'agree', 'disagree'] }).notNull(),
    choice: text('choice', {
      enum: ['home', 'draw', 'away', 'not_home', 'not_away'],
    }).notNull(),
    /** The prediction whose call an agree/disagree answers (null for a "Who wins?" vote). */
    predictionId: uuid('prediction_id').references(() => predictions.id, { onDelete: 'set null' }),
    /** Strix's published probabilities (0–1) when the pick was made; null when none was shown. */
    homeProb: doublePrecision('home_prob'),
    drawProb: doublePrecision('draw_prob'),
    awayProb: doublePrecision('away_prob'),
    /** The app's clock when the pick was made (or last changed). */
    pickedAt: timestamptz('picked_at').notNull(),
    /** Filled by the settlement job: the result, whether the pick was right, when it was known. */
    outcome: text('outcome', { enum: ['home', 'draw', 'away'] }),
    correct: boolean('correct'),
    settledAt: timestamptz('settled_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('picks_user_match_unique').on(table.userId, table.matchId),
    index('picks_unsettled_index').on(table.matchId).where(sql`${table.settledAt} is null`),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    index().on(table.followeeId),
    check('follows_not_self', sql`${table.followerId} <> ${table.followeeId}`),
  ],
);

/** Generated avatars; at most one active per user (partial unique index). */
export const avatars = pgTable(
  'avatars',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    style: text('style').notNull(),
    description: text('description').notNull(),
    /** The other generator inputs (gender, age, accessories, mood, background). */
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    /** Path under /media of the PNG. */
    image: text('image').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    generationMs: integer('generation_ms').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index().on(table.userId, table.createdAt),
    uniqueIndex('avatars_one_active_per_user').on(table.userId).where(sql`${table.isActive}`),
  ],
);

/**
 * API keys of Premium subscribers (issue: "API access"). Like sessions, only the SHA-256 of the
 * secret is stored; `hint` is its last four characters, enough to tell keys apart in Settings.
 * A revoked key keeps its row (with `revoked_at`) so its usage stays explained.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    hint: text('hint').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [index().on(table.userId)],
);

/**
 * Requests served per key and UTC day: the usage Settings shows, the daily quota and the
 * per-minute rate, counted in one atomic upsert so parallel requests on any instance can never
 * pass either. `minute_start` is the clock minute `minute_requests` counts (a fixed window).
 */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    requests: integer('requests').notNull(),
    minuteStart: timestamptz('minute_start'),
    minuteRequests: integer('minute_requests').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.keyId, table.day] }),
    check('api_key_usage_requests_positive', sql`${table.requests} > 0`),
  ],
);

/**
 * One row per scheduled job and period: the instance whose insert wins runs the job for that
 * period, so a fleet of instances runs each job once per period, never twice. The outcome is
 * filled in when the run ends; rows older than a week are purged by housekeeping.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    periodStart: timestamptz('period_start').notNull(),
    instance: text('instance').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    finishedAt: timestamptz('finished_at'),
    /** 'ok', 'failed', or 'busy' (the previous period's run still held the job's lock). */
    outcome: text('outcome'),
    error: text('error'),
    /**
     * Rows the run could not process and skipped (the rest of the batch went on): how many, and
     * the first few of their ids ('bet:<uuid>'), for /ready. Ids only, never what the rows hold.
     */
    failedRows: integer('failed_rows').notNull().default(0),
    failedIds: jsonb('failed_ids').$type<string[]>(),
  },
  (table) => [primaryKey({ columns: [table.job, table.periodStart] })],
);

/**
 * Bets a person records to track (Strix takes no wagers). A bet on a match Strix knows is graded
 * when the match settles: status, profit, and its closing-line value against the de-vigged
 * closing price, as the record does for Strix's own picks. A bet on anything else (`event` names
 * it) is settled by its owner. Money is kept in hundredths of the person's own unit, so sums are
 * exact; settlement updates only rows still 'open', so two instances settling at once grade once.
 */
export const bets = pgTable(
  'bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    leagueId: text('league_id').references(() => leagues.id),
    /** What the bet was on when it is not one of Strix's matches ("Arsenal v Chelsea"). */
    event: text('event'),
    /** '1x2' (home/draw/away), 'moneyline' (home/away), 'total' (over/under `line`). */
    market: text('market', { enum: ['1x2', 'moneyline', 'total'] }).notNull(),
    selection: text('selection', { enum: ['home', 'draw', 'away', 'over', 'under'] }).notNull(),
    line: doublePrecision('line'),
    /** Decimal price taken. */
    price: doublePrecision('price').notNull(),
    stakeCents: integer('stake_cents').notNull(),
    bookmaker: text('bookmaker'),
    takenAt: timestamptz('taken_at').notNull(),
    /** Where it was recorded from: a value bet, an odds row, a match page, by hand, a CSV import. */
    source: text('source', {
      enum: ['value-bet', 'odds', 'match', 'manual', 'import'],
    }).notNull(),
    status: text('status', { enum: ['open', 'won', 'lost', 'void'] })
      .notNull()
      .default('open'),
    /**
     * bigint: a won bet at the largest accepted price and stake (1000 × 1,000,000 units) makes
     * 99,900,000,000 cents, far past 32 bits; every accepted value stays well under 2^53.
     */
    profitCents: bigint('profit_cents', { mode: 'number' }),
    /** De-vigged closing probability of the selection, and the price's value against it. */
    closingProb: doublePrecision('closing_prob'),
    clv: doublePrecision('clv'),
    settledAt: timestamptz('settled_at'),
    note: text('note'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index().on(table.userId, table.takenAt),
    index('bets_open_by_match')
      .on(table.matchId)
      .where(sql`${table.status} = 'open' and ${table.matchId} is not null`),
    check('bets_price_above_one', sql`${table.price} > 1`),
    check('bets_stake_positive', sql`${table.stakeCents} > 0`),
    check('bets_on_something', sql`${table.matchId} is not null or ${table.event} is not null`),
  ],
);

/** Teams a person follows, for alerts on their matches. */
export const teamFollows = pgTable(
  'team_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.teamId] }), index().on(table.teamId)],
);

/**
 * Opt-in email alerts. `unsubscribeToken` goes in every alert mail's link: it turns alerts off
 * without signing in, and does nothing else.
 */
export const alertSettings = pgTable('alert_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Value bets on followed teams at or above `minEdgePercent` expected value. */
  valueBets: boolean('value_bets').notNull().default(false),
  minEdgePercent: doublePrecision('min_edge_percent').notNull().default(5),
  /** Prices reaching a target the person set. */
  priceTargets: boolean('price_targets').notNull().default(false),
  maxPerDay: integer('max_per_day').notNull().default(5),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * A person's display preferences (contract/preferences.ts); each column is null until chosen.
 * Money is kept in hundredths, like every other amount.
 */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  oddsFormat: text('odds_format', { enum: ['american', 'decimal', 'fractional'] }),
  currency: text('currency'),
  bankrollCents: bigint('bankroll_cents', { mode: 'number' }),
  unitCents: bigint('unit_cents', { mode: 'number' }),
  timeZone: text('time_zone'),
  theme: text('theme', { enum: ['dark', 'light', 'system'] }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** "Tell me when this selection's price reaches `targetPrice`"; fired once. */
export const priceTargets = pgTable(
  'price_targets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    market: text('market', { enum: ['1x2', 'moneyline', 'total'] }).notNull(),
    selection: text('selection', { enum: ['home', 'draw', 'away', 'over', 'under'] }).notNull(),
    line: doublePrecision('line'),
    targetPrice: doublePrecision('target_price').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    firedAt: timestamptz('fired_at'),
  },
  (table) => [
    index().on(table.userId),
    index('price_targets_waiting_by_match').on(table.matchId).where(sql`${table.firedAt} is null`),
  ],
);

/**
 * Alert mails sent: `dedupeKey` (one per value bet or target) makes a second send of the same
 * alert impossible, and the rows of a UTC day are what the daily cap counts.
 */
export const alertMails = pgTable(
  'alert_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['value-bet', 'price-target'] }).notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('alert_mails_once').on(table.userId, table.dedupeKey),
    index().on(table.userId, table.day),
  ],
);

/**
 * Keeping betting in check: a break (a cool-off or a self-exclusion) hides value bets, odds and
 * bet tracking and stops alerts until `breakUntil`, and can only be lengthened; an optional
 * monthly stake limit the tracker warns about. Breaks run on the wall clock, not the replay clock.
 */
export const bettingLimits = pgTable('betting_limits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  breakKind: text('break_kind', { enum: ['cool-off', 'self-exclusion'] }),
  breakStartedAt: timestamptz('break_started_at'),
  breakUntil: timestamptz('break_until'),
  monthlyStakeLimitCents: integer('monthly_stake_limit_cents'),
  /**
   * A raised or removed stake limit waits 24 hours before it counts (a lower one counts at once):
   * from `stakeLimitPendingFrom` on, `stakeLimitPendingCents` (null: no limit) replaces
   * `monthlyStakeLimitCents`. Null `stakeLimitPendingFrom`: nothing is waiting.
   */
  stakeLimitPendingCents: integer('stake_limit_pending_cents'),
  stakeLimitPendingFrom: timestamptz('stake_limit_pending_from'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Time spent signed in, per person and UTC day, for the reality check: the web app reports that
 * it is open and in view, and the server adds the time since the last report, capped, so a
 * closed tab or a flood of reports adds nothing.
 */
export const timeSpent = pgTable(
  'time_spent',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
