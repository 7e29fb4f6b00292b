import {
  DATA_EXPORT_SCHEMA,
  type DataExport,
  type ExportBettingLimits,
  type ExportMoney,
  type ExportPrediction,
  type ExportPreferences,
  type ExportSubscription,
} from '@contract';
import type { DataExportRows } from '../../db/queries/data-export.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Payments are in US cents, shown as the plans screen shows prices ('$5', '$9.99'). */
function usd(cents: number): ExportMoney {
  const dollars = Math.abs(cents) / 100;
  const amount = Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);
  return { cents, formatted: `${cents < 0 ? '-' : ''}$${amount}` };
}

/** Bets are in hundredths of the person's own unit, shown with two decimals and no currency. */
const units = (cents: number): ExportMoney => ({ cents, formatted: (cents / 100).toFixed(2) });

function prediction(row: DataExportRows['predictions'][number]): ExportPrediction {
  const p = row.prediction;
  return {
    id: p.id,
    searchId: p.searchId,
    matchId: p.matchId,
    league: p.leagueId,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    hypothetical: p.hypothetical,
    probabilities: { home: p.homeProb, draw: p.drawProb, away: p.awayProb },
    confidence: p.confidence,
    pick: p.pick,
    pickPrice: p.pickPrice,
    madeAt: iso(p.createdAt),
    asOf: iso(p.asOf),
    modelVersion: p.modelVersion,
    grading: p.settledAt
      ? {
          settledAt: iso(p.settledAt),
          outcome: p.outcome,
          logLoss: p.logLoss,
          brier: p.brier,
          closingProb: p.closingProb,
          clv: p.clv,
        }
      : null,
    shareImage: p.shareImage,
    shown: p.payload,
  };
}

function subscription(row: DataExportRows['subscription']): ExportSubscription | null {
  if (!row) return null;
  return {
    plan: row.plan,
    status: row.status,
    currentPeriodEnd: iso(row.currentPeriodEnd),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    paymentProviderCustomer: row.providerCustomerId,
    paymentProviderSubscription: row.providerSubscriptionId,
    updatedAt: iso(row.updatedAt),
  };
}

function limits(row: DataExportRows['bettingLimits']): ExportBettingLimits | null {
  if (!row) return null;
  return {
    breakKind: row.breakKind,
    breakStartedAt: isoOrNull(row.breakStartedAt),
    breakUntil: isoOrNull(row.breakUntil),
    monthlyStakeLimit:
      row.monthlyStakeLimitCents === null ? null : units(row.monthlyStakeLimitCents),
    pendingStakeLimit:
      row.stakeLimitPendingCents === null ? null : units(row.stakeLimitPendingCents),
    pendingFrom: isoOrNull(row.stakeLimitPendingFrom),
    updatedAt: iso(row.updatedAt),
  };
}

function preferencesOf(row: NonNullable<DataExportRows['preferences']>): ExportPreferences {
  const { bankrollCents, unitCents, updatedAt, ...rest } = row;
  return {
    ...rest,
    bankroll: bankrollCents === null ? null : bankrollCents / 100,
    unitSize: unitCents === null ? null : unitCents / 100,
    updatedAt: iso(updatedAt),
  };
}

function accountParts(rows: DataExportRows, now: Date) {
  const { user } = rows;
  // As usage reads it: a paid plan counts until its period's end, and not without one.
  const planInForce = user.plan && user.planUntil && user.planUntil > now ? user.plan : 'free';
  return {
    account: {
      id: user.id,
      email: user.email,
      name: user.name,
      provider: user.provider,
      hasPassword: user.passwordHash !== null,
      passwordUpdatedAt: isoOrNull(user.passwordUpdatedAt),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
      plan: planInForce,
      planUntil: isoOrNull(user.planUntil),
      credits: user.credits,
    },
    profile: { username: user.username, bio: user.bio, picture: user.profileImage },
    googleLinks: rows.oauth.map((o) => ({
      issuer: o.issuer,
      subject: o.subject,
      email: o.email,
      linkedAt: iso(o.createdAt),
    })),
    sessions: rows.sessions.map((s) => ({
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      reauthenticatedAt: isoOrNull(s.reauthenticatedAt),
      userAgent: s.userAgent,
      ip: s.ip,
    })),
    passwordResets: rows.resets.map((r) => ({
      requestedAt: iso(r.createdAt),
      expiresAt: iso(r.expiresAt),
      usedAt: isoOrNull(r.usedAt),
    })),
  } satisfies Partial<DataExport>;
}

function activityParts(rows: DataExportRows) {
  const follow = (f: { username: string | null; createdAt: Date }) => ({
    username: f.username,
    since: iso(f.createdAt),
  });
  return {
    searches: rows.searches.map((s) => ({
      id: s.id,
      query: s.query,
      interpretation: s.interpretation,
      paidWith: s.spentFrom,
      createdAt: iso(s.createdAt),
    })),
    predictions: rows.predictions.map(prediction),
    votes: rows.votes.map((v) => ({ ...v, createdAt: iso(v.createdAt) })),
    picks: rows.picks.map((k) => ({
      ...k,
      pickedAt: iso(k.pickedAt),
      settledAt: isoOrNull(k.settledAt),
    })),
    following: rows.following.map(follow),
    followers: rows.followers.map(follow),
    avatars: rows.avatars.map((a) => ({
      style: a.style,
      description: a.description,
      options: a.options,
      image: a.image,
      active: a.isActive,
      generationMs: a.generationMs,
      createdAt: iso(a.createdAt),
    })),
  } satisfies Partial<DataExport>;
}

function moneyParts(rows: DataExportRows) {
  return {
    creditLedger: rows.ledger.map((l) => ({
      kind: l.kind,
      delta: l.delta,
      balanceAfter: l.balanceAfter,
      reference: l.reference,
      createdAt: iso(l.createdAt),
    })),
    usageDays: rows.usageDays.map((u) => ({ day: u.day, allowanceUsed: u.used })),
    subscription: subscription(rows.subscription),
    payments: rows.checkouts.map((c) => ({
      checkout: c.id,
      kind: c.kind,
      item: c.item,
      amount: usd(c.amountCents),
      status: c.status,
      createdAt: iso(c.createdAt),
      fulfilledAt: isoOrNull(c.fulfilledAt),
    })),
    apiKeys: rows.apiKeys.map((k) => ({
      name: k.name,
      hint: k.hint,
      createdAt: iso(k.createdAt),
      lastUsedAt: isoOrNull(k.lastUsedAt),
      revokedAt: isoOrNull(k.revokedAt),
      usage: rows.apiKeyUsage
        .filter((u) => u.keyId === k.id)
        .map((u) => ({ day: u.day, requests: u.requests })),
    })),
  } satisfies Partial<DataExport>;
}

function bettingParts(rows: DataExportRows) {
  return {
    bets: rows.bets.map((b) => ({
      id: b.id,
      matchId: b.matchId,
      event: b.event,
      league: b.leagueId,
      market: b.market,
      selection: b.selection,
      line: b.line,
      price: b.price,
      stake: units(b.stakeCents),
      bookmaker: b.bookmaker,
      takenAt: iso(b.takenAt),
      source: b.source,
      status: b.status,
      profit: b.profitCents === null ? null : units(b.profitCents),
      closingProb: b.closingProb,
      clv: b.clv,
      settledAt: isoOrNull(b.settledAt),
      note: b.note,
      createdAt: iso(b.createdAt),
      updatedAt: iso(b.updatedAt),
    })),
    teamFollows: rows.teamFollows.map((t) => ({ team: t.team, since: iso(t.createdAt) })),
    preferences: rows.preferences ? preferencesOf(rows.preferences) : null,
    alertSettings: rows.alertSettings
      ? { ...rows.alertSettings, updatedAt: iso(rows.alertSettings.updatedAt) }
      : null,
    priceTargets: rows.priceTargets.map(({ target, homeTeam, awayTeam }) => ({
      matchId: target.matchId,
      match: `${homeTeam} v ${awayTeam}`,
      market: target.market,
      selection: target.selection,
      line: target.line,
      targetPrice: target.targetPrice,
      createdAt: iso(target.createdAt),
      firedAt: isoOrNull(target.firedAt),
    })),
    alertMails: rows.alertMails.map((m) => ({
      kind: m.kind,
      about: m.dedupeKey,
      day: m.day,
      sentAt: iso(m.sentAt),
    })),
    bettingLimits: limits(rows.bettingLimits),
    timeSpent: rows.timeSpent.map((t) => ({
      day: t.day,
      seconds: t.seconds,
      lastSeenAt: iso(t.lastSeenAt),
    })),
  } satisfies Partial<DataExport>;
}

/** The rows as the person would recognise them: names instead of ids, ISO dates, money. */
export function shapeDataExport(rows: DataExportRows, now: Date): DataExport {
  return {
    schema: DATA_EXPORT_SCHEMA,
    exportedAt: iso(now),
    ...accountParts(rows, now),
    ...activityParts(rows),
    ...moneyParts(rows),
    ...bettingParts(rows),
  };
}

/** Every stored image of the person, each once: profile picture, avatars, share images. */
export function imagePathsOf(data: DataExport): string[] {
  const paths = [
    data.profile.picture,
    ...data.avatars.map((a) => a.image),
    ...data.predictions.map((p) => p.shareImage),
  ];
  return [...new Set(paths.filter((path): path is string => path !== null))];
}
