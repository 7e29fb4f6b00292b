import { readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMap | null>();
function sourceMapOf(file: string): SourceMap | null {
  if (!maps.has(file)) {
    try {
      maps.set(file, new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))));
    } catch {
      maps.set(file, null);
    }
  }
  return maps.get(file)!;
}

/**
 * Where a frame's code lives, at the grain a reader acts on: our code by folder
 * (server/features/auth), a package by name (fastify, pg-protocol), Node's own by module.
 */
function placeOf({ functionName, url, lineNumber, columnNumber }: ProfileNode['callFrame']) {
  if (!url)
    return functionName.startsWith('(') ? functionName : `(native) ${functionName || 'anonymous'}`;
  if (url.startsWith('node:'))
    return `node:${
      url
        .slice(5)
        .replace(/^internal\//, '')
        .split('/')[0]
    }`;
  const path = url.startsWith('file:') ? fileURLToPath(url) : url;
  const inPackages = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackages) return inPackages[1]!;
  if (path.includes('/dist/server/')) {
    const entry = sourceMapOf(path)?.findEntry(lineNumber, columnNumber);
    const source = entry && 'originalSource' in entry ? entry.originalSource : undefined;
    if (source) {
      const relative = normalize(source.replace(/^file:\/\//, '')).replace(
        /^.*?(server|engine|contract)\//,
        '$1/',
      );
      const parts = relative.split('/');
      return parts.slice(0, Math.min(parts.length - 1, 3)).join('/') || relative;
    }
  }
  return path;
}

/**
 * CPU milliseconds per request spent in each place, from a `--cpu-prof` profile, counting only
 * the samples in the `windowMs` before the profile's last `tailMs` (the load, not the start-up or
 * the shutdown).
 */
export function cpuByPlace(profileDir: string, windowMs: number, tailMs: number, requests: number) {
  const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no CPU profile in ${profileDir}`);
  const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const to = profile.endTime - tailMs * 1000;
  const from = to - windowMs * 1000;
  const self = new Map<string, number>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i]!;
    at += delta;
    if (at < from || at > to) continue;
    const place = placeOf(byId.get(profile.samples[i]!)!.callFrame);
    self.set(place, (self.get(place) ?? 0) + delta / 1000);
  }
  return [...self.entries()]
    .map(([place, ms]) => ({ place, msPerRequest: ms / requests }))
    .sort((a, b) => b.msPerRequest - a.msPerRequest);
}
