import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { createQueryClient, createSignedOutQueryClient } from './api/query-client.ts';
import { App } from './app.tsx';
import { HomeFirstScreen } from './pages/home/home-first-screen.tsx';
import { LeagueFirstScreen } from './pages/league/league-first-screen.tsx';
import { MatchFirstScreen } from './pages/match/match-first-screen.tsx';

const page = (path: string) => (
  <Router ssrPath={path}>
    <App client={createSignedOutQueryClient()} />
  </Router>
);

/**
 * The app's first render of a path for a signed-out visitor as HTML, made at build time
 * (web/prerender.ts) and served inside #root to requests without a session cookie, so a phone
 * paints the page before its script has loaded; boot.tsx then hydrates it with the same
 * signed-out state. Nothing fetched is in it: data arrives after hydration, as it would anyway.
 */
export async function render(path: string): Promise<string> {
  // A first pass loads the page's lazily loaded code (prerender waits for it); the second then
  // renders it in place, with no loading fallback and no inline script to reveal it later
  // (the app's Content-Security-Policy allows none).
  const { prelude } = await prerenderToNodeStream(page(path));
  for await (const _ of prelude);
  return renderToString(page(path));
}

/**
 * The match and league pages' and the signed-in home's first screens with placeholders for their
 * words (pages/match/match-first-screen.tsx, pages/league/league-first-screen.tsx,
 * pages/home/home-first-screen.tsx), which the server fills per address or person. Who is
 * signed in is left unknown, so the header shows neither "Sign In" nor a person's links until the
 * app knows.
 */
export function renderFirstScreens(): Record<'match' | 'league' | 'home', string> {
  const screen = (path: string, page: ReactNode) =>
    renderToString(
      <Router ssrPath={path}>
        <App client={createQueryClient()} page={page} />
      </Router>,
    );
  return {
    match: screen('/match/first-screen', <MatchFirstScreen />),
    league: screen('/league/first-screen', <LeagueFirstScreen />),
    home: screen('/', <HomeFirstScreen />),
  };
}
