import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AUTH_MESSAGES,
  type SearchResponse,
  SHARE_MESSAGES,
  type SharedPrediction,
  type ShareImageResponse,
  shareFileName,
  withoutPrices,
} from '@contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config/config.ts';
import { predictions } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { mediaStore } from '../../lib/media.ts';
import { percentages } from '../../sports/prediction/prediction-builder.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';
import { advanceReplayClock } from '../clock/advance-replay-clock.ts';
import { shareCardTree } from './card.ts';
import { cardDataOf, ensureShareImage, loadShareable, shareFacts } from './share-service.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ORIGIN = 'http://localhost:3000';

describe.each(databaseKinds)('sharing a prediction on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let other: Awaited<ReturnType<typeof registerUser>>;
  let soccer: SearchResponse['prediction'];
  let basketball: SearchResponse['prediction'];
  let priced: SearchResponse['prediction'];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'strix-share-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir }, from: 'mini-mirror' });
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
    await setPlan(t.database, owner.user.id, 'premium');
    const search = async (query: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/search',
        headers: bearer(owner.token),
        remoteAddress: nextIp(),
        payload: { query },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as SearchResponse).prediction;
    };
    soccer = await search('Arsenal vs Manchester City prediction');
    basketball = await search('NBA Lakers vs Warriors odds');
    priced = await search('Newcastle vs Wolves');
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const createImage = (id: string, headers: InjectOptions['headers'] = bearer(owner.token)) =>
    t.app.inject({ method: 'POST', url: `/api/predictions/${id}/image`, headers });

  it('renders the owner a 1200×630 PNG card once, with the share text and link', async () => {
    const response = await createImage(soccer.predictionId);
    expect(response.statusCode).toBe(200);
    const body = response.json() as ShareImageResponse;
    expect(Object.keys(body).sort()).toEqual(['imageUrl', 'shareUrl', 'socialText']);
    expect(body.imageUrl).toMatch(/^\/media\/shares\/[0-9a-f-]{36}\.png$/);
    expect(body.shareUrl).toBe(`http://localhost:3000/p/${soccer.predictionId}`);

    // The headline, both teams and the stored probabilities as one-decimal percentages.
    const [row] = await t.database.db
      .select()
      .from(predictions)
      .where(eq(predictions.id, soccer.predictionId));
    const [home, draw, away] = percentages([row!.homeProb, row!.drawProb!, row!.awayProb]);
    expect(home! + draw! + away!).toBeCloseTo(100, 6);
    expect(body.socialText).toBe(
      `AI Sports Prediction: Arsenal ${home!.toFixed(1)}% vs Manchester City ${away!.toFixed(1)}% (draw ${draw!.toFixed(1)}%) · Premier League, Sun 2 Feb 2025, 16:30 GMT`,
    );
    // The same numbers the result card showed.
    expect(home).toBe(soccer.homeTeamWinProb);
    expect(away).toBe(soccer.awayTeamWinProb);

    const image = await t.app.inject({ method: 'GET', url: body.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(row!.shareImage).toBe(body.imageUrl);

    // Asked again: the stored card, not a new render.
    const again = (await createImage(soccer.predictionId)).json() as ShareImageResponse;
    expect(again).toEqual(body);
  });

  it("labels the card, the shared page and the link preview with the answer's own source", async () => {
    // Soccer publishes Pinnacle's de-vigged price: the card must not call it a blend.
    expect(priced.probabilitySource.label).toBe("Market's fair price — Pinnacle, no-vig");
    const shared = (
      await t.app.inject({ method: 'GET', url: `/api/shared/${priced.predictionId}` })
    ).json() as SharedPrediction;
    expect(shared.probabilitySource).toEqual(priced.probabilitySource);
    // The card and the link preview are one for every viewer, a person on a break included:
    // the same source, with no bookmaker named.
    const row = await loadShareable(t.database, priced.predictionId);
    const card = JSON.stringify(shareCardTree(cardDataOf(shareFacts(row!))));
    const label = withoutPrices(priced.probabilitySource).label;
    expect(label).toBe("Market's fair price, no-vig");
    expect(card).toContain(label);
    expect(card).not.toMatch(/blended|pooled|pinnacle/i);
    const page = (await t.app.inject({ method: 'GET', url: `/p/${priced.predictionId}` })).body;
    expect(page).toContain('(Market&#39;s fair price, no-vig)');
    // The unpriced answer's card says the model alone, as its answer did.
    const unpriced = await loadShareable(t.database, soccer.predictionId);
    expect(soccer.probabilitySource.label).toBe('Model only — no prices yet');
    expect(JSON.stringify(shareCardTree(cardDataOf(shareFacts(unpriced!))))).toContain(
      '"Model only"',
    );
    const image = (await createImage(priced.predictionId)).json() as ShareImageResponse;
    const png = await t.app.inject({ method: 'GET', url: image.imageUrl });
    expect((await sharp(png.rawPayload).metadata()).width).toBe(1200);
  });

  it('names sports without draws by their two percentages', async () => {
    const response = await createImage(basketball.predictionId);
    expect(response.statusCode).toBe(200);
    const body = response.json() as ShareImageResponse;
    expect(body.socialText).toMatch(
      /^AI Sports Prediction: Golden State Warriors \d+\.\d% vs Los Angeles Lakers \d+\.\d% · NBA, \w{3} \d{1,2} \w{3} 2025$/,
    );
    const [home, away] = body.socialText.match(/\d+\.\d(?=%)/g)!.map(Number);
    expect(Math.round((home! + away!) * 10)).toBe(1000);
    expect(body.socialText).not.toMatch(/draw/i);
  });

  it('accepts the spec client: a JSON content type and no body, by cookie from the app', async () => {
    const response = await createImage(soccer.predictionId, {
      'content-type': 'application/json',
      cookie: `strix_session=${owner.cookie}`,
      origin: ORIGIN,
    });
    expect(response.statusCode).toBe(200);
  });

  it('needs a signed-in owner and a saved prediction', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/predictions/${soccer.predictionId}/image`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: AUTH_MESSAGES.notSignedIn });

    const stranger = await createImage(soccer.predictionId, bearer(other.token));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ error: SHARE_MESSAGES.notYours });
    const strangerCookie = await createImage(soccer.predictionId, {
      cookie: `strix_session=${other.cookie}`,
      origin: ORIGIN,
    });
    expect(strangerCookie.statusCode).toBe(403);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'undefined', 'not-a-uuid', '1']) {
      const missing = await createImage(id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Prediction must be saved first' });
    }
  });

  it('serves /p/{id} with Open Graph and Twitter tags and a sign-up link, never a redirect', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/p/${soccer.predictionId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    const { imageUrl } = (await createImage(soccer.predictionId)).json() as ShareImageResponse;
    const meta = (attribute: 'property' | 'name', key: string) =>
      new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
    expect(meta('property', 'og:title')).toBe('Arsenal vs Manchester City — AI Sports Prediction');
    expect(meta('property', 'og:description')).toBe(
      `Arsenal ${soccer.homeTeamWinProb.toFixed(1)}% · Draw ${soccer.drawProb!.toFixed(1)}% · Manchester City ${soccer.awayTeamWinProb.toFixed(1)}% (Model only). Premier League, Sun 2 Feb 2025, 16:30 GMT. ${SHARE_MESSAGES.disclaimer}`,
    );
    expect(meta('property', 'og:image')).toBe(`http://localhost:3000${imageUrl}`);
    expect(meta('property', 'og:image:width')).toBe('1200');
    expect(meta('property', 'og:image:height')).toBe('630');
    expect(meta('property', 'og:url')).toBe(`http://localhost:3000/p/${soccer.predictionId}`);
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(meta('name', 'twitter:image')).toBe(`http://localhost:3000${imageUrl}`);
    // A friend without an account stays on the shared prediction (the match page needs one).
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).not.toContain('/match/');
    expect(html).toContain('<a href="/auth/signup">Sign up free</a>');
    // The CSP allows no inline script, and the page has none.
    expect(html).not.toMatch(/<script/i);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('renders the card on demand for a link shared before any image was made', async () => {
    await t.database.db
      .update(predictions)
      .set({ shareImage: null })
      .where(eq(predictions.id, basketball.predictionId));
    const page = await t.app.inject({ method: 'GET', url: `/p/${basketball.predictionId}` });
    expect(page.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ shareImage: predictions.shareImage })
      .from(predictions)
      .where(eq(predictions.id, basketball.predictionId));
    expect(row!.shareImage).toMatch(/^\/media\/shares\/[0-9a-f-]{36}\.png$/);
    expect(page.body).toContain(`content="http://localhost:3000${row!.shareImage}"`);
    const image = await t.app.inject({ method: 'GET', url: row!.shareImage! });
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1200);
    // Concurrent first views of another prediction still end with one recorded image.
    await t.database.db
      .update(predictions)
      .set({ shareImage: null })
      .where(eq(predictions.id, basketball.predictionId));
    const pages = await Promise.all(
      [1, 2, 3].map(() => t.app.inject({ method: 'GET', url: `/p/${basketball.predictionId}` })),
    );
    const images = new Set(
      pages.map((p) => /property="og:image" content="([^"]+)"/.exec(p.body)![1]),
    );
    expect(images.size).toBe(1);
  });

  it('a card that lost the race to another instance is removed, the recorded one kept', async () => {
    const shares = join(dataDir, 'media', 'shares');
    const media = mediaStore(dataDir);
    const ctx = { db: t.database.db, media, log: pino({ level: 'silent' }) };
    await t.database.db
      .update(predictions)
      .set({ shareImage: null })
      .where(eq(predictions.id, soccer.predictionId));
    // Read before the other instance records its card, as a request in flight would have.
    const stale = (await loadShareable(ctx, soccer.predictionId))!;
    const theirs = await media.savePng('shares', PNG_SIGNATURE);
    await t.database.db
      .update(predictions)
      .set({ shareImage: theirs })
      .where(eq(predictions.id, soccer.predictionId));
    const before = await readdir(shares);

    expect(await ensureShareImage(ctx, stale)).toBe(theirs);
    expect((await readdir(shares)).sort()).toEqual(before.sort());
    expect(await media.read(theirs)).toEqual(PNG_SIGNATURE);
  });

  it('escapes every name on the page and labels a what-if', async () => {
    const [source] = await t.database.db
      .select()
      .from(predictions)
      .where(eq(predictions.id, soccer.predictionId));
    const [inserted] = await t.database.db
      .insert(predictions)
      .values({
        ...source!,
        id: undefined,
        matchId: null,
        hypothetical: true,
        shareImage: null,
        payload: {
          ...source!.payload,
          homeTeam: '<script>alert("x")</script> & Co',
          awayTeam: `O'Brien "United"`,
          kickoff: null,
        },
      })
      .returning({ id: predictions.id });
    const response = await t.app.inject({ method: 'GET', url: `/p/${inserted!.id}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toContain('<script');
    expect(html).not.toContain(`O'Brien`);
    expect(html).toContain(
      '<meta property="og:title" content="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co vs O&#39;Brien &quot;United&quot; — AI Sports Prediction">',
    );
    expect(html).toContain('What-if matchup');
    expect(html).not.toContain('http-equiv="refresh"');
    // The card itself draws the names as text (no markup is interpreted there either).
    const { imageUrl, socialText } = (await createImage(inserted!.id)).json() as ShareImageResponse;
    expect(socialText).toContain('<script>alert("x")</script> & Co');
    const image = await t.app.inject({ method: 'GET', url: imageUrl });
    expect((await sharp(image.rawPayload).metadata()).height).toBe(630);
  });

  it('answers unknown share links with a 404 page', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '%3Cb%3E']) {
      const response = await t.app.inject({ method: 'GET', url: `/p/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('Page Not Found');
      expect(response.body).not.toContain('<b>');
    }
  });

  it('gives anyone with the link the prediction, signed out too, and nothing of Advanced Analytics', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/shared/${soccer.predictionId.toUpperCase()}`,
    });
    expect(response.statusCode).toBe(200);
    const shared = response.json() as SharedPrediction;
    const [home, draw, away] = percentages([
      soccer.homeTeamWinProb / 100,
      soccer.drawProb! / 100,
      soccer.awayTeamWinProb / 100,
    ]);
    expect(shared).toMatchObject({
      id: soccer.predictionId,
      matchId: soccer.matchId,
      homeTeam: 'Arsenal',
      awayTeam: 'Manchester City',
      league: 'Premier League',
      kickoff: soccer.kickoff,
      hypothetical: false,
      homeWinProb: home,
      drawProb: draw,
      awayWinProb: away,
      confidence: soccer.confidence,
      prediction: soccer.prediction,
      summary: soccer.summary,
      keyInsights: soccer.keyInsights,
      shareUrl: `http://localhost:3000/p/${soccer.predictionId}`,
    });
    expect(shared.keyInsights.length).toBeGreaterThan(0);
    expect(Object.keys(shared).filter((key) => /odds|value|article|news/i.test(key))).toEqual([]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/shared/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        error: 'This shared prediction does not exist or is no longer available.',
      });
    }
  });

  it('serves /p/{id} as the app with the card tags and the public address, never its sign-in', async () => {
    const webDir = await mkdtemp(join(tmpdir(), 'strix-share-web-'));
    await mkdir(webDir, { recursive: true });
    await writeFile(
      join(webDir, 'index.html'),
      '<!doctype html><html><head><title>SPA shell</title><meta name="description" content="The app.">\n</head><body><div id="root"></div></body></html>',
    );
    let app: FastifyInstance | undefined;
    try {
      app = await buildApp({
        config: testConfig({ DATA_DIR: dataDir }),
        database: t.database,
        clock: manualClock(t.clock.now()),
        webDir,
      });
      const page = await app.inject({ method: 'GET', url: `/p/${soccer.predictionId}` });
      expect(page.statusCode).toBe(200);
      // The app (which shows the prediction) with this prediction's title and card tags.
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toContain(
        '<title>Arsenal vs Manchester City — AI Sports Prediction · Strix</title>',
      );
      expect(page.body).not.toContain('SPA shell');
      expect(page.body).not.toContain('The app.');
      expect(page.body).toContain('<meta property="og:title"');
      expect(page.body).toContain('<meta name="strix:public-url" content="http://localhost:3000">');
      expect(page.body).not.toContain('http-equiv="refresh"');
      const missing = await app.inject({ method: 'GET', url: '/p/nope' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).not.toContain('SPA shell');
      // Other paths get the app's own shell, told the public address too.
      const profile = (await app.inject({ method: 'GET', url: '/profile' })).body;
      expect(profile).toContain('SPA shell');
      expect(profile).toContain('<meta name="strix:public-url" content="http://localhost:3000">');
    } finally {
      await app?.close();
      await rm(webDir, { recursive: true, force: true });
    }
  });

  // Moves the replay clock: last.
  it('shows where the match stands once it kicks off, then the result and how the prediction did', async () => {
    const read = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/shared/${priced.predictionId}` })
      ).json() as SharedPrediction;
    expect((await read()).played).toBeNull();
    const kickoff = Date.parse(priced.kickoff!);
    const replay = { db: t.database.db, config: testConfig() };

    await advanceReplayClock(replay, new Date(kickoff + 15 * 60_000));
    expect((await read()).played).toEqual({
      status: 'in-play',
      kickoff: priced.kickoff,
      kickoffDay: null,
      score: null,
      grade: null,
    });

    await advanceReplayClock(replay, new Date(kickoff + 86_400_000));
    const after = await read();
    // Newcastle 3–0 Wolves, 15 Jan 2025; the prediction as shared is unchanged.
    expect(after.played).toMatchObject({ status: 'finished', score: { home: 3, away: 0 } });
    const favoured = after.homeWinProb > after.awayWinProb ? 'home' : 'away';
    expect(after.played!.grade).toMatchObject({
      pick: favoured,
      probability: favoured === 'home' ? after.homeWinProb : after.awayWinProb,
      outcome: 'home',
      correct: favoured === 'home',
    });
    const homeProb = priced.homeTeamWinProb / 100;
    expect(after.played!.grade!.logLoss).toBeCloseTo(-Math.log(homeProb), 2);
  });

  it('names the download as the spec says', () => {
    expect(shareFileName('Arsenal', 'Manchester City')).toBe(
      'prediction-arsenal-vs-manchester-city.png',
    );
    expect(shareFileName('Atlético Madrid', 'Brighton & Hove Albion')).toBe(
      'prediction-atletico-madrid-vs-brighton-hove-albion.png',
    );
  });
});
