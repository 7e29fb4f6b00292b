// Lighthouse, mobile preset, against Debian's Chromium on the built app (`npm start`'s server on
// the mini mirror, replay date 2025-01-15, a fresh data folder). Pages:
//  - home `/`, signed out, as a first visit from a phone;
//  - `/record`, signed out;
//  - `/developers`, the API reference, signed out;
//  - `/responsible-gambling`, the helplines, signed out;
//  - `/league/E0`, the Premier League's table and season outlook, signed out;
//  - a match page (Newcastle vs Wolves on the mini mirror), signed in with a premium account, so
//    its odds table shows every book's badge;
//  - a search answer. A search needs an account and runs when the question is submitted, so the
//    answer has no URL of its own: a Lighthouse user flow signs in (the stored token and the
//    session cookie, as a returning person's browser has both), loads home (a navigation,
//    printed as "home, signed in"), types the question, then records from Enter to the answer on screen
//    as a timespan (Lighthouse throttles a timespan live: 4× slower CPU, a slow 4G network), and
//    audits the answer on screen as a snapshot. The answer's row prints the timespan's
//    performance score (TBT and CLS are the metrics a timespan has; FCP and LCP belong to page
//    loads), the snapshot's accessibility score, and how long the answer took to appear.
// Each page runs RUNS times (default 3) in a fresh browser profile (cold cache); medians print,
// and each run beside its one-minute load average, since a busy machine lowers every score.
// --cpu-load reads the pages while the machine is busy: one child process per core spins for the
// whole bench (budget ≥ 85, against ≥ 95 quiet), so a phone's worst moments are measured too.
// Usage: npm run bench:lighthouse [-- --runs 5] [--cpu-load] [--only home,answer,match,record,
// developers,responsible-gambling,league] [--save DIR: each run's report and page-load trace as JSON]. CHROME_PATH overrides /usr/bin/chromium.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Flags, type Result, startFlow } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { subscribeInTestMode } from '../e2e/support/billing.ts';
import { SERVER_ARGS } from '../scripts/server-command.ts';
import { SESSION_COOKIE } from '../server/features/auth/request-auth.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'cpu-load': { type: 'boolean', default: false },
    only: { type: 'string' },
    save: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const CPU_LOAD = args['cpu-load'];
/** --only match,league reads just those pages (names as in `measured` below). */
const ONLY = args.only ? new Set(args.only.split(',')) : null;
const measured = (name: string) => !ONLY || ONLY.has(name);
/** --save DIR writes each run's Lighthouse report and trace (JSON) there: bench/trace-tasks.ts reads the trace. */
const SAVE_DIR = args.save;
let saved = 0;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const QUESTION = 'Arsenal vs Manchester City prediction';
const MATCH_QUESTION = 'Newcastle vs Wolves';
const ANSWER_TIMEOUT_MS = 120_000;

// Mobile is Lighthouse's default preset: a Moto G Power screen, slow 4G, 4× CPU slowdown.
const FLAGS: Flags = {
  onlyCategories: ['performance', 'accessibility'],
  logLevel: 'error',
  output: 'json',
};

interface Row {
  page: string;
  performance: number | null;
  accessibility: number | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  answerMs?: number | null;
  /** Lighthouse's reading of this machine's speed at the time (a fast desktop reads ~2000+). */
  benchmarkIndex?: number | null;
  /** The one-minute load average as the run ended. */
  load?: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'strix-lighthouse-'));
  const child: ChildProcess = spawn(process.execPath, SERVER_ARGS, {
    env: {
      ...process.env,
      // Measured as production runs: answers unchecked (docs/configuration.md).
      ANSWER_CONTRACTS: 'off',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      SPORTS_DATA_DIR: 'e2e/fixtures/sports-mini',
      AS_OF: '2025-01-15',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/auth/check`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('server did not start in 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A premium account, so every run's search is answered (the free day allows 5). */
async function createSearcher(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Searcher',
      email: 'bench@example.com',
      password: 'bench pass word',
      confirmPassword: 'bench pass word',
    }),
  });
  if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  await subscribeInTestMode(url, token, 'premium');
  return token;
}

/** The Strix match a question names, as the search box finds it. */
async function matchIdOf(url: string, question: string): Promise<number> {
  const response = await fetch(`${url}/api/interpret?q=${encodeURIComponent(question)}`);
  const { matchId } = (await response.json()) as { matchId?: number | null };
  if (!matchId) throw new Error(`no match found for "${question}"`);
  return matchId;
}

const score = (lhr: Result, category: string) => {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? null;

/** Accessibility audits a page fails, with the elements each names, so a lost point is findable. */
function reportAccessibility(page: string, lhr: Result) {
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
    const items = (audit.details as { items?: { node?: { selector?: string } }[] } | undefined)
      ?.items;
    const where = (items ?? [])
      .slice(0, 3)
      .map((item) => item.node?.selector)
      .filter(Boolean);
    process.stderr.write(`${page}: accessibility fails ${ref.id} ${where.join(' | ')}\n`);
  }
}

/**
 * The main-thread tasks over 50 ms Lighthouse saw (simulated on its slow phone: what counts
 * toward TBT), each with the script it is charged to, so a lost point is findable too.
 */
function reportLongTasks(page: string, lhr: Result) {
  const items = (
    lhr.audits['long-tasks']?.details as
      | { items?: { url?: string; duration?: number; startTime?: number }[] }
      | undefined
  )?.items;
  if (!items?.length) return;
  const tasks = items
    .slice(0, 6)
    .map(
      (task) =>
        `${Math.round(task.duration ?? 0)} ms at ${((task.startTime ?? 0) / 1000).toFixed(1)} s (${task.url?.split('/').pop() || 'no script'})`,
    );
  process.stderr.write(`${page}: long tasks ${tasks.join(', ')}\n`);
}

function rowOf(page: string, lhr: Result, trace?: unknown): Row {
  if (SAVE_DIR) {
    mkdirSync(SAVE_DIR, { recursive: true });
    const file = `${String(++saved).padStart(2, '0')}-${page.replace(/[^a-z0-9]+/gi, '-')}`;
    writeFileSync(join(SAVE_DIR, `${file}.json`), JSON.stringify(lhr));
    // The page load's trace as Lighthouse recorded it (unthrottled: its simulation multiplies the
    // CPU work by 4), to open in the browser's performance panel or read with bench/trace-tasks.ts.
    if (trace) writeFileSync(join(SAVE_DIR, `${file}.trace.json`), JSON.stringify(trace));
  }
  reportAccessibility(page, lhr);
  reportLongTasks(page, lhr);
  return {
    page,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    fcp: metric(lhr, 'first-contentful-paint'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    tbt: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    load: loadavg()[0],
  };
}

/**
 * Signs the page in as a returning person's browser is: the token the app keeps in storage, and
 * the session cookie the sign-in set, which the server reads to send the person's shell rather
 * than the signed-out first render (server/plugins/spa.ts).
 */
async function signIn(page: Page, url: string, token: string) {
  await page.evaluateOnNewDocument((value) => {
    localStorage.setItem('auth_token', value);
  }, token);
  await page.setCookie({ name: SESSION_COOKIE, value: token, url: new URL(url).origin });
}

/** A page load; with `token`, signed in from the first script on (a fresh, cold profile still). */
async function navigationRun(
  browser: Browser,
  name: string,
  url: string,
  token?: string,
): Promise<Row> {
  // On a busy machine Lighthouse now and then loses the page load's trace (NO_NAVSTART); such a
  // run measured nothing, so it is run again rather than counted.
  for (let attempt = 1; ; attempt++) {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      if (token) await signIn(page, url, token);
      const flags = token ? { ...FLAGS, disableStorageReset: true } : FLAGS;
      const result = await lighthouse(url, flags, undefined, page);
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (!lhr.runtimeError) return rowOf(name, lhr, result.artifacts.Trace);
      if (attempt === 3) throw new Error(`${name}: ${lhr.runtimeError.message}`);
      process.stderr.write(`${name}: ${lhr.runtimeError.code}, running again\n`);
    } finally {
      await context.close();
    }
  }
}

/** Signed-in home (navigation), then the search from Enter to the answer (timespan + snapshot). */
async function answerRun(browser: Browser, url: string, token: string): Promise<Row[]> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // Signed in from the first script on, as a returning person is; the profile is fresh, so
    // the cache is cold and nothing else is stored.
    await signIn(page, url, token);
    const flow = await startFlow(page, { flags: { ...FLAGS, disableStorageReset: true } });
    await flow.navigate(`${url}/`);
    // The app's own box: the server's first screen draws one too, inert until the app replaces
    // it (docs/performance.md, "The signed-in home's first screen").
    await page.waitForFunction(() => {
      const box = document.querySelector('form input[role="combobox"]');
      return box !== null && box.closest('[inert]') === null;
    });
    const box = await page.waitForSelector('form input[role="combobox"]');
    if (!box) throw new Error('no search box on the signed-in home page');
    // Typing belongs to the home page; the answer's timespan starts at Enter, once what Strix
    // understood from the question is on screen.
    await box.type(QUESTION);
    await page.waitForNetworkIdle({ idleTime: 500 });
    await flow.startTimespan();
    const asked = performance.now();
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="search-result"], [data-testid="unresolved-notice"]', {
      timeout: ANSWER_TIMEOUT_MS,
    });
    const answerMs = performance.now() - asked;
    if (!(await page.$('[data-testid="search-result"]'))) {
      throw new Error(`"${QUESTION}" was not answered on the mini mirror`);
    }
    // The answer's later sections (prices, news) settle before the timespan ends.
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: ANSWER_TIMEOUT_MS });
    await flow.endTimespan();
    await flow.snapshot();
    const [home, timespan, snapshot] = (await flow.createFlowResult()).steps.map((s) => s.lhr);
    if (!home || !timespan || !snapshot) throw new Error('the search flow is missing a step');
    // Each step's trace (the timespan's is recorded throttled: its tasks are already 4× long).
    const traces = flow.createArtifactsJson().gatherSteps.map((step) => step.artifacts.Trace);
    reportAccessibility('search answer', snapshot);
    reportLongTasks('search answer', timespan);
    const homeRow = rowOf('home, signed in', home, traces[0]);
    if (SAVE_DIR) {
      const file = `${String(++saved).padStart(2, '0')}-search-answer`;
      writeFileSync(join(SAVE_DIR, `${file}.json`), JSON.stringify(timespan));
      if (traces[1]) writeFileSync(join(SAVE_DIR, `${file}.trace.json`), JSON.stringify(traces[1]));
    }
    return [
      homeRow,
      {
        page: 'search answer',
        performance: score(timespan, 'performance'),
        accessibility: score(snapshot, 'accessibility'),
        fcp: null,
        lcp: null,
        tbt: metric(timespan, 'total-blocking-time'),
        cls: metric(timespan, 'cumulative-layout-shift'),
        answerMs,
        load: loadavg()[0],
      },
    ];
  } finally {
    await context.close();
  }
}

const median = (values: (number | null | undefined)[]) => {
  const known = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2;
};

function printTable(rows: Row[]) {
  const pages = [...new Set(rows.map((r) => r.page))];
  const s = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);
  const n = (v: number | null) => (v === null ? '—' : String(Math.round(v)));
  console.log(
    `\nLighthouse ${lighthouseVersion()}, mobile preset, median of ${RUNS} runs (targets: performance ≥ ${CPU_LOAD ? 85 : 95} ${CPU_LOAD ? 'CPU loaded' : 'quiet'}, accessibility ≥ 98)`,
  );
  if (CPU_LOAD) {
    console.log(
      `CPU load: ${spinners.length} busy-loop processes (one per core) ran for the whole bench`,
    );
  }
  // Lighthouse scales the CPU time it observes, so a busy machine lowers every score.
  const load = (values: number[]) => values.map((v) => v.toFixed(1)).join(' / ');
  const index = median(rows.map((r) => r.benchmarkIndex));
  console.log(
    `Load average (1/5/15 min) at start ${load(loadAtStart)}, at end ${load(loadavg())}; Lighthouse benchmark index ${index === null ? '—' : Math.round(index)}\n`,
  );
  console.log('| page | performance | accessibility | FCP | LCP | TBT | CLS | answer shown |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const page of pages) {
    const of = rows.filter((r) => r.page === page);
    const m = (key: keyof Row) => median(of.map((r) => r[key] as number | null | undefined));
    const cls = m('cls');
    const tbt = m('tbt');
    console.log(
      `| ${CPU_LOAD ? `${page}, CPU loaded` : page} | ${n(m('performance'))} | ${n(m('accessibility'))} | ${s(m('fcp'))} | ${s(m('lcp'))} | ${tbt === null ? '—' : `${Math.round(tbt)} ms`} | ${cls === null ? '—' : cls.toFixed(3)} | ${s(m('answerMs'))} |`,
    );
  }
  console.log('\nEach run (performance/accessibility, one-minute load average as it ended):');
  for (const page of pages) {
    const of = rows.filter((r) => r.page === page);
    const runs = of.map(
      (r) => `${r.performance}/${r.accessibility} (load ${r.load?.toFixed(1) ?? '—'})`,
    );
    console.log(`  ${page}: ${runs.join(', ')}`);
  }
}

function lighthouseVersion() {
  return spawnSync(process.execPath, ['-p', "require('lighthouse/package.json').version"], {
    encoding: 'utf8',
  }).stdout.trim();
}

const built = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

/**
 * One spinning child process per core, for --cpu-load: plain busy loops at the same priority as
 * everything else, so the browser, the server and Lighthouse share the cores with them, as a
 * phone's page shares its cores with whatever else runs. Stopped when the bench ends.
 */
function startSpinners(): ChildProcess[] {
  return Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
}

const loadAtStart = loadavg();
const server = await startServer();
const browser = await puppeteer.launch({
  executablePath: CHROME_PATH,
  headless: true,
  args: CHROME_FLAGS,
});
// Started once the server is up, so the load is on the pages, not on the server's start-up.
const spinners = CPU_LOAD ? startSpinners() : [];
try {
  const token = await createSearcher(server.url);
  // One unmeasured pass warms the server (the mirror's first fits), not the browser.
  const warm = await fetch(`${server.url}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: QUESTION }),
  });
  if (!warm.ok) throw new Error(`warm-up search: ${warm.status} ${await warm.text()}`);
  // A match with every section a premium account sees: odds from several books (their badges),
  // value bets, the prediction.
  const matchId = await matchIdOf(server.url, MATCH_QUESTION);
  const rows: Row[] = [];
  for (let run = 1; run <= RUNS; run++) {
    process.stderr.write(`run ${run}/${RUNS}…\n`);
    if (measured('home')) rows.push(await navigationRun(browser, 'home', `${server.url}/`));
    if (measured('answer')) rows.push(...(await answerRun(browser, server.url, token)));
    if (measured('match')) {
      rows.push(
        await navigationRun(browser, 'match, signed in', `${server.url}/match/${matchId}`, token),
      );
    }
    for (const path of ['/record', '/developers', '/responsible-gambling', '/league/E0']) {
      const name = path.split('/')[1]!;
      if (measured(name)) rows.push(await navigationRun(browser, path, `${server.url}${path}`));
    }
  }
  printTable(rows);
} finally {
  for (const spinner of spinners) spinner.kill('SIGKILL');
  await browser.close();
  await server.stop();
}
