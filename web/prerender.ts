import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';
// The server serves these files inside #root (server/plugins/spa.ts).
import {
  FIRST_SCREEN_FILES,
  PRERENDERED_PAGES,
  ROUTE_CHUNKS,
  ROUTE_PRELOADS_FILE,
} from '../server/plugins/spa-shell.ts';

/**
 * After the client build, renders the app's first screen of each path in PRERENDERED_PAGES with
 * the same components (web/src/prerender.tsx, loaded through Vite's SSR loader) and writes it to
 * dist/web/prerendered/. Without it a phone sees nothing until the whole entry script has loaded
 * and run: on Lighthouse's slow-4G phone that put the home page's first paint at 2.1 s. It also
 * writes the match and league pages' first screens (FIRST_SCREEN_FILES), templates the server
 * fills with each page's words.
 */
export function prerender(configFile: string): Plugin {
  let outDir = '';
  return {
    name: 'strix-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const server = await createServer({
        configFile,
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
        appType: 'custom',
      });
      try {
        const { render, renderFirstScreens } = (await server.ssrLoadModule(
          '/src/prerender.tsx',
        )) as {
          render: (path: string) => Promise<string>;
          renderFirstScreens: () => Record<keyof typeof FIRST_SCREEN_FILES, string>;
        };
        mkdirSync(join(outDir, 'prerendered'), { recursive: true });
        for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
          writeFileSync(join(outDir, 'prerendered', file), await render(path));
        }
        for (const [route, html] of Object.entries(renderFirstScreens())) {
          const file = FIRST_SCREEN_FILES[route as keyof typeof FIRST_SCREEN_FILES];
          writeFileSync(join(outDir, 'prerendered', file), html);
        }
      } finally {
        await server.close();
      }
    },
  };
}

/** The chunk built from the module whose id matches `entry`, and every chunk it imports. */
function chunkWithImports(
  chunks: { fileName: string; facadeModuleId: string | null; imports: string[] }[],
  entry: RegExp,
): string[] | null {
  const root = chunks.find((c) => c.facadeModuleId && entry.test(c.facadeModuleId));
  if (!root) return null;
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = chunks.find((c) => c.fileName === file);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  visit(root.fileName);
  return [...files];
}

/**
 * Writes ROUTE_PRELOADS_FILE: for each page in ROUTE_CHUNKS, its chunk and the chunks it imports
 * that the shell does not preload already (the start-up chunk's). The server lists them as module
 * preloads in the HTML of that page's addresses (server/plugins/spa.ts), so a deep link fetches
 * its page's code with the app's, not after the app has run (docs/performance.md, "Lighthouse").
 */
export function preloadRoutes(boot = /\/src\/boot\.tsx$/): Plugin {
  return {
    name: 'strix-preload-routes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const shared = new Set(chunkWithImports(chunks, boot) ?? []);
      const routes: Record<string, string[]> = {};
      for (const [name, { module }] of Object.entries(ROUTE_CHUNKS)) {
        const files = chunkWithImports(chunks, new RegExp(`${module.replace(/[.]/g, '\\.')}$`));
        if (!files) throw new Error(`preload-routes: ${module} is not a chunk of the build`);
        routes[name] = files.filter((file) => !shared.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routes, null, 2)}\n`,
      });
    },
  };
}

/**
 * Lists the app's start-up chunk (web/src/boot.tsx, imported by main.tsx once the first paint
 * is done) and its imports as module preloads in index.html: fetched with the page, evaluated
 * only when main.tsx asks, so deferring the evaluation costs no round trip.
 */
export function preloadBoot(entry = /\/src\/boot\.tsx$/): Plugin {
  return {
    name: 'strix-preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const files = chunkWithImports(chunks, entry);
        if (!files) throw new Error('preload-boot: web/src/boot.tsx is not a chunk of the build');
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
