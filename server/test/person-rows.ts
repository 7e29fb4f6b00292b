import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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
  leagues,
  matches,
  oauthAccounts,
  passwordResetTokens,
  picks,
  predictions,
  priceTargets,
  searches,
  seasons,
  sessions,
  sports,
  subscriptions,
  teamFollows,
  teams,
  timeSpent,
  usageDays,
  userPreferences,
  users,
  votes,
} from '../db/schema.ts';
import type { MediaStore } from '../lib/media.ts';

export interface SportsFixture {
  matchId: number;
  homeTeamId: number;
  awayTeamId: number;
}

/** One league, two teams and a match, enough for predictions, bets and price targets. */
export async function seedSportsFixture(db: Db): Promise<SportsFixture> {
  await db.insert(sports).values({ id: 'soccer', name: 'Soccer' }).onConflictDoNothing();
  await db
    .insert(leagues)
    .values({ id: 'E0', sportId: 'soccer', name: 'Premier League', country: 'England' })
    .onConflictDoNothing();
  const [season] = await db
    .insert(seasons)
    .values({ leagueId: 'E0', label: `fixture-${randomUUID()}` })
    .returning({ id: seasons.id });
  const [home, away] = await db
    .insert(teams)
    .values([
      { sportId: 'soccer', name: 'Arsenal', sourceKey: `Arsenal-${randomUUID()}` },
      { sportId: 'soccer', name: 'Chelsea', sourceKey: `Chelsea-${randomUUID()}` },
    ])
    .returning({ id: teams.id });
  const [match] = await db
    .insert(matches)
    .values({
      leagueId: 'E0',
      seasonId: season!.id,
      kickoff: new Date('2025-01-18T15:00:00Z'),
      kickoffTimeKnown: true,
      homeTeamId: home!.id,
      awayTeamId: away!.id,
      naturalKey: `E0:fixture:${randomUUID()}`,
      source: 'test',
    })
    .returning({ id: matches.id });
  return { matchId: match!.id, homeTeamId: home!.id, awayTeamId: away!.id };
}

/** A stored image with bytes of its own, so a copy can be told from another image. */
const fakePng = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(512)]);

export interface SeededPerson {
  /** Texts and ids only this person's rows hold, for scanning an export or a database. */
  marks: string[];
  /** Public paths of the person's stored images. */
  images: { profile: string; avatar: string; share: string };
  /** The question the person typed, held by their search and by its prediction's payload. */
  question: string;
  /** The subscription's id at the payment provider, for what cancelling it there looks like. */
  subscriptionId: string;
}

async function seedProfileAndAccount(db: Db, media: MediaStore, userId: string, label: string) {
  const picture = await media.savePng('profiles', fakePng());
  await db
    .update(users)
    .set({ username: `${label}_handle`, bio: `${label} bio`, profileImage: picture, credits: 4 })
    .where(eq(users.id, userId));
  await db.insert(oauthAccounts).values({
    issuer: 'https://accounts.google.com',
    subject: `${label}-google-subject`,
    userId,
    email: `${label}.google@example.com`,
  });
  await db.insert(sessions).values({
    tokenHash: `${label}-session-hash`,
    userId,
    expiresAt: new Date(Date.now() + 86_400_000),
    userAgent: `${label}-browser/1.0`,
    ip: '203.0.113.7',
  });
  await db.insert(passwordResetTokens).values({
    tokenHash: `${label}-reset-hash`,
    userId,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const avatar = await media.savePng('avatars', fakePng());
  await db.insert(avatars).values({
    userId,
    style: 'cartoon',
    description: `${label} avatar description`,
    options: { mood: 'happy' },
    image: avatar,
    isActive: true,
    generationMs: 12,
  });
  return { profile: picture, avatar };
}

async function seedSearches(
  db: Db,
  media: MediaStore,
  userId: string,
  label: string,
  sports: SportsFixture,
) {
  const question = `${label} asks about Arsenal`;
  const [search] = await db
    .insert(searches)
    .values({
      userId,
      query: question,
      interpretation: { kind: 'match' },
      spentFrom: 'credit',
    })
    .returning({ id: searches.id });
  const share = await media.savePng('shares', fakePng());
  const [prediction] = await db
    .insert(predictions)
    .values({
      userId,
      searchId: search!.id,
      matchId: sports.matchId,
      leagueId: 'E0',
      homeTeamId: sports.homeTeamId,
      awayTeamId: sports.awayTeamId,
      hypothetical: false,
      homeProb: 0.5,
      drawProb: 0.25,
      awayProb: 0.25,
      confidence: 70,
      asOf: new Date('2025-01-17T00:00:00Z'),
      payload: { prediction: 'Home win', insight: `${label} insight`, query: question },
      pick: 'home',
      settledAt: new Date('2025-01-18T17:00:00Z'),
      outcome: 'home',
      shareImage: share,
    })
    .returning({ id: predictions.id });
  await db.insert(votes).values([
    {
      target: `prediction:${sports.homeTeamId}|${sports.awayTeamId}`,
      choice: 'upvote',
      userId,
      predictionId: prediction!.id,
    },
    { target: `match:${sports.matchId}`, choice: 'home', userId },
  ]);
  await db.insert(picks).values({
    userId,
    matchId: sports.matchId,
    source: 'agree',
    choice: 'home',
    predictionId: prediction!.id,
    homeProb: 0.5,
    drawProb: 0.3,
    awayProb: 0.2,
    pickedAt: new Date('2025-01-15T12:00:00Z'),
  });
  return { question, search: search!.id, prediction: prediction!.id, share };
}

/** Every reference ends with the label, so a test can find the person's ledger rows by it. */
const ledgerReferences = (label: string) => ({
  purchase: `checkout:cs_${label}`,
  spend: `search:${label}`,
  grant: `grant:${label}`,
});

async function seedMoney(db: Db, userId: string, label: string) {
  const references = ledgerReferences(label);
  // A purchase stays for the books when the account goes; a spend and a grant do not.
  await db.insert(creditLedger).values([
    { userId, kind: 'purchase', delta: 4, balanceAfter: 4, reference: references.purchase },
    { userId, kind: 'spend', delta: -1, balanceAfter: 3, reference: references.spend },
    { userId, kind: 'grant', delta: 1, balanceAfter: 4, reference: references.grant },
  ]);
  await db.insert(usageDays).values({ userId, day: '2025-01-17', used: 2 });
  await db.insert(subscriptions).values({
    userId,
    plan: 'premium',
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    providerCustomerId: `cus_${label}`,
    providerSubscriptionId: `sub_${label}`,
    stateAt: new Date(),
  });
  await db.insert(checkoutSessions).values({
    id: `cs_${label}`,
    userId,
    kind: 'credits',
    item: 'small',
    amountCents: 499,
    status: 'fulfilled',
    fulfilledAt: new Date(),
  });
  const [key] = await db
    .insert(apiKeys)
    .values({ userId, name: `${label} bot`, keyHash: `${label}-key-hash`, hint: 'a1b2' })
    .returning({ id: apiKeys.id });
  await db.insert(apiKeyUsage).values({ keyId: key!.id, day: '2025-01-17', requests: 3 });
}

async function seedBetting(db: Db, userId: string, label: string, sports: SportsFixture) {
  await db.insert(bets).values({
    userId,
    matchId: sports.matchId,
    leagueId: 'E0',
    market: '1x2',
    selection: 'home',
    price: 2.1,
    stakeCents: 1250,
    takenAt: new Date('2025-01-17T12:00:00Z'),
    source: 'manual',
    note: `${label} bet note`,
  });
  await db.insert(teamFollows).values({ userId, teamId: sports.homeTeamId });
  await db.insert(alertSettings).values({ userId, unsubscribeToken: `${label}-unsubscribe` });
  await db.insert(userPreferences).values({ userId, oddsFormat: 'decimal', currency: '£' });
  await db.insert(priceTargets).values({
    userId,
    matchId: sports.matchId,
    market: '1x2',
    selection: 'away',
    targetPrice: 4.5,
  });
  await db.insert(alertMails).values({
    userId,
    kind: 'price-target',
    dedupeKey: `${label}-alert-key`,
    day: '2025-01-17',
  });
  await db.insert(bettingLimits).values({ userId, monthlyStakeLimitCents: 50_000 });
  await db
    .insert(timeSpent)
    .values({ userId, day: '2025-01-17', seconds: 600, lastSeenAt: new Date() });
}

/**
 * At least one row of every kind a person can have, follows with `friendId` both ways, and a
 * profile picture, an avatar and a share image on disk. Among them: a purchase, a spend and a
 * grant in the ledger, an active subscription at the payment provider with its checkout, a
 * prediction whose payload holds the typed question, votes with and without a prediction, and
 * an API key with its usage.
 */
export async function seedPersonRows(
  db: Db,
  media: MediaStore,
  person: { userId: string; label: string; friendId: string },
  sports: SportsFixture,
): Promise<SeededPerson> {
  const { userId, label, friendId } = person;
  const { profile, avatar } = await seedProfileAndAccount(db, media, userId, label);
  const searched = await seedSearches(db, media, userId, label, sports);
  await db
    .insert(follows)
    .values([
      { followerId: userId, followeeId: friendId },
      { followerId: friendId, followeeId: userId },
    ])
    .onConflictDoNothing();
  await seedMoney(db, userId, label);
  await seedBetting(db, userId, label, sports);
  return {
    images: { profile, avatar, share: searched.share },
    question: searched.question,
    subscriptionId: `sub_${label}`,
    marks: [
      userId,
      `${label}_handle`,
      `${label} bio`,
      `${label}-google-subject`,
      `${label}-browser/1.0`,
      searched.question,
      `${label} insight`,
      `${label} avatar description`,
      ...Object.values(ledgerReferences(label)),
      `cus_${label}`,
      `cs_${label}`,
      `${label} bot`,
      `${label} bet note`,
      `${label}-alert-key`,
      searched.search,
      searched.prediction,
      profile,
      avatar,
      searched.share,
    ],
  };
}
