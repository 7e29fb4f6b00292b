import { formatOdds, type MatchResponse, zoneAbbreviation } from '@contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import { testConfig } from '../../config/config.ts';
import { type Mailer, smtpMailer } from '../../data/mail/mailer.ts';
import { isUsLeague } from '../../data/reference/leagues.ts';
import { alertMails, bettingLimits, priceTargets, teamFollows } from '../../db/schema.ts';
import { alertsJob } from '../../jobs/alerts.ts';
import { type SlateBet, valueBetSlate } from '../../sports/prediction/value-bet-slate.ts';
import type { Catalogue } from '../../sports/state/catalogue.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  memoryMailer,
  nextIp,
  registerUser,
  type TestApp,
} from '../../test/harness.ts';
import { startSmtpServer } from '../../test/peers/smtp-server.ts';
import { createMetrics } from '../metrics/registry.ts';
import { createSearchDeps } from '../search/search-deps.ts';
import type { SearchDeps } from '../search/search-service.ts';

const PUBLIC_URL = 'https://strix.example';

describe.each(databaseKinds)('the alerts job on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let deps: SearchDeps;
  let ctx: AppContext;
  let slate: SlateBet[];
  let catalogue: Catalogue;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Saturday morning after Friday's capture: Everton–Tottenham's draw is priced as value
    // (engine/value/rule.ts); the small mirror's slates hold one value bet at most.
    const env = {
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      MAIL_FROM: 'Strix <alerts@strix.example>',
      AS_OF: '2025-01-18T08:00:00Z',
    };
    t = await createTestApp(kind, { env, from: 'mini-mirror' });
    const config = testConfig(env);
    ctx = {
      config,
      database: t.database,
      db: t.database.db,
      clock: t.clock,
      mailer: smtpMailer(smtp.url, config.mailFrom),
      log: t.app.log,
      metrics: createMetrics({}),
    } as unknown as AppContext;
    deps = createSearchDeps(ctx);
    const asOf = await currentAsOf(ctx);
    slate = await valueBetSlate(deps.state, asOf, deps.ctx.config.exchangeCommission);
    catalogue = await deps.state.getCatalogue(asOf);
  }, 180_000);
  afterAll(async () => {
    ctx?.mailer.close();
    await t?.close();
    await smtp?.close();
  });

  const run = (mailer: Mailer = ctx.mailer) => alertsJob({ ...ctx, mailer }, deps).run();
  const inboxOf = (email: string) => smtp.inbox.filter((mail) => mail.to.includes(email));
  const homeOf = (bet: SlateBet) => catalogue.fixtureById.get(bet.bet.matchId)!.homeTeamId;
  /** The team's strongest value bet on the slate (on any outcome of its matches). */
  const bestFor = (teamId: number) =>
    Math.max(
      ...slate
        .filter((s) => {
          const f = catalogue.fixtureById.get(s.bet.matchId)!;
          return f.homeTeamId === teamId || f.awayTeamId === teamId;
        })
        .map((s) => s.bet.expectedValue),
    );

  async function person(settings: Record<string, unknown>, teamIds: number[] = []) {
    const user = await registerUser(t.app);
    for (const teamId of teamIds) {
      const followed = await t.app.inject({
        method: 'PUT',
        url: `/api/user/${user.user.id}/teams/${teamId}`,
        headers: bearer(user.token),
        remoteAddress: nextIp(),
      });
      expect(followed.statusCode).toBe(200);
    }
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.user.id}/alerts`,
      headers: bearer(user.token),
      remoteAddress: nextIp(),
      payload: settings,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return user;
  }

  const rowsOf = (userId: string) =>
    t.database.db.select().from(alertMails).where(eq(alertMails.userId, userId));

  it('has a value bet on the slate to alert about (the fixture the tests need)', () => {
    expect(slate.length).toBeGreaterThanOrEqual(1);
  });

  /**
   * A target at 1.01 on every selection with a best price in the slate's matches: each is
   * reached at once, so with the value bets a person has more alerts than a small cap. Such a
   * target is far from the market, so it is sent confirmed.
   */
  async function targetsEverywhere(user: Awaited<ReturnType<typeof registerUser>>) {
    let made = 0;
    for (const matchId of new Set(slate.map((s) => s.bet.matchId))) {
      const match = (
        await t.app.inject({
          method: 'GET',
          url: `/api/match/${matchId}`,
          headers: bearer(user.token),
        })
      ).json() as MatchResponse;
      const market = match.sport === 'soccer' ? '1x2' : 'moneyline';
      for (const selection of ['home', 'draw', 'away'] as const) {
        if (!match.odds.some((row) => row.best[selection])) continue;
        const created = await t.app.inject({
          method: 'POST',
          url: `/api/user/${user.user.id}/price-targets`,
          headers: bearer(user.token),
          remoteAddress: nextIp(),
          payload: { matchId, market, selection, targetPrice: 1.01, confirm: true },
        });
        expect(created.statusCode, created.body).toBe(201);
        made += 1;
      }
    }
    return made;
  }

  it('mails a followed team’s value bet at or above the threshold once, with what, why and an unsubscribe link', async () => {
    const strongest = [...slate].sort((a, b) => b.bet.expectedValue - a.bet.expectedValue)[0]!;
    const teamId = homeOf(strongest);
    const teamName = catalogue.directory.team(teamId)!.name;
    // The threshold sits exactly on the team's best bet: at or above counts.
    const threshold = Math.floor(bestFor(teamId) * 10) / 10;
    const user = await person({ valueBets: true, minEdgePercent: threshold }, [teamId]);

    const first = await run();
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const mails = inboxOf(user.email);
    expect(mails).toHaveLength(1);
    // (Exactly one bet of the team's matches reaches its best EV on this slate.)
    const mail = mails[0]!.text;
    const bet = slate.find(
      (s) =>
        s.bet.expectedValue === bestFor(teamId) &&
        [s.bet.homeTeam, s.bet.awayTeam].includes(teamName),
    )!.bet;
    expect(mail).toContain(`${bet.homeTeam} vs ${bet.awayTeam}`);
    expect(mail).toContain(
      `Value bet: ${bet.description}, ${bet.netDecimalOdds.toFixed(2)} at ${bet.sportsbook}`,
    );
    expect(mail).toMatch(/a price \d+ (minute|hour|day)s? old/);
    expect(mail).toContain(`Expected value +${bet.expectedValue.toFixed(1)}%`);
    expect(mail).toContain(
      `Why you got this: you follow ${teamName} and asked for value bets of ${threshold}% or more.`,
    );
    expect(mail).toContain(`${PUBLIC_URL}/match/${bet.matchId}`);
    expect(mail).toMatch(
      new RegExp(`${PUBLIC_URL}/api/alerts/unsubscribe\\?token=[A-Za-z0-9_-]{43}`),
    );
    // Mail clients offer the same link as their own unsubscribe button.
    // (A long header is folded onto a second line.)
    expect(mails[0]!.raw.replace(/\r\n[ \t]+/g, ' ')).toMatch(
      new RegExp(
        `List-Unsubscribe:\\s*<${PUBLIC_URL}/api/alerts/unsubscribe\\?token=[A-Za-z0-9_-]{43}>`,
      ),
    );
    // …and, by RFC 8058, unsubscribe in one click without opening it.
    expect(mails[0]!.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(await rowsOf(user.user.id)).toHaveLength(1);

    // Nothing new at the clock: a second run sends nothing more.
    await run();
    expect(inboxOf(user.email)).toHaveLength(1);
    expect(await rowsOf(user.user.id)).toHaveLength(1);
  });

  it('sends nothing for value bets below the threshold', async () => {
    const teamId = homeOf(slate[0]!);
    const threshold = Math.floor(bestFor(teamId) * 10) / 10 + 0.2;
    const user = await person({ valueBets: true, minEdgePercent: threshold }, [teamId]);
    await run();
    expect(inboxOf(user.email)).toHaveLength(0);
    expect(await rowsOf(user.user.id)).toHaveLength(0);
  });

  it('sends nothing to someone who follows the team but has not opted in', async () => {
    const user = await person({ priceTargets: true }, [homeOf(slate[0]!)]);
    await run();
    expect(inboxOf(user.email)).toHaveLength(0);
  });

  /** Every team with a value bet on the slate, so one person has more alerts than the cap. */
  const everyTeam = () => [...new Set(slate.map(homeOf))];

  it('never sends more than the daily cap, with more alerts than the cap', async () => {
    const user = await person(
      { valueBets: true, minEdgePercent: 3, priceTargets: true, maxPerDay: 2 },
      everyTeam(),
    );
    expect(slate.length + (await targetsEverywhere(user))).toBeGreaterThan(2);
    await run();
    await run();
    expect(inboxOf(user.email)).toHaveLength(2);
    const rows = await rowsOf(user.user.id);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.dedupeKey)).size).toBe(2);
    const settings = await t.app.inject({
      method: 'GET',
      url: `/api/user/${user.user.id}/alerts`,
      headers: bearer(user.token),
    });
    expect(settings.json()).toMatchObject({ sentToday: 2, maxPerDay: 2 });
  });

  it('holds the cap and sends each alert once when runs overlap (two instances at once)', async () => {
    const user = await person(
      { valueBets: true, minEdgePercent: 3, priceTargets: true, maxPerDay: 3 },
      everyTeam(),
    );
    expect(slate.length + (await targetsEverywhere(user))).toBeGreaterThan(3);
    const second = await person({ valueBets: true, minEdgePercent: 3, maxPerDay: 20 }, [
      homeOf(slate[0]!),
    ]);
    // Two job instances (as two app instances would hold), each with its own SMTP connection.
    const otherMailer = smtpMailer(smtp.url, ctx.config.mailFrom);
    try {
      await Promise.all([run(), run(otherMailer), run(), run(otherMailer)]);
    } finally {
      otherMailer.close();
    }
    const mails = inboxOf(user.email);
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((m) => /Subject: (.*)/.exec(m.raw)?.[1])).size).toBe(3);
    expect(await rowsOf(user.user.id)).toHaveLength(3);
    // Someone with room to spare gets each of their alerts exactly once.
    const theirs = await rowsOf(second.user.id);
    expect(theirs.length).toBeGreaterThan(0);
    expect(inboxOf(second.email)).toHaveLength(theirs.length);
  });

  it('turns alerts off from the mail’s link without signing in', async () => {
    const teams = everyTeam();
    const user = await person({ valueBets: true, minEdgePercent: 3, maxPerDay: 1 }, teams);
    await run();
    const [mail] = inboxOf(user.email);
    const link = new RegExp(`${PUBLIC_URL}(/api/alerts/unsubscribe\\?token=[A-Za-z0-9_-]+)`).exec(
      mail!.text,
    );
    expect(link).not.toBeNull();
    const opened = await t.app.inject({ method: 'GET', url: link![1]!, remoteAddress: nextIp() });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/alerts/unsubscribed');
    const settings = await t.app.inject({
      method: 'GET',
      url: `/api/user/${user.user.id}/alerts`,
      headers: bearer(user.token),
    });
    expect(settings.json()).toMatchObject({ valueBets: false, priceTargets: false });
    // The cap of one is lifted, yet nothing more comes: alerts are off.
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.user.id}/alerts`,
      headers: bearer(user.token),
      remoteAddress: nextIp(),
      payload: { maxPerDay: 20 },
    });
    await run();
    expect(inboxOf(user.email)).toHaveLength(1);

    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/alerts/unsubscribe?token=not-a-real-token-at-all-0000',
      remoteAddress: nextIp(),
    });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('/alerts/unsubscribed?invalid=1');
  });

  it('turns alerts off by the one-click POST mail clients send (RFC 8058)', async () => {
    const user = await person({ valueBets: true, minEdgePercent: 3, maxPerDay: 1 }, everyTeam());
    await run();
    const [mail] = inboxOf(user.email);
    const link = new RegExp(`${PUBLIC_URL}(/api/alerts/unsubscribe\\?token=[A-Za-z0-9_-]+)`).exec(
      mail!.text,
    );
    const oneClick = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
        remoteAddress: nextIp(),
      });
    const posted = await oneClick(link![1]!);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toEqual({ unsubscribed: true });
    // Some clients send the same field as form-data.
    const boundary = 'strixOneClick';
    const asFormData = await t.app.inject({
      method: 'POST',
      url: link![1]!,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      remoteAddress: nextIp(),
    });
    expect(asFormData.statusCode).toBe(200);
    const settings = await t.app.inject({
      method: 'GET',
      url: `/api/user/${user.user.id}/alerts`,
      headers: bearer(user.token),
    });
    expect(settings.json()).toMatchObject({ valueBets: false, priceTargets: false });

    const forged = await oneClick('/api/alerts/unsubscribe?token=not-a-real-token-at-all-0000');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).not.toContain('not-a-real-token');
  });

  it('sends nothing to someone on a break, and resumes when the break is over', async () => {
    const user = await person({ valueBets: true, minEdgePercent: 3, maxPerDay: 1 }, everyTeam());
    const now = t.clock.now().getTime();
    await t.database.db.insert(bettingLimits).values({
      userId: user.user.id,
      breakKind: 'cool-off',
      breakStartedAt: new Date(now),
      breakUntil: new Date(now + 86_400_000),
    });
    await run();
    expect(inboxOf(user.email)).toHaveLength(0);
    expect(await rowsOf(user.user.id)).toHaveLength(0);
    await t.database.db
      .update(bettingLimits)
      .set({ breakUntil: new Date(now - 1000) })
      .where(eq(bettingLimits.userId, user.user.id));
    await run();
    expect(inboxOf(user.email)).toHaveLength(1);
  });

  it('mails a price target when the best fresh price reaches it, once, and marks it fired', async () => {
    const soccer = slate.find((s) => !isUsLeague(s.leagueId))!;
    const user = await person({ priceTargets: true });
    const match = (
      await t.app.inject({
        method: 'GET',
        url: `/api/match/${soccer.bet.matchId}`,
        headers: bearer(user.token),
      })
    ).json() as MatchResponse;
    const best = match.odds.find((row) => row.best.home)!;
    const price = best.netDecimal.home!;
    const target = (targetPrice: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/${user.user.id}/price-targets`,
        headers: bearer(user.token),
        remoteAddress: nextIp(),
        payload: { matchId: match.id, market: '1x2', selection: 'home', targetPrice },
      });
    const reached = await target(price);
    expect(reached.statusCode, reached.body).toBe(201);
    const above = await target(Math.round((price + 0.01) * 100) / 100);
    expect(above.statusCode).toBe(201);

    await run();
    await run();
    const mails = inboxOf(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      `${match.homeTeam} to win is now ${price.toFixed(2)} at ${best.sportsbook}`,
    );
    expect(mails[0]!.text).toContain(`Your target was ${price.toFixed(2)}.`);
    const rows = await t.database.db
      .select()
      .from(priceTargets)
      .where(eq(priceTargets.userId, user.user.id));
    const fired = rows.find((r) => r.id === reached.json().id)!;
    const waiting = rows.find((r) => r.id === above.json().id)!;
    expect(fired.firedAt).not.toBeNull();
    expect(waiting.firedAt).toBeNull();
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/user/${user.user.id}/price-targets`,
      headers: bearer(user.token),
    });
    expect(
      (listed.json() as { targets: { id: string; status: string }[] }).targets.map((x) => [
        x.id,
        x.status,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [fired.id, 'fired'],
        [waiting.id, 'waiting'],
      ]),
    );
  });

  it("writes prices in the person's odds format and the kick-off in their time zone", async () => {
    const soccer = slate.find((s) => !isUsLeague(s.leagueId))!;
    const user = await person({ priceTargets: true });
    const chose = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.user.id}/preferences`,
      headers: bearer(user.token),
      remoteAddress: nextIp(),
      payload: { oddsFormat: 'american', timeZone: 'America/New_York' },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const match = (
      await t.app.inject({
        method: 'GET',
        url: `/api/match/${soccer.bet.matchId}`,
        headers: bearer(user.token),
      })
    ).json() as MatchResponse;
    const best = match.odds.find((row) => row.best.home)!;
    const price = best.netDecimal.home!;
    // Typed as American odds, as the person reads them.
    const american = formatOdds({ american: null, decimal: price }, 'american');
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/user/${user.user.id}/price-targets`,
      headers: bearer(user.token),
      remoteAddress: nextIp(),
      payload: {
        matchId: match.id,
        market: '1x2',
        selection: 'home',
        targetPrice: formatOdds({ american: null, decimal: price - 0.05 }, 'american'),
        priceFormat: 'american',
      },
    });
    expect(set.statusCode, set.body).toBe(201);

    await run();
    const [mail] = inboxOf(user.email);
    // The subject, as the mail carries it (quoted-printable: spaces are underscores).
    expect(mail!.raw).toContain(`to_win_at_${american}`);
    expect(mail!.text).toContain(
      `${match.homeTeam} to win is now ${american} at ${best.sportsbook}`,
    );
    expect(mail!.text).not.toContain(price.toFixed(2));
    const zone = zoneAbbreviation(new Date(match.startTime), 'America/New_York');
    expect(zone).toMatch(/^E[SD]T$/);
    expect(mail!.text).toContain(` ${zone}`);
  });

  it('gives an alert back when the SMTP server refuses its mail, and sends it on a later run', async () => {
    const user = await person({ valueBets: true, minEdgePercent: 3, maxPerDay: 1 }, everyTeam());
    const refusing: Mailer = {
      delivers: true,
      send: () => Promise.reject(new Error('450 mailbox unavailable')),
      close() {},
    };
    const refused = await run(refusing);
    expect(refused.failed).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(user.user.id)).toHaveLength(0);
    await run();
    expect(inboxOf(user.email)).toHaveLength(1);
    expect(await rowsOf(user.user.id)).toHaveLength(1);
  });

  it('without SMTP sends nothing, records nothing, and says so once', async () => {
    const user = await person({ valueBets: true, minEdgePercent: 3 }, everyTeam());
    const mailer = memoryMailer();
    const info = vi.fn();
    const job = alertsJob({ ...ctx, mailer, log: { ...t.app.log, info } as never }, deps);
    expect(await job.run()).toMatchObject({ sent: 0, mailOff: true });
    await job.run();
    expect(mailer.sent).toHaveLength(0);
    expect(await rowsOf(user.user.id)).toHaveLength(0);
    expect(info).toHaveBeenCalledTimes(1);
    expect(String(info.mock.calls[0]![0])).toContain('SMTP_URL is not set');
    // Followed teams stay followed; nothing else changed.
    const follows = await t.database.db
      .select()
      .from(teamFollows)
      .where(and(eq(teamFollows.userId, user.user.id)));
    expect(follows.length).toBe(everyTeam().length);
  });
});
