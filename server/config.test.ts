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
      asOf: new Date('2025-01-15T12:00:00Z'),
    });
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
});
