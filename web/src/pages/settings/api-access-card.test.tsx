import type { ApiKeyListResponse, ApiKeySummary } from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { AuthContext, type AuthState } from '../../auth/auth-context.ts';
import { ApiAccessContent } from './api-access-card.tsx';

const key = (over: Partial<ApiKeySummary>): ApiKeySummary => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Trading bot',
  display: 'strix_live_…a1B2',
  createdAt: '2025-01-15T12:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  usage: { today: 0, month: 0 },
  ...over,
});

const LIMITS = { perMinute: 60, perDay: 10_000 };

const auth = { user: { id: 'u1' } } as unknown as AuthState;

function render(data: ApiKeyListResponse) {
  return renderToStaticMarkup(
    <Router ssrPath="/settings">
      <QueryClientProvider client={new QueryClient()}>
        <AuthContext.Provider value={auth}>
          <ApiAccessContent data={data} />
        </AuthContext.Provider>
      </QueryClientProvider>
    </Router>,
  );
}

/** The page's text without tags, as a reader meets it. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const old = key({
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Old script',
  display: 'strix_live_…zz99',
  lastUsedAt: '2025-01-10T08:07:00.000Z',
  revokedAt: '2025-01-12T10:00:00.000Z',
  usage: { today: 0, month: 42 },
});

describe('API access card', () => {
  it('lets a Premium subscriber create keys and revoke working ones, revoked ones listed last', () => {
    const html = render({
      enabled: true,
      reason: null,
      limits: LIMITS,
      keys: [old, key({ usage: { today: 1, month: 3 } })],
    });
    const text = textOf(html);
    expect(text).toContain('60 requests a minute · 10,000 a day (UTC)');
    expect(text).toContain('Create key');
    expect(html).toContain('href="/developers"');
    expect(text).toContain('Trading bot strix_live_…a1B2');
    expect(text).toContain('Created 15 Jan 2025 · Never used');
    expect(text).toContain('1 request today · 3 this month');
    expect(text).toContain('Last used 10 Jan 2025, 08:07 UTC · Revoked 12 Jan 2025');
    expect(text).toContain('0 requests today · 42 this month');
    expect(text.indexOf('Trading bot')).toBeLessThan(text.indexOf('Old script'));
    // Only the working key can be revoked or renamed; the revoked one carries the badge.
    expect(text.match(/Revoke Trading bot/g)).toHaveLength(1);
    expect(text).not.toContain('Revoke Old script');
    expect(text).toContain('Rename Trading bot');
    expect(html.match(/>Revoked</g)).toHaveLength(1);
    expect(text).not.toContain('See Premium');
  });

  it('says so when a subscriber has no key yet', () => {
    const text = textOf(render({ enabled: true, reason: null, limits: LIMITS, keys: [] }));
    expect(text).toContain('No keys yet.');
    expect(text).not.toContain('Your API keys');
  });

  it('shows everyone else the offer, the reason and the way to Premium, with old keys read-only', () => {
    const reason =
      'Your Premium subscription ended on 12 Jan 2025, so your keys no longer work. Renew Premium to use them again.';
    const html = render({ enabled: false, reason, limits: LIMITS, keys: [old] });
    const text = textOf(html);
    expect(text).toContain('Premium includes a read-only JSON API');
    expect(text).toContain('Bookmaker odds, each price with the time it was captured');
    expect(text).toContain('The graded record of past predictions');
    expect(text).toContain('60 requests a minute · 10,000 a day (UTC)');
    expect(text).toContain(reason);
    expect(html).toMatch(/href="\/plans"[^>]*>.*See Premium/);
    expect(html).toContain('href="/developers"');
    expect(text).not.toContain('Create key');
    expect(text).toContain('Old script');
    expect(text).toContain('0 requests today · 42 this month');
    expect(text).not.toMatch(/Revoke |Rename /);
  });

  it('lists no keys for someone who never had one', () => {
    const text = textOf(
      render({
        enabled: false,
        reason: 'API access is part of Premium.',
        limits: LIMITS,
        keys: [],
      }),
    );
    expect(text).toContain('See Premium');
    expect(text).not.toContain('Your API keys');
  });
});
