import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOME_SCREEN_TOKENS,
  LEAGUE_SCREEN_TOKENS,
  MATCH_SCREEN_TOKENS,
} from '../../contract/page-tags.ts';
import { createTestApp, registerUser, type TestApp } from '../test/harness.ts';
import { withFirstScreen } from './spa-shell.ts';

const shell =
  '<!doctype html><html><head><title>Strix</title>' +
  '<link rel="modulepreload" crossorigin href="/assets/boot-abc.js"></head>' +
  '<body><div id="root"></div></body></html>';
const { league, homeTeam, awayTeam } = MATCH_SCREEN_TOKENS;
const template = `<p>${league}</p><h1><span>${homeTeam}</span> vs <span>${awayTeam}</span></h1>`;
const homeTemplate = `<p>Welcome back, ${HOME_SCREEN_TOKENS.name}</p><h1>Ask any betting question.</h1>`;
const signedOutHome = '<h1>Ask any betting question.</h1><a href="/login">Sign In</a>';
const leagueTemplate = `<p>${LEAGUE_SCREEN_TOKENS.season} season</p><h1>${LEAGUE_SCREEN_TOKENS.league}</h1><p>${LEAGUE_SCREEN_TOKENS.stage}</p>`;

describe("a match or league page's first screen from the server", () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'strix-web-'));
    mkdirSync(join(dir, 'prerendered'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), shell);
    writeFileSync(join(dir, 'prerendered/match-first-screen.html'), template);
    writeFileSync(join(dir, 'prerendered/league-first-screen.html'), leagueTemplate);
    writeFileSync(join(dir, 'prerendered/home-first-screen.html'), homeTemplate);
    writeFileSync(join(dir, 'prerendered/home.html'), signedOutHome);
    writeFileSync(
      join(dir, 'route-preloads.json'),
      JSON.stringify({
        match: ['/assets/match-page-abc.js'],
        league: ['/assets/league-page-abc.js'],
      }),
    );
    // The mini mirror at the tests' clock (15 Jan 2025): match 206 is Newcastle v Wolves.
    t = await createTestApp('pglite', { webDir: dir, from: 'mini-mirror' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('paints the match and its league from the HTML, titled, with no preload ahead of it', async () => {
    for (const cookies of [{}, { strix_session: 'x' }] as Record<string, string>[]) {
      const page = await t.app.inject({ url: '/match/206', cookies });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        '<div id="root"><p>Premier League</p><h1><span>Newcastle United</span> vs <span>Wolves</span></h1></div>',
      );
      expect(page.body).toContain('<title>Newcastle United vs Wolves | Strix</title>');
      expect(page.body).toContain('<meta name="strix:first-screen" content="match">');
      expect(page.body).not.toContain('modulepreload');
    }
    const compressed = await t.app.inject({
      url: '/match/206',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('Newcastle United');
  });

  it('leaves an address no match answers to the app, which says the match is not found', async () => {
    for (const url of ['/match/99999999', '/match/abc', '/match/206/votes']) {
      const page = await t.app.inject({ url });
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.body, url).not.toContain('strix:first-screen');
    }
  });

  it("paints a league's title from its outlook at the clock, once the outlook is at hand", async () => {
    const outlook = await t.app.inject({ url: '/api/league/E0/outlook' });
    expect(outlook.statusCode).toBe(200);
    const { season } = outlook.json() as { season: string };
    for (const url of ['/league/E0', '/league/e0']) {
      const page = await t.app.inject({ url });
      expect(page.body, url).toContain(
        `<div id="root"><p>${season} season</p><h1>Premier League</h1><p>The table as it stands, beside how the rest of the season plays out in simulation.</p></div>`,
      );
      expect(page.body, url).toContain(
        '<title>Premier League table and season outlook | Strix</title>',
      );
      expect(page.body, url).toContain('<meta name="strix:first-screen" content="league">');
      expect(page.body, url).not.toContain('modulepreload');
    }
    // A code no league page answers: the app says so.
    const unknown = await t.app.inject({ url: '/league/XX9' });
    expect(unknown.body).toContain('<div id="root"></div>');
  });

  it('greets a signed-in person by name from the HTML, theirs alone to keep', async () => {
    const { cookie } = await registerUser(t.app, { name: 'Ana <b>Lima</b> $&' });
    const page = await t.app.inject({ url: '/', cookies: { strix_session: cookie! } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<div id="root"><p>Welcome back, Ana &#60;b&#62;Lima&#60;/b&#62; $&#38;</p><h1>Ask any betting question.</h1></div>',
    );
    expect(page.body).toContain('<meta name="strix:first-screen" content="home">');
    // The app's own title, and its code asked for after the paint, as on every first screen.
    expect(page.body).toContain('<title>Strix</title>');
    expect(page.body).not.toContain('modulepreload');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.vary).toContain('Cookie');
  });

  it('greets each person by their own name, and no one once they have signed out', async () => {
    const ana = await registerUser(t.app, { name: 'Ana Lima' });
    const ben = await registerUser(t.app, { name: 'Ben Okafor' });
    for (const [person, name, other] of [
      [ana, 'Ana Lima', 'Ben Okafor'],
      [ben, 'Ben Okafor', 'Ana Lima'],
      [ana, 'Ana Lima', 'Ben Okafor'],
    ] as const) {
      const page = await t.app.inject({ url: '/', cookies: { strix_session: person.cookie! } });
      expect(page.body).toContain(`Welcome back, ${name}`);
      expect(page.body).not.toContain(other);
    }
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    const after = await t.app.inject({ url: '/', cookies: { strix_session: ana.cookie! } });
    expect(after.body).not.toContain('Welcome back');
    expect(after.body).toContain('<div id="root"></div>');
  });

  it("gives a cookie that signs no one in the app's shell, and no one else's name", async () => {
    const stale = await t.app.inject({ url: '/', cookies: { strix_session: 'not-a-session' } });
    expect(stale.body).toContain('<div id="root"></div>');
    expect(stale.body).not.toContain('strix:first-screen');
    expect(stale.body).not.toContain('Welcome back');
    // Without a cookie: the signed-out first render, shared by everyone.
    const signedOut = await t.app.inject({ url: '/' });
    expect(signedOut.body).toContain(signedOutHome);
    expect(signedOut.headers['cache-control']).toBe('no-cache');
    // A question in the address is the app's to answer: no greeting painted over it.
    const { cookie } = await registerUser(t.app);
    const asked = await t.app.inject({ url: '/?q=Arsenal', cookies: { strix_session: cookie! } });
    expect(asked.body).not.toContain('Welcome back');
  });

  it('writes names as text: markup and replacement patterns in a name stay literal', () => {
    const html = withFirstScreen(
      shell,
      template,
      {
        values: {
          [league]: 'League <b>One</b>',
          [homeTeam]: 'Home $& "FC"',
          [awayTeam]: "<script>alert('x')</script>",
        },
        title: `Home $& "FC" vs <script>alert('x')</script>`,
      },
      'match',
    );
    expect(html).toContain('<p>League &#60;b&#62;One&#60;/b&#62;</p>');
    expect(html).toContain('<span>Home $&#38; &#34;FC&#34;</span>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>Home $&#38; &#34;FC&#34; vs &#60;script&#62;');
  });
});
