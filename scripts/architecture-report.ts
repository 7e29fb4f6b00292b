/**
 * Prints the shape of the code from its own imports: how many imports cross a folder, which
 * folders and files import each other in a cycle, and how far the two main flows (a search, a
 * live odds refresh) walk. Only imports that exist at run time count (a type-only import costs
 * nothing when the code runs). Tests are left out: they may reach anywhere.
 *
 * Usage: npm run arch:report [-- --json | --check]
 *        npm run arch:report -- --edges <from folder|*> <to folder|*>   (the imports behind an edge)
 * The same cruise backs the rules checked in CI (.dependency-cruiser.cjs, `npm run arch:check`);
 * docs/architecture.md#reading-the-graph explains the figures.
 */
import { cruise, type ICruiseResult, type IModule } from 'dependency-cruiser';

const ROOTS = ['server', 'engine', 'contract', 'web/src', 'scripts', 'bench'];
const EXCLUDE =
  '(\\.test\\.tsx?$|\\.e2e\\.ts$|/test/|/fuzz/|-test-kit\\.ts$|-kit\\.ts$|test-client\\.ts$|node_modules|dist/)';

/** Entry points of the two flows docs/architecture.md draws step by step. */
const FLOWS: Record<string, string> = {
  'a search (POST /api/search)': 'server/features/search/search-service.ts',
  'a live odds refresh (jobs/live-refresh.ts)': 'server/jobs/live-refresh.ts',
};

/** The unit a reader looks for: a feature, a data source, a domain area, a web folder. */
export function folderOf(file: string): string {
  const parts = file.split('/');
  if (
    parts[0] === 'server' &&
    ['features', 'data', 'sports'].includes(parts[1] ?? '') &&
    parts.length > 3
  ) {
    return parts.slice(0, 3).join('/');
  }
  if (parts[0] === 'server' && parts.length > 2) return parts.slice(0, 2).join('/');
  if (parts[0] === 'web' && parts[1] === 'src' && parts.length > 3)
    return parts.slice(0, 3).join('/');
  if (parts[0] === 'engine' && parts.length > 2) return parts.slice(0, 2).join('/');
  return parts.slice(0, -1).join('/') || parts[0] || file;
}

type Graph = Map<string, Set<string>>;

function runtimeGraph(modules: IModule[]): Graph {
  const graph: Graph = new Map();
  for (const m of modules) {
    if (m.coreModule || m.couldNotResolve || m.source.includes('node_modules')) continue;
    const out = new Set<string>();
    for (const d of m.dependencies) {
      if (d.coreModule || d.couldNotResolve || d.resolved.includes('node_modules')) continue;
      if (
        d.dependencyTypes.includes('type-only') ||
        d.dependencyTypes.includes('pre-compilation-only')
      )
        continue;
      if (new RegExp(EXCLUDE).test(d.resolved)) continue;
      out.add(d.resolved);
    }
    graph.set(m.source, out);
  }
  return graph;
}

/** Tarjan's strongly connected components; returns those with more than one member. */
function cycles(graph: Graph): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v) ?? 0, idx.get(w) ?? 0));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

function folderGraph(graph: Graph): Graph {
  const folders: Graph = new Map();
  for (const [from, tos] of graph) {
    const f = folderOf(from);
    if (!folders.has(f)) folders.set(f, new Set());
    for (const to of tos) if (folderOf(to) !== f) folders.get(f)?.add(folderOf(to));
  }
  return folders;
}

function reachable(graph: Graph, entry: string): Set<string> {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const to of graph.get(next) ?? []) {
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
}

/**
 * How far a flow walks from its entry: the files and folders it may load, the imports that
 * cross a folder (file to file, and folder to folder counted once), and how many imports lead
 * back into the entry's own folder from another (a folder the flow leaves and re-enters).
 */
function flowFigures(graph: Graph, entry: string) {
  const files = reachable(graph, entry);
  const home = folderOf(entry);
  let crossings = 0;
  let reentries = 0;
  const folderPairs = new Set<string>();
  for (const f of files) {
    for (const to of graph.get(f) ?? []) {
      if (folderOf(to) === folderOf(f)) continue;
      crossings += 1;
      folderPairs.add(`${folderOf(f)} -> ${folderOf(to)}`);
      if (folderOf(to) === home) reentries += 1;
    }
  }
  const folders = new Set([...files].map(folderOf));
  // The server's own part of the walk, without the shared contract and the pure engine.
  const server = [...files].filter((f) => f.startsWith('server/'));
  return {
    files: files.size,
    folders: folders.size,
    serverFiles: server.length,
    serverFolders: new Set(server.map(folderOf)).size,
    crossings,
    folderHops: folderPairs.size,
    reentries,
  };
}

async function runtimeImports(): Promise<Graph> {
  const result = (await cruise(ROOTS, {
    exclude: EXCLUDE,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
  })) as { output: ICruiseResult };
  return runtimeGraph(result.output.modules);
}

export async function report() {
  const graph = await runtimeImports();
  let crossFolder = 0;
  for (const [from, tos] of graph)
    for (const to of tos) if (folderOf(to) !== folderOf(from)) crossFolder += 1;
  const folders = folderGraph(graph);
  const folderEdges = [...folders.values()].reduce((n, s) => n + s.size, 0);
  const flows = Object.fromEntries(
    Object.entries(FLOWS)
      .filter(([, entry]) => graph.has(entry))
      .map(([name, entry]) => [name, flowFigures(graph, entry)]),
  );
  return {
    files: graph.size,
    folders: folders.size,
    crossFolderImports: crossFolder,
    folderEdges,
    folderCycles: cycles(folders),
    fileCycles: cycles(graph),
    flows,
  };
}

async function printEdges(from: string, to: string): Promise<void> {
  const graph = await runtimeImports();
  for (const [file, targets] of graph) {
    for (const target of targets) {
      const [a, b] = [folderOf(file), folderOf(target)];
      if (a !== b && (from === '*' || a === from) && (to === '*' || b === to))
        console.log(`${file} -> ${target}`);
    }
  }
}

const edgesAt = process.argv.indexOf('--edges');
if (import.meta.url === `file://${process.argv[1]}` && edgesAt > 0) {
  await printEdges(process.argv[edgesAt + 1] ?? '*', process.argv[edgesAt + 2] ?? '*');
} else if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--check')) {
  // CI: a folder that imports one importing it back is the tangle docs/architecture.md#boundaries
  // rules out; dependency-cruiser checks files, this checks folders.
  const r = await report();
  for (const c of r.folderCycles) console.error(`folder cycle: ${c.join(' ↔ ')}`);
  for (const c of r.fileCycles) console.error(`file cycle: ${c.join(' ↔ ')}`);
  if (r.folderCycles.length + r.fileCycles.length > 0) process.exit(1);
  console.log(`no folder or file cycles among ${r.files} files in ${r.folders} folders`);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await report();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(r, null, 2));
  } else {
    console.log(`files ${r.files}, folders ${r.folders}`);
    console.log(
      `cross-folder imports (run time) ${r.crossFolderImports}, folder → folder edges ${r.folderEdges}`,
    );
    console.log(`folder cycles ${r.folderCycles.length}`);
    for (const c of r.folderCycles) console.log(`  ${c.join(' ↔ ')}`);
    console.log(`file cycles ${r.fileCycles.length}`);
    for (const c of r.fileCycles) console.log(`  ${c.join(' ↔ ')}`);
    for (const [name, f] of Object.entries(r.flows)) {
      console.log(
        `${name}: ${f.files} files in ${f.folders} folders (server: ${f.serverFiles} in ${f.serverFolders}); ` +
          `${f.crossings} imports cross a folder ` +
          `(${f.folderHops} folder → folder hops), ${f.reentries} lead back into its own folder`,
      );
    }
  }
}
