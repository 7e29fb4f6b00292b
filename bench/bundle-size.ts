// Prints the size on the wire of the JavaScript the home route loads: the entry script in
// dist/web/index.html plus the chunks it preloads, as the server sends them to a browser that
// accepts Brotli (the build's .br copies), with gzip beside. Budget: 120 KB on the wire.
// Run after `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = 'dist/web';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
let total = 0;
let totalGz = 0;
console.log('| home-route JavaScript | raw KB | gzip KB | Brotli KB (on the wire) |');
console.log('|---|---|---|---|');
for (const file of new Set(scripts)) {
  const bytes = readFileSync(join(dist, file));
  // Files under 1 KB get no compressed copy (web/precompress.ts): they go out as they are.
  const sizeOf = (copy: string) =>
    existsSync(join(dist, copy)) ? readFileSync(join(dist, copy)).length : bytes.length;
  const gz = sizeOf(`${file}.gz`);
  const br = sizeOf(`${file}.br`);
  total += br;
  totalGz += gz;
  console.log(
    `| ${file} | ${(bytes.length / 1024).toFixed(1)} | ${(gz / 1024).toFixed(1)} | ${(br / 1024).toFixed(1)} |`,
  );
}
console.log(
  `| total (budget 120 KB on the wire) | | ${(totalGz / 1024).toFixed(1)} | ${(total / 1024).toFixed(1)} |`,
);
