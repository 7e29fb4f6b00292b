import { aliasedTable, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  alertMails,
  alertSettings,
  apiKeys,
  apiKeyUsage,
  avatars,
  bets,
  bettingLimits,
  checkoutSessions,
  creditLedger,
  follows,
  matches,
  oauthAccounts,
  passwordResetTokens,
  picks,
  predictions,
  priceTargets,
  searches,
  sessions,
  subscriptions,
  teamFollows,
  teams,
  timeSpent,
  usageDays,
  userPreferences,
  users,
  votes,
} from '../schema.ts';

const homeTeam = aliasedTable(teams, 'home_team');
const awayTeam = aliasedTable(teams, 'away_team');
const otherUser = aliasedTable(users, 'other_user');

/** A person's rows of the tables that hold little per person (settings, links, logs). */
async function accountRows(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  return {
    user,
    oauth: await db
      .select({
        issuer: oauthAccounts.issuer,
        subject: oauthAccounts.subject,
        email: oauthAccounts.email,
        createdAt: oauthAccounts.createdAt,
      })
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, userId))
      .orderBy(asc(oauthAccounts.createdAt)),
    // Every column but the token hash: a hash is of no use to its owner and is a secret's trace.
    sessions: await db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        reauthenticatedAt: sessions.reauthenticatedAt,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    resets: await db
      .select({
        createdAt: passwordResetTokens.createdAt,
        expiresAt: passwordResetTokens.expiresAt,
        usedAt: passwordResetTokens.usedAt,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId))
      .orderBy(asc(passwordResetTokens.createdAt)),
    subscription: (
      await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
    )[0],
    alertSettings: (
      await db
        .select({
          valueBets: alertSettings.valueBets,
          minEdgePercent: alertSettings.minEdgePercent,
          priceTargets: alertSettings.priceTargets,
          maxPerDay: alertSettings.maxPerDay,
          updatedAt: alertSettings.updatedAt,
        })
        .from(alertSettings)
        .where(eq(alertSettings.userId, userId))
    )[0],
    bettingLimits: (
      await db.select().from(bettingLimits).where(eq(bettingLimits.userId, userId))
    )[0],
    preferences: (
      await db
        .select({
          oddsFormat: userPreferences.oddsFormat,
          currency: userPreferences.currency,
          bankrollCents: userPreferences.bankrollCents,
          unitCents: userPreferences.unitCents,
          timeZone: userPreferences.timeZone,
          theme: userPreferences.theme,
          updatedAt: userPreferences.updatedAt,
        })
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId))
    )[0],
  };
}

/**
 * Questions asked, predictions shown (with their teams' names), the person's own votes and their
 * picks.
 */
async function searchRows(db: Db, userId: string) {
  return {
    searches: await db
      .select()
      .from(searches)
      .where(eq(searches.userId, userId))
      .orderBy(asc(searches.createdAt), asc(searches.id)),
    predictions: await db
      .select({ prediction: predictions, homeTeam: homeTeam.name, awayTeam: awayTeam.name })
      .from(predictions)
      .innerJoin(homeTeam, eq(homeTeam.id, predictions.homeTeamId))
      .innerJoin(awayTeam, eq(awayTeam.id, predictions.awayTeamId))
      .where(eq(predictions.userId, userId))
      .orderBy(asc(predictions.createdAt), asc(predictions.id)),
    votes: await db
      .select({
        target: votes.target,
        choice: votes.choice,
        predictionId: votes.predictionId,
        createdAt: votes.createdAt,
      })
      .from(votes)
      .where(eq(votes.userId, userId))
      .orderBy(asc(votes.createdAt), asc(votes.id)),
    picks: await db
      .select({
        matchId: picks.matchId,
        source: picks.source,
        choice: picks.choice,
        predictionId: picks.predictionId,
        pickedAt: picks.pickedAt,
        outcome: picks.outcome,
        correct: picks.correct,
        settledAt: picks.settledAt,
      })
      .from(picks)
      .where(eq(picks.userId, userId))
      .orderBy(asc(picks.pickedAt), asc(picks.id)),
  };
}

/**
 * Avatars, and whom the person follows and who follows them, as the other side's public
 * username (their id is not the person's to have).
 */
async function communityRows(db: Db, userId: string) {
  const rows = await db
    .select({
      followerId: follows.followerId,
      username: otherUser.username,
      createdAt: follows.createdAt,
    })
    .from(follows)
    .innerJoin(
      otherUser,
      sql`${otherUser.id} = case when ${follows.followerId} = ${userId} then ${follows.followeeId} else ${follows.followerId} end`,
    )
    .where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId)))
    .orderBy(asc(follows.createdAt));
  return {
    avatars: await db
      .select()
      .from(avatars)
      .where(eq(avatars.userId, userId))
      .orderBy(asc(avatars.createdAt), asc(avatars.id)),
    following: rows.filter((row) => row.followerId === userId),
    followers: rows.filter((row) => row.followerId !== userId),
  };
}

/** Money and usage: ledger, allowance days, checkouts, API keys with their daily requests. */
async function moneyRows(db: Db, userId: string) {
  return {
    ledger: await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(asc(creditLedger.createdAt), asc(creditLedger.id)),
    usageDays: await db
      .select()
      .from(usageDays)
      .where(eq(usageDays.userId, userId))
      .orderBy(asc(usageDays.day)),
    checkouts: await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, userId))
      .orderBy(asc(checkoutSessions.createdAt), asc(checkoutSessions.id)),
    apiKeys: await db
      .select({
        id: apiKeys.id,
        name: apiKeys.name,
        hint: apiKeys.hint,
        createdAt: apiKeys.createdAt,
        lastUsedAt: apiKeys.lastUsedAt,
        revokedAt: apiKeys.revokedAt,
      })
      .from(apiKeys)
      .where(eq(apiKeys.userId, userId))
      .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id)),
    apiKeyUsage: await db
      .select({ keyId: apiKeyUsage.keyId, day: apiKeyUsage.day, requests: apiKeyUsage.requests })
      .from(apiKeyUsage)
      .innerJoin(apiKeys, eq(apiKeys.id, apiKeyUsage.keyId))
      .where(eq(apiKeys.userId, userId))
      .orderBy(asc(apiKeyUsage.day)),
  };
}

/** Bets, followed teams, price targets, alert mails and time spent. */
async function bettingRows(db: Db, userId: string) {
  return {
    bets: await db
      .select()
      .from(bets)
      .where(eq(bets.userId, userId))
      .orderBy(asc(bets.takenAt), asc(bets.id)),
    teamFollows: await db
      .select({ team: teams.name, createdAt: teamFollows.createdAt })
      .from(teamFollows)
      .innerJoin(teams, eq(teams.id, teamFollows.teamId))
      .where(eq(teamFollows.userId, userId))
      .orderBy(asc(teamFollows.createdAt), asc(teams.name)),
    priceTargets: await db
      .select({ target: priceTargets, homeTeam: homeTeam.name, awayTeam: awayTeam.name })
      .from(priceTargets)
      .innerJoin(matches, eq(matches.id, priceTargets.matchId))
      .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
      .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
      .where(eq(priceTargets.userId, userId))
      .orderBy(asc(priceTargets.createdAt), asc(priceTargets.id)),
    alertMails: await db
      .select()
      .from(alertMails)
      .where(eq(alertMails.userId, userId))
      .orderBy(asc(alertMails.sentAt), asc(alertMails.id)),
    timeSpent: await db
      .select()
      .from(timeSpent)
      .where(eq(timeSpent.userId, userId))
      .orderBy(asc(timeSpent.day)),
  };
}

export type DataExportRows = NonNullable<Awaited<ReturnType<typeof readDataExportRows>>>;

/**
 * Every row Strix holds about one person, read in one repeatable-read, read-only transaction so
 * the parts agree with each other (a search made mid-export is in all of them or none).
 * Undefined when there is no such user.
 */
export async function readDataExportRows(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const account = await accountRows(tx, userId);
    if (!account) return undefined;
    return {
      ...account,
      ...(await searchRows(tx, userId)),
      ...(await communityRows(tx, userId)),
      ...(await moneyRows(tx, userId)),
      ...(await bettingRows(tx, userId)),
    };
  });
}
