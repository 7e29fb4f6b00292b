// Prints the gzipped size of the JavaScript the home route loads: the entry script in
// dist/web/index.html plus the chunks it preloads. Budget: 150 KB gzipped. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist/web';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
let total = 0;
console.log('| home-route JavaScript | raw KB | gzip KB |');
console.log('|---|---|---|');
for (const file of new Set(scripts)) {
  const bytes = readFileSync(join(dist, file));
  const gz = gzipSync(bytes, { level: 9 }).length;
  total += gz;
  console.log(`| ${file} | ${(bytes.length / 1024).toFixed(1)} | ${(gz / 1024).toFixed(1)} |`);
}
console.log(`| total (budget 150 KB) | | ${(total / 1024).toFixed(1)} |`);
