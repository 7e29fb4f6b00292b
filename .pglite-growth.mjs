// Preload: logs every PGlite query that grew the process's external memory (WASM) by > 2 MB.
import { PGlite } from '@electric-sql/pglite';
const t0 = performance.now();
for (const name of ['query', 'exec']) {
  const orig = PGlite.prototype[name];
  PGlite.prototype[name] = async function (...args) {
    const before = process.memoryUsage().external;
    const result = await orig.apply(this, args);
    const after = process.memoryUsage().external;
    if (after - before > 2e6) {
      const text = String(args[0]).replace(/\s+/g, ' ').slice(0, 160);
      const rows = Array.isArray(result) ? result.reduce((n, r) => n + (r.rows?.length ?? 0), 0) : result?.rows?.length;
      console.error(`[growth] t=${((performance.now() - t0) / 1000).toFixed(1)}s +${((after - before) / 1e6).toFixed(0)} MB -> ${(after / 1e6).toFixed(0)} MB rows=${rows} ${name}: ${text}`);
    }
    return result;
  };
}
setInterval(() => { const m = process.memoryUsage(); console.error(`[mem] t=${((performance.now() - t0) / 1000).toFixed(0)}s rss=${(m.rss/1e6).toFixed(0)} heap=${(m.heapUsed/1e6).toFixed(0)} ext=${(m.external/1e6).toFixed(0)}`); }, 5000).unref();
