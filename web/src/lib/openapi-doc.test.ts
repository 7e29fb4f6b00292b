import { describe, expect, it } from 'vitest';
import {
  describeSchema,
  type FieldNode,
  type OpenApiDocument,
  refName,
  resolvePointer,
} from './openapi-doc.ts';
import { baseUrl, errorStatuses, groupOperations, operationAnchor } from './openapi-operations.ts';

/** A small OpenAPI 3.1 document written the way the server's generator writes one. */
const DOC: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Test API', version: '1.0.0', description: 'Read-only.' },
  servers: [{ url: 'https://strix.example/' }],
  tags: [
    { name: 'Fixtures', description: 'Leagues and fixtures.' },
    { name: 'Empty', description: 'A tag no route uses yet.' },
    { name: 'Matches' },
  ],
  components: {
    schemas: {
      LeagueRef: {
        type: 'object',
        properties: {
          id: { type: 'string', description: "Strix's league id." },
          sport: { type: 'string', enum: ['soccer', 'basketball'] },
        },
        required: ['id', 'sport'],
      },
      LeagueRefInput: { type: 'object', properties: { id: { type: 'string' } } },
      Fixture: {
        type: 'object',
        description: 'A fixture.',
        properties: {
          id: { type: 'integer' },
          league: { $ref: '#/components/schemas/LeagueRef' },
          kickoffDay: { description: 'The day.', type: ['string', 'null'] },
          score: {
            anyOf: [
              {
                type: 'object',
                properties: { home: { type: 'integer' }, away: { type: 'integer' } },
                required: ['home', 'away'],
              },
              { type: 'null' },
            ],
          },
          market: {
            anyOf: [{ $ref: '#/components/schemas/LeagueRef' }, { type: 'null' }],
            description: 'Null without prices.',
          },
          outcomes: { type: 'array', items: { type: 'string', enum: ['home', 'draw', 'away'] } },
          kickoff: { type: 'string', format: 'date-time' },
        },
        required: ['id', 'league', 'kickoffDay', 'score', 'market', 'outcomes', 'kickoff'],
      },
      Node: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
        },
        required: ['name'],
      },
    },
  },
  paths: {
    '/api/v1/fixtures': {
      get: {
        tags: ['Fixtures'],
        summary: 'Fixtures',
        description: 'Fixtures known at `asOf`.',
        parameters: [
          {
            in: 'query',
            name: 'limit',
            required: false,
            description: 'Items per page.',
            schema: { type: 'integer', default: 50, minimum: 1, maximum: 100 },
          },
          { in: 'query', name: 'league', schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'Default Response',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    asOf: { type: 'string' },
                    data: { type: 'array', items: { $ref: '#/components/schemas/Fixture' } },
                    nextCursor: { type: ['string', 'null'] },
                  },
                  required: ['asOf', 'data', 'nextCursor'],
                },
              },
            },
          },
          '400': { description: 'A parameter is not valid.' },
          '429': { description: 'Over a limit.' },
        },
      },
    },
    '/api/v1/matches/{id}': {
      parameters: [
        { in: 'path', name: 'id', schema: { type: 'integer' }, description: 'Match id.' },
      ],
      get: {
        tags: ['Matches'],
        summary: 'A match',
        responses: {
          '200': {
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } },
          },
        },
      },
    },
    '/api/v1/untagged': { post: { responses: { '204': { description: 'Done.' } } } },
  },
};

const field = (fields: FieldNode[] | undefined, name: string) => {
  const found = fields?.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

const fixture = describeSchema(DOC, { $ref: '#/components/schemas/Fixture' });

describe('reading schemas', () => {
  it('follows $ref into components.schemas and names the object by its schema', () => {
    expect(fixture.type).toBe('Fixture');
    expect(fixture.description).toBe('A fixture.');
    const league = field(fixture.fields, 'league');
    expect(league.type).toBe('LeagueRef');
    expect(league.required).toBe(true);
    expect(field(league.fields, 'id').description).toBe("Strix's league id.");
  });

  it('reads a type array with "null" as a nullable scalar', () => {
    const day = field(fixture.fields, 'kickoffDay');
    expect(day).toMatchObject({ type: 'string', nullable: true, description: 'The day.' });
    expect(field(fixture.fields, 'id')).toMatchObject({ type: 'integer', nullable: false });
  });

  it('reads anyOf with a null member as a nullable object, keeping its fields', () => {
    const score = field(fixture.fields, 'score');
    expect(score.type).toBe('object');
    expect(score.nullable).toBe(true);
    expect(score.fields?.map((f) => f.name)).toEqual(['home', 'away']);
  });

  it('lets the description beside a $ref win over the target’s own', () => {
    const market = field(fixture.fields, 'market');
    expect(market).toMatchObject({
      type: 'LeagueRef',
      nullable: true,
      description: 'Null without prices.',
    });
  });

  it('lists enum values, also for arrays of them', () => {
    const sport = field(field(fixture.fields, 'league').fields, 'sport');
    expect(sport).toMatchObject({ type: 'string', enumValues: ['"soccer"', '"basketball"'] });
    const outcomes = field(fixture.fields, 'outcomes');
    expect(outcomes.type).toBe('string[]');
    expect(outcomes.enumValues).toEqual(['"home"', '"draw"', '"away"']);
  });

  it('labels arrays of objects by their item and shows the item’s fields', () => {
    const data = describeSchema(DOC, {
      type: 'array',
      items: { $ref: '#/components/schemas/Fixture' },
    });
    expect(data.type).toBe('Fixture[]');
    expect(data.fields?.map((f) => f.name)).toContain('kickoffDay');
    expect(describeSchema(DOC, { type: 'array', items: { type: ['number', 'null'] } }).type).toBe(
      '(number | null)[]',
    );
  });

  it('adds the format to a scalar and writes defaults and consts as JSON', () => {
    expect(field(fixture.fields, 'kickoff').type).toBe('string (date-time)');
    expect(describeSchema(DOC, { type: 'integer', default: 50 }).defaultValue).toBe('50');
    expect(describeSchema(DOC, { const: 'v1' })).toMatchObject({
      type: '"v1"',
      enumValues: ['"v1"'],
    });
  });

  it('shows a schema that contains itself once, by name', () => {
    const node = describeSchema(DOC, { $ref: '#/components/schemas/Node' });
    const children = field(node.fields, 'children');
    expect(children.type).toBe('Node[]');
    expect(children.fields).toBeUndefined();
  });

  it('merges allOf parts, following their $refs', () => {
    const merged = describeSchema(DOC, {
      allOf: [
        { $ref: '#/components/schemas/LeagueRef' },
        {
          type: 'object',
          properties: { season: { type: ['string', 'null'] } },
          required: ['season'],
        },
      ],
    });
    expect(merged.fields?.map((f) => [f.name, f.required])).toEqual([
      ['id', true],
      ['sport', true],
      ['season', true],
    ]);
  });

  it('reads unions, maps and unknown schemas without failing', () => {
    expect(describeSchema(DOC, { anyOf: [{ type: 'string' }, { type: 'number' }] }).type).toBe(
      'string | number',
    );
    expect(
      describeSchema(DOC, { type: 'object', additionalProperties: { type: 'number' } }).type,
    ).toBe('map of number');
    expect(describeSchema(DOC, {}).type).toBe('any');
    expect(describeSchema(DOC, { $ref: '#/components/schemas/Missing' }).type).toBe('Missing');
  });

  it('names a request-side twin by the plain schema name', () => {
    expect(refName(DOC, '#/components/schemas/LeagueRefInput')).toBe('LeagueRef');
    expect(refName(DOC, '#/components/schemas/Fixture')).toBe('Fixture');
    expect(resolvePointer(DOC, '#/components/schemas/Nope')).toBeUndefined();
    expect(resolvePointer(DOC, 'https://elsewhere/schema.json')).toBeUndefined();
  });
});

describe('listing operations', () => {
  const groups = groupOperations(DOC);

  it('groups by tag in the document’s order, leaving out empty tags and collecting untagged ones', () => {
    expect(groups.map((g) => [g.name, g.operations.map((o) => `${o.method} ${o.path}`)])).toEqual([
      ['Fixtures', ['GET /api/v1/fixtures']],
      ['Matches', ['GET /api/v1/matches/{id}']],
      ['Other', ['POST /api/v1/untagged']],
    ]);
    expect(groups[0]).toMatchObject({ id: 'tag-fixtures', description: 'Leagues and fixtures.' });
  });

  it('gives each operation its parameters with type, place, requirement and default', () => {
    const [list] = groups[0]?.operations ?? [];
    expect(list?.id).toBe('get-api-v1-fixtures');
    expect(list?.parameters).toEqual([
      expect.objectContaining({
        name: 'limit',
        in: 'query',
        required: false,
        type: 'integer',
        defaultValue: '50',
        description: 'Items per page.',
      }),
      expect.objectContaining({ name: 'league', in: 'query', required: false, type: 'string' }),
    ]);
    // Path-level parameters apply to the operation, and a path parameter is always required.
    const [match] = groups[1]?.operations ?? [];
    expect(match?.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true, description: 'Match id.' }),
    ]);
  });

  it('gives the success answer’s field tree and lists the other answers', () => {
    const [list] = groups[0]?.operations ?? [];
    expect(
      list?.success?.shape?.fields?.map(
        (f) => `${f.name}: ${f.type}${f.nullable ? ' | null' : ''}`,
      ),
    ).toEqual(['asOf: string', 'data: Fixture[]', 'nextCursor: string | null']);
    expect(list?.otherResponses).toEqual([
      { status: '400', description: 'A parameter is not valid.' },
      { status: '429', description: 'Over a limit.' },
    ]);
    // No 200: the first 2xx is the success answer, here one without a body.
    const [untagged] = groups[2]?.operations ?? [];
    expect(untagged?.success).toEqual({ status: '204', description: 'Done.' });
  });

  it('makes anchors and the base address from the document', () => {
    expect(operationAnchor('get', '/api/v1/matches/{id}/odds')).toBe('get-api-v1-matches-id-odds');
    expect(baseUrl(DOC, 'http://fallback')).toBe('https://strix.example');
    expect(baseUrl({ ...DOC, servers: [{ url: '/' }] }, 'http://fallback')).toBe('http://fallback');
  });

  it('collects the documented error statuses, filling in known ones no route has yet', () => {
    expect(errorStatuses(groups, { '404': 'No such resource.', '429': 'A limit.' })).toEqual([
      { status: '400', description: 'A parameter is not valid.' },
      { status: '404', description: 'No such resource.' },
      { status: '429', description: 'Over a limit.' },
    ]);
  });
});
