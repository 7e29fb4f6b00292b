import * as contract from '@contract';
import fc from 'fast-check';
import { z } from 'zod';
import { PROTOTYPE_NAMES } from '../test/hostile-text.ts';

export interface Vocabulary {
  /** Every field name of the contract's request and query schemas. */
  fields: string[];
  /** Each of those schemas' field names together: what one request of that kind sends. */
  shapes: string[][];
  /** The values each enum field takes ('style' → 'cartoon', 'anime'…). */
  choices: Map<string, string[]>;
}

/** What the contract says requests look like, read from its schemas rather than listed again. */
export function contractVocabulary(): Vocabulary {
  const fields = new Set<string>();
  const shapes: string[][] = [];
  const choices = new Map<string, string[]>();
  for (const [name, schema] of Object.entries(contract)) {
    if (!/(Request|Query)Schema$/.test(name)) continue;
    let object: unknown = schema;
    while (object instanceof z.ZodOptional || object instanceof z.ZodNullable) {
      object = object.unwrap();
    }
    if (!(object instanceof z.ZodObject)) continue;
    const shape = Object.entries(object.shape as Record<string, unknown>);
    shapes.push(shape.map(([field]) => field));
    for (const [field, type] of shape) {
      fields.add(field);
      if (type instanceof z.ZodEnum) choices.set(field, type.options.map(String));
    }
  }
  return { fields: [...fields], shapes, choices };
}

/**
 * Characters PostgreSQL refuses: NUL (text and jsonb) and UTF-16 surrogate halves, alone or in
 * the wrong order (jsonb). NUL is listed thrice: most columns are text, where only NUL fails.
 */
const UNSTORABLE = ['\u0000', '\u0000', '\u0000', '\ud800', '\udfff', '\udc00\ud800'];

/** What gets slipped into a valid value: a refused character, or an object property name. */
const SLIPPED_IN = fc.oneof(
  fc.constantFrom(...UNSTORABLE),
  fc.constantFrom(...PROTOTYPE_NAMES).map((name) => ` ${name} `),
);

/**
 * A valid value with something slipped in ('Arsenal\u0000Chelsea', 'Arsenal constructor vs
 * Chelsea'): it looks right to everything that does not read every character.
 */
export function corrupted(examples: readonly unknown[]): fc.Arbitrary<unknown> {
  return fc
    .tuple(fc.constantFrom(...examples), fc.nat(), SLIPPED_IN)
    .map(([value, at, slipped]) => {
      if (typeof value === 'string') {
        const i = at % (value.length + 1);
        return value.slice(0, i) + slipped + value.slice(i);
      }
      if (Array.isArray(value)) return [...value, slipped.trim()];
      return slipped;
    });
}

/** Text that has broken servers: injection-looking, encoding-looking and separator-looking. */
const AWKWARD = [
  '',
  ' ',
  '%',
  '%00',
  '%ff',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '\\',
  '{}',
  '[]',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '9'.repeat(30),
  '\u202e',
  '\ufeff',
  '🦉'.repeat(50),
];

/**
 * Hostile text: the names of inherited object properties, text with NUL or a surrogate half in
 * it, arbitrary Unicode, awkward fixed strings and very long strings (up to 100,000 characters).
 */
export function hostileText(): fc.Arbitrary<string> {
  const withUnstorable = fc
    .tuple(
      fc.string({ maxLength: 20 }),
      fc.constantFrom(...UNSTORABLE),
      fc.string({ maxLength: 20 }),
    )
    .map(([before, bad, after]) => before + bad + after);
  const long = fc
    .tuple(
      fc.integer({ min: 301, max: 100_000 }),
      fc.constantFrom('x', 'é', '🦉', 'Arsenal '),
      fc.constantFrom('', ...UNSTORABLE),
    )
    .map(
      ([length, unit, tail]) =>
        unit.repeat(Math.ceil(length / unit.length)).slice(0, length) + tail,
    );
  return fc.oneof(
    { arbitrary: fc.constantFrom(...PROTOTYPE_NAMES), weight: 3 },
    { arbitrary: withUnstorable, weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
    { arbitrary: fc.constantFrom(...AWKWARD), weight: 2 },
    { arbitrary: long, weight: 1 },
  );
}

/** JSON values of every type (numbers, booleans, null, arrays, objects), with hostile text. */
export function hostileJson(text: fc.Arbitrary<string>, keys: fc.Arbitrary<string>) {
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { maxDepth: 3, depthIdentifier: 'json' },
      { arbitrary: text, weight: 4 },
      { arbitrary: fc.oneof(fc.integer(), fc.double()), weight: 1 },
      { arbitrary: fc.constantFrom(true, false, null), weight: 1 },
      { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 1 },
      { arbitrary: fc.dictionary(keys, tie('value'), { maxKeys: 4 }), weight: 1 },
    ),
  }));
  return value;
}

/**
 * Values for a named field or route parameter: mostly a valid example of it (so the request
 * gets past validation into the services), otherwise hostile text or a value of the wrong type.
 */
export function fieldValue(
  examples: readonly unknown[] | undefined,
  hostile: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  if (!examples || examples.length === 0) return hostile;
  return fc.oneof(
    { arbitrary: fc.constantFrom(...examples), weight: 3 },
    { arbitrary: corrupted(examples), weight: 2 },
    { arbitrary: hostile, weight: 2 },
  );
}

/**
 * Objects that look like requests. Mostly the fields of a shape the route reads (`read`), valid
 * but for one or two hostile ones, so the hostile value reaches whatever reads it past the other
 * checks; also every field of the contract valid but one or two; any request's shape with each
 * field valid or hostile, sometimes with extra keys (inherited property names among them); or
 * any JSON value at all.
 */
export function hostileObjects(
  vocabulary: Vocabulary,
  examples: ReadonlyMap<string, readonly unknown[]>,
  text: fc.Arbitrary<string>,
  read: readonly string[][] = [],
): fc.Arbitrary<unknown> {
  const keys = fc.oneof(
    { arbitrary: fc.constantFrom(...vocabulary.fields), weight: 4 },
    { arbitrary: fc.constantFrom(...PROTOTYPE_NAMES), weight: 1 },
    { arbitrary: text, weight: 1 },
  );
  const json = hostileJson(text, keys);
  const shaped = fc
    .constantFrom(...vocabulary.shapes)
    .chain((shape) =>
      fc
        .tuple(
          fc.record(
            Object.fromEntries(
              shape.map((field) => [field, fieldValue(examples.get(field), json)]),
            ),
            { requiredKeys: [] },
          ),
          fc.dictionary(keys, json, { maxKeys: 2 }),
        )
        .map(([fields, extra]) => ({ ...extra, ...fields })),
    );
  /** The fields valid, but for up to two of them, chosen among `spoilable`, made hostile. */
  const validButSpoiled = (fields: readonly string[], spoilable: readonly string[]) =>
    fc
      .tuple(
        fc.record(
          Object.fromEntries(
            fields
              .filter((field) => (examples.get(field)?.length ?? 0) > 0)
              .map((field) => [field, fc.constantFrom(...examples.get(field)!)]),
          ),
        ),
        fc
          .subarray([...spoilable], { minLength: 1, maxLength: Math.min(2, spoilable.length) })
          .chain((spoiled) =>
            fc.tuple(...spoiled.map((field) => spoilt(field).map((value) => [field, value]))),
          ),
      )
      .map(([valid, spoiled]) => ({ ...valid, ...Object.fromEntries(spoiled) }));
  /** A hostile value for a field: its valid value with something slipped in, or anything. */
  const spoilt = (field: string) => {
    const known = examples.get(field) ?? [];
    return known.length > 0
      ? fc.oneof({ arbitrary: corrupted(known), weight: 2 }, { arbitrary: json, weight: 1 })
      : json;
  };
  const focused =
    read.length > 0
      ? fc.constantFrom(...read).chain((shape) => validButSpoiled(shape, shape))
      : undefined;
  return fc.oneof(
    ...(focused ? [{ arbitrary: focused, weight: 6 }] : []),
    { arbitrary: validButSpoiled(vocabulary.fields, vocabulary.fields), weight: 3 },
    { arbitrary: shaped, weight: 2 },
    { arbitrary: json, weight: 1 },
  );
}

/** An object as query-string pairs: arrays repeat the key, other values are written as JSON. */
export function queryPairs(value: unknown): [string, string][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return [['value', asText(value)]];
  }
  return Object.entries(value).flatMap(([key, inner]) =>
    Array.isArray(inner)
      ? inner.map((item): [string, string] => [key, asText(item)])
      : [[key, asText(inner)] as [string, string]],
  );
}

export const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');

/**
 * Percent-encodes text for a path segment or query value as a hostile client would send it: a
 * surrogate half becomes the three bytes a lax UTF-8 encoder writes for it (which are not UTF-8).
 */
export function percentEncode(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (unit) => {
    const code = unit.charCodeAt(0);
    if (unit.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(unit);
  });
}

/** How a generated multipart body is damaged, if at all. */
export type MultipartDamage = 'none' | 'truncated' | 'no-boundary' | 'long-boundary';

/**
 * A multipart/form-data body of text fields and, maybe, a profileImage file, written by hand so
 * it can be damaged the ways clients damage them: cut short, or sent without its boundary.
 */
export function multipartBody(
  fields: readonly [string, string][],
  file: Uint8Array | null,
  damage: MultipartDamage,
): { payload: Buffer; contentType: string } {
  const boundary = damage === 'long-boundary' ? 'b'.repeat(300) : 'fuzzBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from(file),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const whole = Buffer.concat(chunks);
  return {
    payload: damage === 'truncated' ? whole.subarray(0, Math.floor(whole.length / 2)) : whole,
    contentType:
      damage === 'no-boundary'
        ? 'multipart/form-data'
        : `multipart/form-data; boundary=${boundary}`,
  };
}
