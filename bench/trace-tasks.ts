// What a page load's long main-thread tasks spent their time on, read from a trace that
// `npm run bench:lighthouse -- --save DIR` wrote (DIR/NN-page.trace.json). Lighthouse records the
// page unthrottled and simulates a phone by multiplying each task's CPU time by 4, so a task
// counts toward Total Blocking Time when it took over 12.5 ms here; each is printed with its
// simulated length, the script it ran, and its biggest parts (script, style, layout, paint).
// A timespan's trace (the search answer's, NN-search-answer.trace.json) is recorded throttled
// and has no first paint: its tasks count as they are, every one, on the renderer busiest in it.
// Usage: npx tsx bench/trace-tasks.ts DIR/01-match-signed-in.trace.json [--min 12.5]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { min: { type: 'string', default: '12.5' } },
});
const minMs = Number(values.min);

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event: less than dur when the thread waited or was descheduled. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string } };
}

const contains = (outer: TraceEvent, inner: TraceEvent) =>
  outer !== inner &&
  outer.ts <= inner.ts &&
  outer.ts + (outer.dur ?? 0) >= inner.ts + (inner.dur ?? 0);

/** The renderer main thread that ran the most task time (a timespan has no first paint). */
function busiestRenderer(events: TraceEvent[]) {
  const renderers = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const busy = (r: TraceEvent) =>
    events
      .filter((e) => e.pid === r.pid && e.tid === r.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const best = renderers.sort((a, b) => busy(b) - busy(a))[0];
  if (!best) throw new Error('no renderer main thread in the trace');
  return best;
}

function readTasks(file: string) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const events: TraceEvent[] = raw.traceEvents ?? raw;
  // The page's renderer main thread: the one that painted its first content.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const thread = fcp ?? busiestRenderer(events);
  const main = events.filter(
    (e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined,
  );
  const first = main.reduce((a, b) => (b.ts < a.ts ? b : a), main[0]!);
  const start =
    events.find(
      (e) =>
        e.name === 'navigationStart' &&
        e.pid === thread.pid &&
        (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL,
    ) ??
    fcp ??
    first;
  const runs = main.filter((e) => e.name === 'RunTask' && e.ts >= start.ts);
  const tasks = runs.filter((t) => !runs.some((o) => contains(o, t)));
  // A page load's trace is unthrottled (Lighthouse multiplies by 4); a timespan's is throttled.
  return { main, tasks, fcp: fcp ?? start, start, slowdown: fcp ? 4 : 1 };
}

function partsOf(task: TraceEvent, main: TraceEvent[]) {
  const inside = main.filter(
    (e) => e.name !== 'RunTask' && !e.name.startsWith('V8.') && contains(task, e),
  );
  const outermost = inside.filter((e) => !inside.some((o) => contains(o, e)));
  const parts = new Map<string, number>();
  for (const e of outermost) {
    const url = e.args?.data?.url?.split('/').pop();
    const key = url ? `${e.name} ${url}` : e.name;
    parts.set(key, (parts.get(key) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...parts].sort((a, b) => b[1] - a[1]).slice(0, 5);
}

for (const file of positionals) {
  const { main, tasks, fcp, start, slowdown: SLOWDOWN } = readTasks(file);
  const since = (e: TraceEvent) => ((e.ts - start.ts) / 1000).toFixed(0).padStart(5);
  console.log(`\n${file}: first contentful paint at ${since(fcp)} ms (unthrottled)`);
  let blocking = 0;
  let cpuBlocking = 0;
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    const afterPaint = task.ts >= fcp.ts;
    if (afterPaint) {
      blocking += Math.max(0, ms * SLOWDOWN - 50);
      cpuBlocking += Math.max(0, ((task.tdur ?? task.dur ?? 0) / 1000) * SLOWDOWN - 50);
    }
    if (ms * SLOWDOWN < minMs * 4) continue;
    const parts = partsOf(task, main)
      .map(([name, partMs]) => `${name} ${partMs.toFixed(1)}`)
      .join(', ');
    console.log(
      `${since(task)} ms  ${ms.toFixed(1).padStart(5)} ms (×${SLOWDOWN} ${(ms * SLOWDOWN).toFixed(0).padStart(4)}; CPU ${((task.tdur ?? 0) / 1000).toFixed(1).padStart(5)})${afterPaint ? '' : ' before paint'}  ${parts}`,
    );
  }
  // The main thread's own CPU time is the steadier figure on a shared machine: wall time also
  // counts the moments another process had the core (and Lighthouse multiplies those too).
  console.log(
    `blocking time after the paint, ×${SLOWDOWN}: ${blocking.toFixed(0)} ms by wall time, ${cpuBlocking.toFixed(0)} ms by the thread's CPU time (Lighthouse's TBT simulates the order too; read it as a guide)`,
  );
}
