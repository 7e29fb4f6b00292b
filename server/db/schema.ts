import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
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
});

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
 * Counters behind the auth rate limits, shared by every app instance through the database.
 * A key is e.g. 'login:ip:203.0.113.9' or 'login:account:ana@example.com'.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamptz('window_started_at').notNull(),
  blockedUntil: timestamptz('blocked_until'),
});
