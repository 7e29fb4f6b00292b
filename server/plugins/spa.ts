import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookie } from '../features/auth/request-auth.ts';
import { appPath } from '../lib/app-root.ts';
import { isApiRequest } from './api-path.ts';
import { encodedPage } from './encoded-page.ts';
import { answerApiNotFound } from './errors.ts';
import {
  FIRST_SCREEN_FILES,
  type FirstScreenFill,
  type FirstScreenRoute,
  PRERENDERED_PAGES,
  prerenderedPage,
  routeOf,
  routePreloads,
  servedShell,
  spaShell,
  withFirstRender,
  withFirstScreen,
  withRouteChunks,
} from './spa-shell.ts';

export const WEB_DIST_DIR = appPath('dist/web');

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every other
 * GET path answered with index.html so the client router can show its page (or its 404).
 */
export interface SpaOptions {
  /**
   * The words of a page's first screen from its address's id or code (a match's names, a
   * league's title), null when there are none to show (no such page, or not at hand).
   */
  firstScreens?: Partial<
    Record<AddressedScreen, (param: string) => Promise<FirstScreenFill | null>>
  >;
  /**
   * The words of a signed-in person's home first screen (their name), from the request's session
   * cookie; null when it signs no one in.
   */
  signedInHome?: (request: FastifyRequest, reply: FastifyReply) => Promise<FirstScreenFill | null>;
}

/** The first screens found by a page's address (a match, a league). */
type AddressedScreen = Exclude<FirstScreenRoute, 'home'>;

/** How many pages' first screens are kept compressed (a few KB each). */
const FIRST_SCREENS_KEPT = 2000;
/** How many signed-in homes (one per name greeted) are kept compressed. */
const GREETINGS_KEPT = 200;

export async function registerSpa(
  app: FastifyInstance,
  webDir = WEB_DIST_DIR,
  publicUrl = 'http://localhost',
  options: SpaOptions = {},
) {
  const hasBuild = existsSync(`${webDir}/index.html`);
  const shell = hasBuild ? spaShell(webDir) : null;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (web/precompress.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // The shell is the same for every request: as it is, or with a page's first render (for
  // visitors without a session cookie), each compressed once.
  const plain = shell === null ? null : encodedPage(servedShell(shell, publicUrl));
  // No module preloads in a first render's head: they share a phone's first round trips with
  // the page's paint. The entry script asks for the page's code once it has painted (main.tsx).
  const firstRenders = new Map<string, ReturnType<typeof encodedPage>>();
  if (shell !== null) {
    for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
      const first = prerenderedPage(webDir, file);
      if (first)
        firstRenders.set(path, encodedPage(servedShell(withFirstRender(shell, first), publicUrl)));
    }
  }

  // A ROUTE_CHUNKS page's address: the shell with that page's code preloaded beside the app's.
  const routeShells = new Map<string, ReturnType<typeof encodedPage>>();
  if (shell !== null) {
    for (const [name, files] of Object.entries(routePreloads(webDir))) {
      if (files?.length)
        routeShells.set(name, encodedPage(servedShell(withRouteChunks(shell, files), publicUrl)));
    }
  }
  const shellFor = (url: string, fallback: ReturnType<typeof encodedPage>) => {
    const route = routeOf(url.split('?')[0] ?? url);
    return (route && routeShells.get(route.name)) || fallback;
  };
  const firstScreen = firstScreens(webDir, publicUrl, shell, options);

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiRequest(request)) {
      return answerApiNotFound(request, reply);
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && plain !== null) {
      // A prerendered page's first render is what it shows a signed-out visitor: it goes in the
      // HTML for anyone without a session cookie; with one, the app renders the person's page.
      // Only the bare path: a query (the home page's ?q=) changes what the first render shows.
      // A signed-in person's home greets them by name: no cache but their browser's may hold it,
      // and not even that one keeps it (a shared computer's next person).
      const signedIn = sessionCookie(request) !== undefined;
      const greeted =
        request.url === '/' && signedIn ? await firstScreen.forHome(request, reply) : null;
      const page =
        greeted ||
        (!signedIn && firstRenders.get(request.url)) ||
        (await firstScreen.forAddress(request.url)) ||
        shellFor(request.url, plain);
      const { body, encoding } = page(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', greeted ? 'private, no-store' : 'no-cache')
        .header('vary', 'Accept-Encoding, Cookie')
        .type('text/html; charset=utf-8')
        .send(body);
    }
    return reply.status(404).send({ error: 'Not found.' });
  });
}

/**
 * A match or league page's address served with its first screen: the build's template filled
 * with the page's words (spa-shell.ts withFirstScreen), for anyone, so a phone paints the page's
 * title from the HTML (docs/performance.md, "First screens from the server"). The signed-in home
 * the same way, with the person's name. Null for any other address, when the page has no words
 * to show, or in a build without the template.
 */
function firstScreens(
  webDir: string,
  publicUrl: string,
  shell: string | null,
  { firstScreens: fills = {}, signedInHome }: SpaOptions,
) {
  // Pages' first screens and people's homes kept apart: a crowd signing in does not push the
  // pages out, and the people's are few.
  const kept = new Map<string, ReturnType<typeof encodedPage>>();
  const greetings = new Map<string, ReturnType<typeof encodedPage>>();
  const pageOf = (name: FirstScreenRoute, words: FirstScreenFill | null) => {
    const template = prerenderedPage(webDir, FIRST_SCREEN_FILES[name]);
    if (shell === null || template === null || !words) return null;
    const [pages, limit] =
      name === 'home' ? [greetings, GREETINGS_KEPT] : [kept, FIRST_SCREENS_KEPT];
    const key = JSON.stringify([name, words]);
    let page = pages.get(key);
    if (!page) {
      if (pages.size >= limit) pages.clear();
      const html = withFirstScreen(shell, template, words, name);
      page = encodedPage(servedShell(html, publicUrl), 'fast');
      pages.set(key, page);
    }
    return page;
  };
  return {
    async forAddress(url: string) {
      const found = routeOf(url.split('?')[0] ?? url);
      const name =
        found && found.name in FIRST_SCREEN_FILES ? (found.name as AddressedScreen) : null;
      const fill = name && fills[name];
      if (shell === null || !found || !name || !fill) return null;
      return pageOf(name, await fill(found.param));
    },
    async forHome(request: FastifyRequest, reply: FastifyReply) {
      if (shell === null || !signedInHome) return null;
      return pageOf('home', await signedInHome(request, reply));
    },
  };
}
