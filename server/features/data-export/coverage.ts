import type { DataExport } from '@contract';

/**
 * Where each table holding a person's rows appears in their export. The coverage test reads
 * every table that points at users (directly, or through a table that does) from PostgreSQL's
 * catalogue and fails for any table missing here, so a new table cannot be left out by accident.
 * A table kept out on purpose is listed with `excluded` and the reason.
 */
export const EXPORT_COVERAGE: Record<string, { section: keyof DataExport } | { excluded: string }> =
  {
    users: { section: 'account' },
    oauth_accounts: { section: 'googleLinks' },
    sessions: { section: 'sessions' },
    password_reset_tokens: { section: 'passwordResets' },
    searches: { section: 'searches' },
    predictions: { section: 'predictions' },
    votes: { section: 'votes' },
    picks: { section: 'picks' },
    follows: { section: 'following' },
    avatars: { section: 'avatars' },
    credit_ledger: { section: 'creditLedger' },
    usage_days: { section: 'usageDays' },
    subscriptions: { section: 'subscription' },
    checkout_sessions: { section: 'payments' },
    api_keys: { section: 'apiKeys' },
    api_key_usage: { section: 'apiKeys' },
    bets: { section: 'bets' },
    team_follows: { section: 'teamFollows' },
    alert_settings: { section: 'alertSettings' },
    user_preferences: { section: 'preferences' },
    price_targets: { section: 'priceTargets' },
    alert_mails: { section: 'alertMails' },
    betting_limits: { section: 'bettingLimits' },
    time_spent: { section: 'timeSpent' },
  };
