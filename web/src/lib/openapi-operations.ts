import {
  describeSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiResponse,
  resolvePointer,
  type SchemaShape,
} from './openapi-doc.ts';

/**
 * The document's operations as /developers lists them: one entry per path and method, grouped
 * by tag in the document's tag order, each with its parameters and its success answer's shape.
 */

export interface ParameterDoc extends SchemaShape {
  name: string;
  in: string;
  required: boolean;
}

export interface ResponseDoc {
  status: string;
  description?: string;
}

export interface OperationDoc {
  /** The anchor: 'get-api-v1-matches-id'. */
  id: string;
  method: string;
  path: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  parameters: ParameterDoc[];
  /** The success answer (200, else the first 2xx) and the shape of its JSON body. */
  success?: ResponseDoc & { shape?: SchemaShape };
  /** Every other status the operation documents (the errors). */
  otherResponses: ResponseDoc[];
}

export interface TagGroup {
  /** The anchor: 'tag-value-bets'. */
  id: string;
  name: string;
  description?: string;
  operations: OperationDoc[];
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'] as const;

/** Operations without a tag are listed under this one. */
export const UNTAGGED = 'Other';

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const operationAnchor = (method: string, path: string) => slug(`${method} ${path}`);

/** A parameter, following a $ref into components.parameters. */
function resolveParameter(doc: OpenApiDocument, p: OpenApiParameter): OpenApiParameter | null {
  if (!p.$ref) return p;
  const target = resolvePointer(doc, p.$ref);
  return target && typeof target === 'object' ? (target as OpenApiParameter) : null;
}

/** Path-level parameters apply to every method; the operation's own win on name and place. */
export function operationParameters(
  doc: OpenApiDocument,
  pathLevel: OpenApiParameter[] = [],
  own: OpenApiParameter[] = [],
): ParameterDoc[] {
  const byKey = new Map<string, OpenApiParameter>();
  for (const raw of [...pathLevel, ...own]) {
    const p = resolveParameter(doc, raw);
    if (p) byKey.set(`${p.in}:${p.name}`, p);
  }
  return [...byKey.values()].map((p) => {
    const shape = describeSchema(doc, p.schema);
    return {
      ...shape,
      name: p.name,
      in: p.in,
      // Path parameters are always required (OpenAPI says so even when the flag is missing).
      required: p.in === 'path' || p.required === true,
      ...(p.description ? { description: p.description } : {}),
    };
  });
}

const jsonBody = (response: OpenApiResponse) => {
  const content = response.content ?? {};
  return (content['application/json'] ?? Object.values(content)[0])?.schema;
};

function responses(doc: OpenApiDocument, op: OpenApiOperation) {
  const entries = Object.entries(op.responses ?? {});
  const successEntry =
    entries.find(([status]) => status === '200') ?? entries.find(([s]) => /^2\d\d$/.test(s));
  const describe = ([status, r]: [string, OpenApiResponse]): ResponseDoc =>
    r.description ? { status, description: r.description } : { status };
  let success: OperationDoc['success'];
  if (successEntry) {
    const body = jsonBody(successEntry[1]);
    success = { ...describe(successEntry), ...(body ? { shape: describeSchema(doc, body) } : {}) };
  }
  const otherResponses = entries.filter((e) => e !== successEntry).map(describe);
  return { success, otherResponses };
}

function operationDoc(
  doc: OpenApiDocument,
  path: string,
  method: string,
  op: OpenApiOperation,
  pathLevel: OpenApiParameter[] | undefined,
): OperationDoc {
  return {
    id: operationAnchor(method, path),
    method: method.toUpperCase(),
    path,
    ...(op.summary ? { summary: op.summary } : {}),
    ...(op.description ? { description: op.description } : {}),
    deprecated: op.deprecated === true,
    parameters: operationParameters(doc, pathLevel, op.parameters),
    ...responses(doc, op),
  };
}

/** Every operation, grouped by its first tag; groups in the document's tag order, empty ones left out. */
export function groupOperations(doc: OpenApiDocument): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  const groupOf = (name: string) => {
    let group = groups.get(name);
    if (!group) {
      const declared = doc.tags?.find((t) => t.name === name);
      group = {
        id: `tag-${slug(name)}`,
        name,
        ...(declared?.description ? { description: declared.description } : {}),
        operations: [],
      };
      groups.set(name, group);
    }
    return group;
  };
  for (const tag of doc.tags ?? []) groupOf(tag.name);
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method] as OpenApiOperation | undefined;
      if (!op || typeof op !== 'object') continue;
      groupOf(op.tags?.[0] ?? UNTAGGED).operations.push(
        operationDoc(doc, path, method, op, item.parameters),
      );
    }
  }
  return [...groups.values()].filter((g) => g.operations.length > 0);
}

/** The address requests go to: the document's first server, else the page's own origin. */
export function baseUrl(doc: OpenApiDocument, fallback: string): string {
  const url = doc.servers?.[0]?.url;
  return (url && /^https?:\/\//.test(url) ? url : fallback).replace(/\/+$/, '');
}

/**
 * The error statuses the operations document, each with the first description given for it,
 * lowest first; `known` fills in statuses (and meanings) no operation documents yet.
 */
export function errorStatuses(
  groups: TagGroup[],
  known: Readonly<Record<string, string>> = {},
): ResponseDoc[] {
  const found = new Map<string, string>(Object.entries(known));
  const documented = new Set<string>();
  for (const op of groups.flatMap((g) => g.operations)) {
    for (const r of op.otherResponses) {
      if (!/^[45]\d\d$/.test(r.status) || documented.has(r.status)) continue;
      documented.add(r.status);
      if (r.description) found.set(r.status, r.description);
    }
  }
  return [...found.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, description]) => ({ status, description }));
}
