/**
 * `.env.example` is where an operator learns what can be set: it must name every variable the
 * server reads, with its default, and nothing the server ignores. The names come from the config
 * schema itself and from any other read of the environment in the server's code, so a variable
 * added to either fails here until it is written down (docs/configuration.md lists them too).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigSchema, loadConfig } from './config.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** NAME=value lines of .env.example, in order. */
function exampleAssignments(): Map<string, string> {
  const assignments = new Map<string, string>();
  for (const line of read('.env.example').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match?.[1]) assignments.set(match[1], match[2] ?? '');
  }
  return assignments;
}

/** Server code, tests and the test harness left out: what they read configures no deployment. */
function serverSourceFiles(dir = 'server'): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return relative === 'server/test' ? [] : serverSourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Variables read by name anywhere in the server: `process.env.X`, `process.env['X']`, `env.X`. */
function variablesReadInCode(): Set<string> {
  const reads =
    /(?<![\w.])(?:process\.)?env(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g;
  const names = new Set<string>();
  for (const file of serverSourceFiles()) {
    for (const match of read(file).matchAll(reads)) names.add((match[1] ?? match[2])!);
  }
  return names;
}

const schemaVariables = Object.keys(ConfigSchema.in.shape);
const variablesTheServerReads = [...new Set([...schemaVariables, ...variablesReadInCode()])].sort();

describe('.env.example', () => {
  it('lists every variable the server reads', () => {
    const listed = exampleAssignments();
    expect(schemaVariables.length).toBeGreaterThan(40);
    expect(variablesTheServerReads.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('lists nothing the server does not read', () => {
    const read = new Set(variablesTheServerReads);
    expect([...exampleAssignments().keys()].filter((name) => !read.has(name))).toEqual([]);
  });

  it('holds the defaults: copied to .env as it is, it changes nothing', () => {
    expect(loadConfig(Object.fromEntries(exampleAssignments()))).toEqual(loadConfig({}));
  });

  it('is matched by docs/configuration.md, which lists every variable too', () => {
    const documented = read('docs/configuration.md');
    expect(variablesTheServerReads.filter((name) => !documented.includes(`\`${name}\``))).toEqual(
      [],
    );
  });
});
