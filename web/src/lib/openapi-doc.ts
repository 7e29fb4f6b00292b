/**
 * Reads the API's OpenAPI 3.1 document (GET /api/v1/openapi.json) into what /developers shows:
 * operations grouped by tag, their parameters, and the 200 answer's fields as a tree with
 * readable type labels. Pure: no React, no fetching, so it is tested on a small fixture.
 *
 * Only the subset of JSON Schema the server's generator writes is read (type, type arrays with
 * "null", anyOf/oneOf with a null member, allOf, enum, const, properties, items, $ref into the
 * document); anything else reads as "any" rather than failing the page.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  /** OpenAPI 3.0's spelling; 3.1 writes type: [..., "null"]. */
  nullable?: boolean;
  default?: unknown;
}

export interface OpenApiParameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface OpenApiResponse {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  deprecated?: boolean;
  parameters?: OpenApiParameter[];
  responses?: Record<string, OpenApiResponse>;
}

export type OpenApiPathItem = Record<string, unknown> & { parameters?: OpenApiParameter[] };

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths?: Record<string, OpenApiPathItem>;
  components?: { schemas?: Record<string, JsonSchema> } & Record<string, unknown>;
}

/** What a schema holds, as a reader of the reference needs it. */
export interface SchemaShape {
  /** 'string', 'integer', 'League', 'League[]', 'string (date-time)', 'map of number'… */
  type: string;
  nullable: boolean;
  description?: string;
  /** Allowed values, written as JSON ('"home"', '3'). */
  enumValues?: string[];
  /** An object's properties (an array's: its items'); absent for a scalar or a repeated $ref. */
  fields?: FieldNode[];
  /** The default, written as JSON. */
  defaultValue?: string;
}

export interface FieldNode extends SchemaShape {
  name: string;
  required: boolean;
}

const REF_PREFIX = '#/';

/** Follows a local JSON pointer ('#/components/schemas/League'); undefined if it leads nowhere. */
export function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith(REF_PREFIX)) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(REF_PREFIX.length).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * The name a $ref is shown by. The generator writes a request-side twin ('LeagueInput') beside
 * each response schema ('League'); the twin is shown by the plain name when that exists too.
 */
export function refName(doc: OpenApiDocument, ref: string): string {
  const name = ref.slice(ref.lastIndexOf('/') + 1);
  const schemas = doc.components?.schemas ?? {};
  const plain = name.endsWith('Input') ? name.slice(0, -'Input'.length) : null;
  return plain && plain in schemas ? plain : name;
}

const isNullSchema = (s: JsonSchema) =>
  s.type === 'null' || (Array.isArray(s.type) && s.type.length === 1 && s.type[0] === 'null');

const json = (value: unknown) => JSON.stringify(value) ?? String(value);

/** Wraps a union label in parentheses so '[]' applies to all of it. */
const arrayOf = (label: string) => (label.includes(' | ') ? `(${label})[]` : `${label}[]`);

/**
 * A schema's shape. `seen` holds the $refs on the path from the root, so a schema that contains
 * itself is shown once, by name, instead of recursing for ever.
 */
export function describeSchema(
  doc: OpenApiDocument,
  schema: JsonSchema | undefined,
  seen: ReadonlySet<string> = new Set(),
): SchemaShape {
  if (!schema) return { type: 'any', nullable: false };
  const shape = describeInner(doc, schema, seen);
  // A description beside a $ref or on a union wins over the target's own: it says what this
  // use of the shared schema means.
  if (schema.description) shape.description = schema.description;
  if (schema.nullable) shape.nullable = true;
  if (schema.default !== undefined) shape.defaultValue = json(schema.default);
  return shape;
}

function describeInner(
  doc: OpenApiDocument,
  schema: JsonSchema,
  seen: ReadonlySet<string>,
): SchemaShape {
  if (schema.$ref) return describeRef(doc, schema.$ref, seen);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return describeUnion(doc, union, seen);
  if (schema.allOf) return describeSchema(doc, mergeAllOf(doc, schema.allOf), seen);
  if (schema.const !== undefined) {
    return { type: json(schema.const), nullable: false, enumValues: [json(schema.const)] };
  }
  if (schema.enum) return describeEnum(schema);

  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = types.includes('null');
  const nonNull = types.filter((t) => t !== 'null');
  if (nonNull.length > 1) return { type: nonNull.join(' | '), nullable };
  const type = nonNull[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  if (type === 'array') return { ...describeArray(doc, schema, seen), nullable };
  if (type === 'object') return { ...describeObject(doc, schema, seen), nullable };
  if (!type) return { type: 'any', nullable };
  return { type: schema.format ? `${type} (${schema.format})` : type, nullable };
}

function describeRef(doc: OpenApiDocument, ref: string, seen: ReadonlySet<string>): SchemaShape {
  const name = refName(doc, ref);
  const target = resolvePointer(doc, ref) as JsonSchema | undefined;
  if (!target || typeof target !== 'object') return { type: name, nullable: false };
  if (seen.has(ref)) return { type: name, nullable: false, description: target.description };
  const shape = describeSchema(doc, target, new Set([...seen, ref]));
  // A named object reads by its name; a named scalar keeps its type ('string', not 'Day').
  return shape.fields ? { ...shape, type: name } : shape;
}

function describeUnion(
  doc: OpenApiDocument,
  variants: JsonSchema[],
  seen: ReadonlySet<string>,
): SchemaShape {
  const nullable = variants.some(isNullSchema);
  const shapes = variants.filter((v) => !isNullSchema(v)).map((v) => describeSchema(doc, v, seen));
  const [only] = shapes;
  if (shapes.length === 1 && only) return { ...only, nullable: nullable || only.nullable };
  return {
    type: shapes.map((s) => s.type).join(' | ') || 'null',
    nullable: nullable || shapes.some((s) => s.nullable),
  };
}

function describeEnum(schema: JsonSchema): SchemaShape {
  const values = schema.enum ?? [];
  const nullable = values.includes(null);
  const present = values.filter((v) => v !== null);
  const kinds = [...new Set(present.map((v) => typeof v))];
  const declared = Array.isArray(schema.type)
    ? schema.type.filter((t) => t !== 'null')[0]
    : schema.type;
  return {
    type: declared ?? (kinds.length === 1 ? String(kinds[0]) : 'any'),
    nullable: nullable || (Array.isArray(schema.type) && schema.type.includes('null')),
    enumValues: present.map(json),
  };
}

function describeArray(
  doc: OpenApiDocument,
  schema: JsonSchema,
  seen: ReadonlySet<string>,
): Omit<SchemaShape, 'nullable'> {
  const items = describeSchema(doc, schema.items, seen);
  const label = items.nullable ? `${items.type} | null` : items.type;
  const shape: Omit<SchemaShape, 'nullable'> = { type: arrayOf(label) };
  if (items.fields) shape.fields = items.fields;
  if (items.enumValues) shape.enumValues = items.enumValues;
  if (items.description) shape.description = items.description;
  return shape;
}

function describeObject(
  doc: OpenApiDocument,
  schema: JsonSchema,
  seen: ReadonlySet<string>,
): Omit<SchemaShape, 'nullable'> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {});
  const extra = schema.additionalProperties;
  if (entries.length === 0 && extra && typeof extra === 'object') {
    // A map ({ [key]: value }): its value's shape is what a reader needs.
    const value = describeSchema(doc, extra, seen);
    const shape: Omit<SchemaShape, 'nullable'> = { type: `map of ${value.type}` };
    if (value.fields) shape.fields = value.fields;
    return shape;
  }
  const shape: Omit<SchemaShape, 'nullable'> = { type: 'object' };
  if (entries.length > 0) {
    shape.fields = entries.map(([name, property]) => ({
      name,
      required: required.has(name),
      ...describeSchema(doc, property, seen),
    }));
  }
  return shape;
}

/** allOf as one object: properties and required lists put together, $refs followed. */
function mergeAllOf(doc: OpenApiDocument, parts: JsonSchema[]): JsonSchema {
  const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const part of parts) {
    const schema = part.$ref ? (resolvePointer(doc, part.$ref) as JsonSchema | undefined) : part;
    if (!schema) continue;
    const inner = schema.allOf ? mergeAllOf(doc, schema.allOf) : schema;
    Object.assign(merged.properties ?? {}, inner.properties);
    merged.required?.push(...(inner.required ?? []));
    if (inner.description && !merged.description) merged.description = inner.description;
  }
  return merged;
}
