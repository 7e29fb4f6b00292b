import { z } from 'zod';

/**
 * "Download my data" (Settings → Your data): everything Strix holds about one person, as they
 * would recognise it. Dates are ISO 8601 in UTC; money is whole cents plus the amount as Strix
 * shows it. Secrets Strix keeps only as hashes (password, session and reset tokens, API keys)
 * are never part of it.
 */

/** Bumped when a field changes meaning or goes away; new fields keep the number. */
export const DATA_EXPORT_SCHEMA = 'strix-data-export/1';

export const DATA_EXPORT_MESSAGES = {
  notYours: 'You can only download your own data.',
  badFormat: 'Choose a download format of zip or json.',
  tooMany: 'You have downloaded your data several times this hour. Please try again later.',
} as const;

/** `?format=zip` (the default: JSON, README and images) or `?format=json` (the JSON alone). */
export const DataExportQuerySchema = z.object({
  format: z.enum(['zip', 'json'], { error: DATA_EXPORT_MESSAGES.badFormat }).default('zip'),
});
export type DataExportFormat = z.output<typeof DataExportQuerySchema>['format'];

/** An amount of money: cents, and the amount as Strix shows it ('$9.99', or '12.50' for bets). */
export interface ExportMoney {
  cents: number;
  formatted: string;
}

export interface ExportAccount {
  id: string;
  email: string;
  name: string;
  provider: 'email' | 'google';
  hasPassword: boolean;
  passwordUpdatedAt: string | null;
  createdAt: string;
  updatedAt: string;
  plan: 'free' | 'pro' | 'premium';
  planUntil: string | null;
  credits: number;
}

export interface ExportProfile {
  username: string | null;
  bio: string | null;
  /** Path of the profile picture (its file is under images/ in the ZIP). */
  picture: string | null;
}

export interface ExportGoogleLink {
  issuer: string;
  /** The account's id at Google: what links the Google sign-in to this account. */
  subject: string;
  email: string | null;
  linkedAt: string;
}

export interface ExportSession {
  createdAt: string;
  expiresAt: string;
  reauthenticatedAt: string | null;
  userAgent: string | null;
  ip: string | null;
}

export interface ExportPasswordReset {
  requestedAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface ExportSearch {
  id: string;
  query: string;
  interpretation: Record<string, unknown>;
  paidWith: 'subscription' | 'allowance' | 'credit' | null;
  createdAt: string;
}

export interface ExportPrediction {
  id: string;
  searchId: string | null;
  matchId: number | null;
  league: string;
  homeTeam: string;
  awayTeam: string;
  hypothetical: boolean;
  probabilities: { home: number; draw: number | null; away: number };
  confidence: number;
  pick: 'home' | 'draw' | 'away' | null;
  pickPrice: number | null;
  madeAt: string;
  asOf: string;
  modelVersion: string | null;
  /** Filled once the match is played: the result and how the prediction scored. */
  grading: {
    settledAt: string;
    outcome: 'home' | 'draw' | 'away' | null;
    logLoss: number | null;
    brier: number | null;
    closingProb: number | null;
    clv: number | null;
  } | null;
  shareImage: string | null;
  /** The answer exactly as it was shown. */
  shown: Record<string, unknown>;
}

export interface ExportVote {
  target: string;
  choice: string;
  predictionId: string | null;
  createdAt: string;
}

/** A pick: what the person said would happen in a match, one per match, and how it was graded. */
export interface ExportPick {
  matchId: number;
  /** 'winner' (the "Who wins?" vote), 'agree' or 'disagree' (with Strix's call). */
  source: string;
  /** 'home', 'draw', 'away', or Strix's call not winning ('not_home', 'not_away'). */
  choice: string;
  predictionId: string | null;
  /** The app's clock when made or last changed. */
  pickedAt: string;
  outcome: string | null;
  correct: boolean | null;
  settledAt: string | null;
}

export interface ExportFollow {
  /** The other person's public username; null when they have none. */
  username: string | null;
  since: string;
}

export interface ExportAvatar {
  style: string;
  description: string;
  options: Record<string, unknown>;
  image: string;
  active: boolean;
  generationMs: number;
  createdAt: string;
}

export interface ExportLedgerEntry {
  kind: 'purchase' | 'spend' | 'refund' | 'grant';
  delta: number;
  balanceAfter: number;
  reference: string | null;
  createdAt: string;
}

export interface ExportUsageDay {
  day: string;
  allowanceUsed: number;
}

export interface ExportSubscription {
  plan: 'pro' | 'premium';
  status: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  paymentProviderCustomer: string | null;
  paymentProviderSubscription: string | null;
  updatedAt: string;
}

export interface ExportPayment {
  checkout: string;
  kind: 'subscription' | 'credits';
  item: string;
  amount: ExportMoney;
  status: 'open' | 'fulfilled' | 'expired';
  createdAt: string;
  fulfilledAt: string | null;
}

export interface ExportApiKey {
  name: string;
  /** The last four characters, as Settings shows them. */
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  usage: { day: string; requests: number }[];
}

export interface ExportBet {
  id: string;
  matchId: number | null;
  event: string | null;
  league: string | null;
  market: string;
  selection: string;
  line: number | null;
  price: number;
  stake: ExportMoney;
  bookmaker: string | null;
  takenAt: string;
  source: string;
  status: string;
  profit: ExportMoney | null;
  closingProb: number | null;
  clv: number | null;
  settledAt: string | null;
  note: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ExportTeamFollow {
  team: string;
  since: string;
}

export interface ExportAlertSettings {
  valueBets: boolean;
  minEdgePercent: number;
  priceTargets: boolean;
  maxPerDay: number;
  updatedAt: string;
}

export interface ExportPreferences {
  oddsFormat: string | null;
  currency: string | null;
  bankroll: number | null;
  unitSize: number | null;
  timeZone: string | null;
  theme: string | null;
  updatedAt: string;
}

export interface ExportPriceTarget {
  matchId: number;
  match: string;
  market: string;
  selection: string;
  line: number | null;
  targetPrice: number;
  createdAt: string;
  firedAt: string | null;
}

export interface ExportAlertMail {
  kind: 'value-bet' | 'price-target';
  about: string;
  day: string;
  sentAt: string;
}

export interface ExportBettingLimits {
  breakKind: 'cool-off' | 'self-exclusion' | null;
  breakStartedAt: string | null;
  breakUntil: string | null;
  monthlyStakeLimit: ExportMoney | null;
  pendingStakeLimit: ExportMoney | null;
  pendingFrom: string | null;
  updatedAt: string;
}

export interface ExportTimeSpent {
  day: string;
  seconds: number;
  lastSeenAt: string;
}

export interface DataExport {
  schema: typeof DATA_EXPORT_SCHEMA;
  exportedAt: string;
  account: ExportAccount;
  profile: ExportProfile;
  googleLinks: ExportGoogleLink[];
  sessions: ExportSession[];
  passwordResets: ExportPasswordReset[];
  searches: ExportSearch[];
  predictions: ExportPrediction[];
  votes: ExportVote[];
  picks: ExportPick[];
  following: ExportFollow[];
  followers: ExportFollow[];
  avatars: ExportAvatar[];
  creditLedger: ExportLedgerEntry[];
  usageDays: ExportUsageDay[];
  subscription: ExportSubscription | null;
  payments: ExportPayment[];
  apiKeys: ExportApiKey[];
  bets: ExportBet[];
  teamFollows: ExportTeamFollow[];
  preferences: ExportPreferences | null;
  alertSettings: ExportAlertSettings | null;
  priceTargets: ExportPriceTarget[];
  alertMails: ExportAlertMail[];
  bettingLimits: ExportBettingLimits | null;
  timeSpent: ExportTimeSpent[];
}
