import type { StatusResponse } from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { queryKeys } from '../../api/query-keys.ts';
import { Footer } from './footer.tsx';
import { StatusBanner } from './replay-banner.tsx';

function render(node: ReactNode, status: StatusResponse) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.status, status);
  return renderToStaticMarkup(
    // The footer's links read the location; on the server it must be given.
    <Router ssrPath="/">
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </Router>,
  )
    .replaceAll('<!-- -->', '')
    .replaceAll('&quot;', '"');
}

const replay: StatusResponse = {
  mode: 'replay',
  asOf: '2025-01-15T12:00:00Z',
  pricesUpdatedAt: '2025-01-14T18:00:00Z',
  newsFeeds: false,
  providers: [],
  unmatchedTeams: [],
};
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const live: StatusResponse = {
  mode: 'live',
  asOf: new Date().toISOString(),
  pricesUpdatedAt: minutesAgo(3),
  newsFeeds: true,
  providers: [
    { name: 'The Odds API', state: 'ok', lastSuccessAt: minutesAgo(3), problem: null, quota: null },
  ],
  unmatchedTeams: [],
};
const failing: StatusResponse = {
  ...live,
  providers: [
    {
      name: 'The Odds API',
      state: 'failing',
      lastSuccessAt: minutesAgo(3),
      problem: 'It answered 401: the key was refused.',
      quota: null,
    },
  ],
};

const paused: StatusResponse = {
  ...live,
  pricesUpdatedAt: minutesAgo(45),
  providers: [
    {
      name: 'The Odds API',
      state: 'paused',
      lastSuccessAt: minutesAgo(45),
      problem: 'paused: credits below reserve (400 left, resets 1 Dec)',
      quota: { remaining: 400, used: 19_600 },
    },
    { name: 'nflverse', state: 'ok', lastSuccessAt: minutesAgo(5), problem: null, quota: null },
  ],
};

describe('status line and footer', () => {
  it('keeps the replay date as now, adding the day of the newest prices when earlier', () => {
    const footer = render(<Footer />, replay);
    expect(footer).toContain(
      'Replay of stored match data: “today” is 15 January 2025. Prices as of 14 January 2025.',
    );
    const banner = render(<StatusBanner />, replay);
    expect(banner).toContain('Replay mode — data as of 15 Jan 2025');
    expect(banner).toContain(' · prices as of 14 Jan 2025');
  });

  it('says nothing more in replay when the prices are from the replay day', () => {
    const same = { ...replay, pricesUpdatedAt: '2025-01-15T09:00:00Z' };
    expect(render(<Footer />, same)).toContain(
      'Replay of stored match data: “today” is 15 January 2025.</p>',
    );
    expect(render(<StatusBanner />, same)).not.toContain('prices as of');
  });

  it('says how old the odds are when live', () => {
    expect(render(<Footer />, live)).toContain('Live · odds updated 3 min ago');
    expect(render(<StatusBanner />, live)).toContain('Live · odds updated 3 min ago');
  });

  it('names the failing provider when live', () => {
    const text =
      'Live · The Odds API is failing: It answered 401: the key was refused · odds updated 3 min ago';
    expect(render(<Footer />, failing)).toContain(text);
    const banner = render(<StatusBanner />, failing);
    expect(banner).toContain(text);
    expect(banner).toContain('text-warning');
  });

  it('says why The Odds API is paused and how old the odds are', () => {
    const text =
      'Live · The Odds API paused: credits below reserve (400 left, resets 1 Dec) · odds updated 45 min ago';
    const footer = render(<Footer />, paused);
    expect(footer).toContain(text);
    expect(footer).toContain('text-warning');
    const banner = render(<StatusBanner />, paused);
    expect(banner).toContain(text);
    expect(banner).toContain('text-warning');
    expect(banner).not.toContain('nflverse');
  });
});

describe('the status line before the status arrives', () => {
  it('holds its place, one empty line, so the page does not move down when it comes', () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <StatusBanner />
      </QueryClientProvider>,
    );
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('py-1.5 text-xs');
    expect(html).not.toContain('Replay mode');
  });
});
