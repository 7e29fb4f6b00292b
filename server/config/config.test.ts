import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs on embedded defaults with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      https: false,
      databaseUrl: undefined,
      dataDir: '.data',
      trustProxy: false,
      google: undefined,
      smtpUrl: undefined,
      asOf: new Date('2025-02-02T08:00:00Z'),
      newsFeeds: [],
      llm: undefined,
      imageApi: undefined,
    });
  });

  it('holds answers to their contracts except in production, unless told otherwise', () => {
    expect(loadConfig({}).checkAnswers).toBe(true);
    expect(loadConfig({ ANSWER_CONTRACTS: 'off' }).checkAnswers).toBe(false);
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://strix.example',
      DATABASE_URL: 'postgres://db/strix',
      SMTP_URL: 'smtp://mail.example',
    };
    expect(loadConfig(production).checkAnswers).toBe(false);
    expect(loadConfig({ ...production, ANSWER_CONTRACTS: 'check' }).checkAnswers).toBe(true);
    expect(() => loadConfig({ ANSWER_CONTRACTS: 'maybe' })).toThrow(/ANSWER_CONTRACTS/);
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      /PORT must be an integer.*\(got "eighty"\)/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must be a postgres/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY must be/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      /GOOGLE_CLIENT_SECRET must be set together/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'strix.example' })).toThrow(
      /PUBLIC_URL must be an absolute URL/,
    );
  });

  it('refuses production without its public origin, PostgreSQL and mail, naming each', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PUBLIC_URL must be set in production/);
    expect(message).toMatch(/DATABASE_URL must be set in production/);
    expect(message).toMatch(/SMTP_URL must be set in production/);
    const ready = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://strix.example',
      DATABASE_URL: 'postgres://strix@db/strix',
      SMTP_URL: 'smtp://mail:587',
    });
    expect(ready).toMatchObject({ isProduction: true, https: true });
    // Development needs none of them.
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('runs scheduled jobs every minute, hour, minute, five minutes and hour unless told otherwise', () => {
    expect(loadConfig({}).jobs).toEqual({
      settlementEveryMs: 60_000,
      housekeepingEveryMs: 3_600_000,
      liveRefreshEveryMs: 60_000,
      alertsEveryMs: 300_000,
      mediaSweepEveryMs: 3_600_000,
    });
    expect(loadConfig({ SETTLEMENT_EVERY_SECONDS: '5' }).jobs.settlementEveryMs).toBe(5_000);
    expect(loadConfig({ ALERTS_EVERY_SECONDS: '30' }).jobs.alertsEveryMs).toBe(30_000);
    expect(loadConfig({ MEDIA_SWEEP_EVERY_SECONDS: '600' }).jobs.mediaSweepEveryMs).toBe(600_000);
    for (const bad of ['0', '1.5', 'often', '86401']) {
      expect(() => loadConfig({ HOUSEKEEPING_EVERY_SECONDS: bad })).toThrow(
        /HOUSEKEEPING_EVERY_SECONDS must be a whole number of seconds from 1 to 86400/,
      );
    }
  });

  it('reads the exchange commission as a fraction up to 20%', () => {
    expect(loadConfig({}).exchangeCommission).toBe(0.02);
    expect(loadConfig({ EXCHANGE_COMMISSION: '' }).exchangeCommission).toBe(0.02);
    expect(loadConfig({ EXCHANGE_COMMISSION: '0.05' }).exchangeCommission).toBe(0.05);
    expect(loadConfig({ EXCHANGE_COMMISSION: '0' }).exchangeCommission).toBe(0);
    for (const bad of ['2', '2%', '-0.01', 'two']) {
      expect(() => loadConfig({ EXCHANGE_COMMISSION: bad })).toThrow(
        new RegExp(`EXCHANGE_COMMISSION must be a fraction between 0 and 0.2.*\\(got "${bad}"\\)`),
      );
    }
  });

  it('replays by default and goes live with LIVE_DATA=on, never echoing the Odds API key', () => {
    const replay = loadConfig({});
    expect(replay.live).toBeUndefined();
    // The mirror's Friday prices serve Monday's games: four days before they count as stale.
    expect(replay.priceStaleAfterMs).toBe(4 * 24 * 3_600_000);
    const live = loadConfig({ LIVE_DATA: 'on', ODDS_API_KEY: 'k-123', ODDS_API_REGIONS: 'uk,eu' });
    expect(live.live).toMatchObject({
      oddsApi: {
        apiKey: 'k-123',
        baseUrl: 'https://api.the-odds-api.com',
        regions: ['uk', 'eu'],
        monthlyCredits: 20000,
      },
      footballDataUrl: 'https://www.football-data.co.uk',
    });
    expect(live.priceStaleAfterMs).toBe(6 * 3_600_000);
    // Live without a key: the CSV providers only.
    expect(loadConfig({ LIVE_DATA: 'on' }).live?.oddsApi).toBeUndefined();
    expect(loadConfig({ PRICE_STALE_AFTER_MINUTES: '90' }).priceStaleAfterMs).toBe(90 * 60_000);
    expect(() => loadConfig({ LIVE_DATA: 'yes' })).toThrow(/LIVE_DATA must be on or off/);
    expect(() => loadConfig({ ODDS_API_REGIONS: 'uk;us' })).toThrow(/ODDS_API_REGIONS/);
    expect(() => loadConfig({ ODDS_API_MONTHLY_CREDITS: '-5', ODDS_API_KEY: 'k-123' })).toThrow(
      /ODDS_API_MONTHLY_CREDITS must be a positive integer \(got "-5"\)/,
    );
  });

  it('runs live on an accelerated clock only when asked, never in production or in replay', () => {
    const live = { LIVE_DATA: 'on' };
    expect(loadConfig(live).live?.clock).toBeUndefined();
    expect(
      loadConfig({ ...live, LIVE_CLOCK_START: '2025-03-08T09:00:00Z', LIVE_CLOCK_SPEED: '600' })
        .live?.clock,
    ).toEqual({ start: new Date('2025-03-08T09:00:00Z'), speed: 600 });
    // A start alone: the clock is shifted but runs at real speed.
    expect(loadConfig({ ...live, LIVE_CLOCK_START: '2025-03-08T10:00+01:00' }).live?.clock).toEqual(
      { start: new Date('2025-03-08T09:00:00Z'), speed: 1 },
    );
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://strix.example',
      DATABASE_URL: 'postgres://db/strix',
      SMTP_URL: 'smtp://mail',
      LIVE_DATA: 'on',
    };
    expect(() => loadConfig(production)).not.toThrow();
    expect(() => loadConfig({ ...production, LIVE_CLOCK_START: '2025-03-08T09:00:00Z' })).toThrow(
      /LIVE_CLOCK_START is refused in production: the accelerated clock is for development and tests/,
    );
    expect(() => loadConfig({ ...production, LIVE_CLOCK_SPEED: '60' })).toThrow(
      /LIVE_CLOCK_SPEED is refused in production/,
    );
    expect(() => loadConfig({ LIVE_CLOCK_START: '2025-03-08T09:00:00Z' })).toThrow(
      /LIVE_CLOCK_START needs LIVE_DATA=on/,
    );
    expect(() => loadConfig({ ...live, LIVE_CLOCK_SPEED: '60' })).toThrow(
      /LIVE_CLOCK_START must be set with LIVE_CLOCK_SPEED/,
    );
    expect(() =>
      loadConfig({ ...live, LIVE_CLOCK_START: '2025-03-08', LIVE_CLOCK_SPEED: '60' }),
    ).toThrow(/LIVE_CLOCK_START must be an ISO instant with its zone/);
    expect(() =>
      loadConfig({ ...live, LIVE_CLOCK_START: '2025-03-08T09:00Z', LIVE_CLOCK_SPEED: '7200' }),
    ).toThrow(/LIVE_CLOCK_SPEED must be a number from 1 to 3600 .*\(got "7200"\)/);
    expect(() =>
      loadConfig({ ...live, LIVE_CLOCK_START: '2025-03-08T09:00Z', LIVE_CLOCK_SPEED: 'fast' }),
    ).toThrow(/LIVE_CLOCK_SPEED must be a number from 1 to 3600/);
  });

  it('refuses an accelerated clock against the real Odds API with a key, unless told to allow it', () => {
    const clock = {
      LIVE_DATA: 'on',
      LIVE_CLOCK_START: '2025-03-08T09:00:00Z',
      LIVE_CLOCK_SPEED: '600',
      ODDS_API_KEY: 'k-123',
    };
    // At ×600 the polls would spend a month's credits in about an hour.
    expect(() => loadConfig(clock)).toThrow(
      /LIVE_CLOCK_START is refused against the real Odds API \(https:\/\/api\.the-odds-api\.com\) with ODDS_API_KEY set: .* or set LIVE_CLOCK_REAL_PROVIDERS=allow/,
    );
    expect(() =>
      loadConfig({ ...clock, ODDS_API_URL: 'https://api.the-odds-api.com/v4/' }),
    ).toThrow(/LIVE_CLOCK_START is refused against the real Odds API/);
    // A local stand-in, no key (the free files only), or an explicit allow: it starts.
    expect(
      loadConfig({ ...clock, ODDS_API_URL: 'http://127.0.0.1:4010' }).live?.oddsApi,
    ).toMatchObject({ baseUrl: 'http://127.0.0.1:4010' });
    expect(loadConfig({ ...clock, ODDS_API_KEY: '' }).live?.clock).toEqual({
      start: new Date('2025-03-08T09:00:00Z'),
      speed: 600,
    });
    expect(loadConfig({ ...clock, LIVE_CLOCK_REAL_PROVIDERS: 'allow' }).live?.clock).toEqual({
      start: new Date('2025-03-08T09:00:00Z'),
      speed: 600,
    });
    // Without an accelerated clock the real Odds API is what live mode is for.
    expect(loadConfig({ LIVE_DATA: 'on', ODDS_API_KEY: 'k-123' }).live?.oddsApi).toBeDefined();
    expect(() => loadConfig({ ...clock, LIVE_CLOCK_REAL_PROVIDERS: 'yes' })).toThrow(
      /LIVE_CLOCK_REAL_PROVIDERS must be allow or unset/,
    );
  });

  it('reads trust-proxy settings and HTTPS from PUBLIC_URL', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
    const config = loadConfig({ PUBLIC_URL: 'https://strix.example/', PORT: '8080' });
    expect(config.publicUrl).toBe('https://strix.example');
    expect(config.https).toBe(true);
  });

  it('reads the news feeds as a list of URLs and names a bad one', () => {
    expect(
      loadConfig({
        NEWS_FEEDS:
          ' https://feeds.bbci.co.uk/sport/football/rss.xml, ,https://www.theguardian.com/football/rss,https://feeds.bbci.co.uk/sport/football/rss.xml',
      }).newsFeeds,
    ).toEqual([
      'https://feeds.bbci.co.uk/sport/football/rss.xml',
      'https://www.theguardian.com/football/rss',
    ]);
    expect(loadConfig({ NEWS_FEEDS: '' }).newsFeeds).toEqual([]);
    // Unset: the default public feeds live, none offline; 'off' turns them off live too.
    expect(loadConfig({ LIVE_DATA: 'on' }).newsFeeds).toBe('defaults');
    expect(loadConfig({ LIVE_DATA: 'on', NEWS_FEEDS: '' }).newsFeeds).toBe('defaults');
    expect(loadConfig({ LIVE_DATA: 'on', NEWS_FEEDS: 'off' }).newsFeeds).toEqual([]);
    expect(loadConfig({ LIVE_DATA: 'off' }).newsFeeds).toEqual([]);
    expect(
      loadConfig({ LIVE_DATA: 'on', NEWS_FEEDS: 'https://feeds.example/rss.xml' }).newsFeeds,
    ).toEqual(['https://feeds.example/rss.xml']);
    expect(() =>
      loadConfig({ NEWS_FEEDS: 'https://feeds.bbci.co.uk/sport/rss.xml,espn.com/rss' }),
    ).toThrow(
      /NEWS_FEEDS must be a comma-separated list of absolute http\(s\) URLs; "espn.com\/rss" is not one/,
    );
    expect(() => loadConfig({ NEWS_FEEDS: 'ftp://feeds.example/rss' })).toThrow(
      /NEWS_FEEDS .*"ftp:\/\/feeds.example\/rss" is not one/,
    );
  });

  it('configures the LLM only with its URL, key and model together', () => {
    const llm = {
      LLM_BASE_URL: 'https://api.openai.com/v1',
      LLM_API_KEY: 'sk-x',
      LLM_MODEL: 'gpt-4o-mini',
    };
    expect(loadConfig(llm).llm).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-x',
      model: 'gpt-4o-mini',
      timeoutMs: 6000,
    });
    expect(loadConfig({ ...llm, LLM_TIMEOUT_MS: '2500' }).llm?.timeoutMs).toBe(2500);
    expect(loadConfig({ LLM_TIMEOUT_MS: '2500' }).llm).toBeUndefined();
    expect(() =>
      loadConfig({ LLM_BASE_URL: 'https://api.openai.com/v1', LLM_API_KEY: 'sk-x' }),
    ).toThrow(/LLM_MODEL must be set together with LLM_BASE_URL and LLM_API_KEY/);
    expect(() => loadConfig({ LLM_MODEL: 'gpt-4o-mini' })).toThrow(
      /LLM_BASE_URL must be set together with LLM_MODEL[\s\S]*LLM_API_KEY must be set together/,
    );
    expect(() => loadConfig({ ...llm, LLM_BASE_URL: 'api.openai.com/v1' })).toThrow(
      /LLM_BASE_URL must be an absolute http/,
    );
    for (const bad of ['0', '-5', '1.5', 'soon']) {
      expect(() => loadConfig({ ...llm, LLM_TIMEOUT_MS: bad })).toThrow(
        /LLM_TIMEOUT_MS must be a positive integer/,
      );
    }
  });

  it('reads the Stripe keys, requires the webhook secret with the key, never echoes them', () => {
    expect(loadConfig({}).payments).toEqual({
      stripeSecretKey: undefined,
      webhookSecret: undefined,
      stripeApiBase: undefined,
    });
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }).payments,
    ).toEqual({
      stripeSecretKey: 'sk_test_123',
      webhookSecret: 'whsec_abc',
      stripeApiBase: 'http://127.0.0.1:12111',
    });
    // The webhook alone verifies deliveries for the built-in test checkout.
    expect(loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).payments.webhookSecret).toBe(
      'whsec_abc',
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set/,
    );
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_live_oops', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key/);
    let message = '';
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'secret-typo' });
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret/);
    expect(message).not.toContain('secret-typo');
    expect(() => loadConfig({ STRIPE_API_BASE: 'localhost:12111' })).toThrow(
      /STRIPE_API_BASE must be an absolute http/,
    );
  });

  it('serves metrics only when given a token or a port, and never echoes the token', () => {
    expect(loadConfig({}).metrics).toEqual({
      token: undefined,
      port: undefined,
      host: '127.0.0.1',
    });
    const token = 'a'.repeat(32);
    expect(
      loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics,
    ).toEqual({ token, port: 9464, host: '0.0.0.0' });
    expect(loadConfig({ METRICS_PORT: '', METRICS_TOKEN: '' }).metrics).toMatchObject({
      token: undefined,
      port: undefined,
    });
    for (const bad of ['short-token', 'has a space in it somewhere']) {
      let message = '';
      try {
        loadConfig({ METRICS_TOKEN: bad });
      } catch (error) {
        message = String(error);
      }
      expect(message).toMatch(/METRICS_TOKEN must be at least 16 printable characters/);
      expect(message).not.toContain(bad);
    }
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(
      /METRICS_PORT must be an integer between 0 and 65535 \(got "ninety"\)/,
    );
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT must be an integer/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /METRICS_PORT must differ from PORT \(8080\)/,
    );
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must differ/);
  });

  it('configures the image API only with its URL and key together', () => {
    const images = { IMAGE_API_URL: 'https://api.openai.com/v1', IMAGE_API_KEY: 'sk-img' };
    expect(loadConfig(images).imageApi).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-img',
      model: 'dall-e-3',
      timeoutMs: 20000,
    });
    expect(
      loadConfig({ ...images, IMAGE_API_MODEL: 'gpt-image-1', IMAGE_API_TIMEOUT_MS: '45000' })
        .imageApi,
    ).toMatchObject({ model: 'gpt-image-1', timeoutMs: 45000 });
    expect(loadConfig({ IMAGE_API_MODEL: 'gpt-image-1' }).imageApi).toBeUndefined();
    expect(loadConfig({ IMAGE_API_URL: '', IMAGE_API_KEY: '' }).imageApi).toBeUndefined();
    expect(() => loadConfig({ IMAGE_API_URL: 'https://api.openai.com/v1' })).toThrow(
      /IMAGE_API_KEY must be set together with IMAGE_API_URL/,
    );
    let message = '';
    try {
      loadConfig({ IMAGE_API_KEY: 'sk-secret-image-key' });
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/IMAGE_API_URL must be set together with IMAGE_API_KEY/);
    expect(message).not.toContain('sk-secret-image-key');
    expect(() => loadConfig({ ...images, IMAGE_API_URL: 'api.openai.com/v1' })).toThrow(
      /IMAGE_API_URL must be an absolute http/,
    );
    for (const bad of ['0', '-1', '2.5', 'later']) {
      expect(() => loadConfig({ ...images, IMAGE_API_TIMEOUT_MS: bad })).toThrow(
        /IMAGE_API_TIMEOUT_MS must be a positive integer/,
      );
    }
  });
});
