import type { FastifyInstance } from 'fastify';

/** Test helpers: reading Prometheus's text format as a scraper would, strictly. */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"';
const SAMPLE = new RegExp(
  `^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*,?)?\\})? (\\S+)(?: (-?\\d+))?$`,
);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const HELP = new RegExp(`^# HELP (${NAME}) .*$`);
const SUFFIXES: Record<string, string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

const unescapeLabel = (value: string) =>
  value.replace(/\\(["\\n])/g, (_all, char: string) => (char === 'n' ? '\n' : char));

/**
 * The samples of a text exposition (version 0.0.4). Throws on any line a scraper would refuse:
 * a malformed sample, a value that is not a number, or a sample of a family no TYPE declared.
 */
export function parseExposition(text: string): Sample[] {
  const families = new Map<string, string>();
  const samples: Sample[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line === '' || HELP.test(line)) continue;
    const type = TYPE.exec(line);
    if (type) {
      families.set(type[1]!, type[2]!);
      continue;
    }
    if (line.startsWith('#')) throw new Error(`line ${index + 1} is a stray comment: ${line}`);
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`line ${index + 1} is not a sample: ${line}`);
    const name = match[1]!;
    const raw = match.at(-2)!;
    // As Prometheus reads them (Go's ParseFloat): NaN and Inf in any case; prom-client writes Nan.
    const special = /^([+-]?)(inf|infinity|nan)$/i.exec(raw);
    const value = special
      ? special[2]!.toLowerCase() === 'nan'
        ? Number.NaN
        : special[1] === '-'
          ? -Infinity
          : Infinity
      : Number(raw);
    if (!special && (raw.trim() === '' || Number.isNaN(value))) {
      throw new Error(`line ${index + 1} has a value that is not a number: ${line}`);
    }
    const declared = [...families].some(([family, kind]) =>
      SUFFIXES[kind]!.some((suffix) => name === family + suffix),
    );
    if (!declared) throw new Error(`line ${index + 1} belongs to no declared family: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(new RegExp(LABEL, 'g'))) {
      labels[pair[1]!] = unescapeLabel(pair[2]!);
    }
    samples.push({ name, labels, value });
  }
  return samples;
}

/** The value of the sample named so whose labels include `labels`; undefined when none. */
export function sampleValue(
  samples: readonly Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return samples.find(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

/** GET /metrics on the main port with the token, checked as Prometheus would check it. */
export async function scrape(app: FastifyInstance, token: string): Promise<Sample[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) {
    throw new Error(`/metrics answered ${response.statusCode}: ${response.body}`);
  }
  if (!String(response.headers['content-type']).startsWith('text/plain; version=0.0.4')) {
    throw new Error(`/metrics answered ${response.headers['content-type']}`);
  }
  return parseExposition(response.body);
}
