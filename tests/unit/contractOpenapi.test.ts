/**
 * The contract's OpenAPI document (docs/member-api.openapi.json): committed as the generator
 * writes it, every call at its path and verb, the calls beyond SPEC §7 marked, the parameters as
 * the client sends them, and the schemas as the types say.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import {
  callNames,
  isAnonymous,
  pathOf,
  specOf,
  verbOf,
  type CallName,
} from '../../src/api/contract';
import { toQueryString } from '../../src/api/query';
import {
  DOCUMENT,
  entryComments,
  queryParameters,
  renderOpenApi,
  type OpenApi,
} from '../../scripts/contract/openapi';
import { compile, exportedTypes, ROOT, SchemaWriter } from '../../scripts/contract/schemas';
import { SPEC_CALL_NAMES, SPEC_PATHS_OUTSIDE_PREFIX } from '../../scripts/contract/specCalls';

const committed = readFileSync(DOCUMENT, 'utf8');
const document = JSON.parse(committed) as OpenApi;
const operations = Object.entries(document.paths).flatMap(([path, byVerb]) =>
  Object.entries(byVerb).map(([verb, operation]) => ({ path, verb, operation })),
);

describe('docs/member-api.openapi.json', () => {
  // Compiling the contract's types takes a few seconds on a busy machine.
  it(
    'is what `npm run contract:openapi` writes from the contract now',
    { timeout: 60_000 },
    async () => {
      expect(committed === (await renderOpenApi()), 'stale: run `npm run contract:openapi`').toBe(
        true,
      );
    },
  );

  it('names every call of the contract once, at its path and verb', () => {
    expect(operations.map(({ operation }) => operation.operationId).sort()).toEqual(
      [...callNames].sort(),
    );
    for (const { path, verb, operation } of operations) {
      const name = operation.operationId as CallName;
      expect([path, verb]).toEqual([pathOf(name), verbOf(name, specOf(name)).toLowerCase()]);
    }
  });

  it('asks every call for the identity headers, and a token of every call but the anonymous ones', () => {
    const headers = document.components.parameters as Record<string, { required?: boolean }>;
    expect(
      Object.entries(headers).map(([name, { required }]) => [name, required ?? false]),
    ).toEqual([
      ['X-APP-KEY', true],
      ['X-AUTH-API', true],
      ['X-MEMBER-ID', false],
      ['X-NAME', false],
    ]);
    expect(document.security).toEqual([{ bearer: [] }]);
    for (const { operation } of operations) {
      const name = operation.operationId as CallName;
      expect(operation.parameters.slice(0, 4)).toEqual(
        Object.keys(headers).map((header) => ({ $ref: `#/components/parameters/${header}` })),
      );
      expect(operation.security, name).toEqual(isAnonymous(name) ? [] : undefined);
    }
  });

  it('refers only to components it defines', () => {
    const components = document.components as Record<string, Record<string, unknown>>;
    const refs = [...committed.matchAll(/"\$ref": "#\/components\/(\w+)\/([^"]+)"/g)];
    expect(refs.length).toBeGreaterThan(callNames.length);
    for (const [ref, kind = '', name = ''] of refs)
      expect(components[kind]?.[name], ref).toBeDefined();
  });

  it('marks as beyond SPEC §7 exactly the calls its lists do not name, each with its reason', () => {
    const named = new Set<string>([
      ...SPEC_CALL_NAMES,
      ...callNames.filter((name) =>
        (SPEC_PATHS_OUTSIDE_PREFIX as readonly string[]).includes(pathOf(name)),
      ),
    ]);
    const beyond = operations.filter(({ operation }) => operation['x-beyond-spec'] === true);
    expect(beyond.map(({ operation }) => operation.operationId).sort()).toEqual(
      callNames.filter((name) => !named.has(name)).sort(),
    );
    // The reason is the contract's own comment on the entry, not the generator's fallback.
    for (const { operation } of beyond)
      expect(operation.description).toMatch(/^(Not in|Beyond) SPEC §7\b.*\w/);
    expect(beyond.map(({ operation }) => operation.operationId)).toEqual(
      expect.arrayContaining(['Logout', 'CheckInParticipant', 'VerifyDigitalMembershipCard']),
    );
  });
});

describe('entry comments', () => {
  const source = ts.createSourceFile(
    'contract.ts',
    [
      'export const contract = {',
      '  // Others',
      '  A: call()({}),',
      '  // Not in SPEC §7: B and C',
      '  // go together.',
      '  B: call()({}),',
      '  C: call()({}),',
      '',
      '  D: call()({}),',
      '} as const satisfies Table;',
    ].join('\n'),
    ts.ScriptTarget.ES2022,
    true,
  );

  it('give each entry the last comment above it in its group', () => {
    expect(Object.fromEntries(entryComments(source))).toEqual({
      A: 'Others',
      B: 'Not in SPEC §7: B and C go together.',
      C: 'Not in SPEC §7: B and C go together.',
      D: '',
    });
  });
});

describe('query parameters', () => {
  const schemas = {
    Period: {
      type: 'object',
      properties: { from: { type: 'string' }, to: { type: 'string' } },
      required: ['from'],
    },
  };
  const params = {
    type: 'object',
    properties: {
      ids: { type: 'array', items: { type: 'number' } },
      keyword: { type: 'string', description: 'Part of a title.' },
      period: { $ref: '#/components/schemas/Period' },
    },
    required: ['ids', 'period'],
  };

  it('have the names ASP.NET binds and src/api/query.ts writes: repeated arrays, dotted objects', () => {
    const written = queryParameters(params, schemas);
    expect(written).toEqual([
      {
        name: 'ids',
        in: 'query',
        required: true,
        schema: { type: 'array', items: { type: 'number' } },
      },
      { name: 'keyword', in: 'query', description: 'Part of a title.', schema: { type: 'string' } },
      { name: 'period.from', in: 'query', required: true, schema: { type: 'string' } },
      { name: 'period.to', in: 'query', schema: { type: 'string' } },
    ]);
    const sent = new URLSearchParams(
      toQueryString({ ids: [1, 2], keyword: 'x', period: { from: 'a', to: 'b' } }),
    );
    expect(new Set(sent.keys())).toEqual(new Set(written.map(({ name }) => name)));
  });
});

describe('schemas from types', () => {
  const file = join(ROOT, 'tests/fixtures/contract/types.ts');
  const program = compile([file]);
  const writer = new SchemaWriter(program);
  const schemas = Object.fromEntries(
    [...exportedTypes(program, file)].map(([name, type]) => [name, writer.write(type)]),
  );
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

  it('resolve aliases, indexed accesses and generics, naming interfaces and aliases', () => {
    expect(schemas.Listed).toEqual({
      type: 'object',
      properties: {
        items: { type: 'array', items: ref('Notice') },
        totalCount: { type: 'number' },
      },
      required: ['items', 'totalCount'],
    });
    expect(schemas.Query).toEqual(ref('Filter'));
    expect(schemas.Anything).toEqual({});
    expect(writer.components.Status).toEqual({ type: 'string', enum: ['draft', 'sent'] });
    expect(writer.components.Lookup).toEqual({
      type: 'object',
      additionalProperties: { type: 'number' },
    });
  });

  it('keep optional fields out of required, null in the type, dates as text, doc comments', () => {
    expect(writer.components.Notice).toEqual({
      type: 'object',
      description: 'A notice, as a list answers it.',
      properties: {
        id: { type: 'number' },
        title: { type: 'string', description: "Shown as the list's title." },
        status: ref('Status'),
        sentAt: { type: ['string', 'null'], format: 'date-time' },
        tags: { type: 'array', items: { type: 'string' } },
        pinned: { type: 'boolean' },
        author: ref('Author'),
      },
      required: ['id', 'title', 'sentAt', 'tags', 'pinned'],
    });
  });

  it('refer to a type that contains itself, and merge an intersection’s members', () => {
    expect(writer.components.Author).toMatchObject({
      properties: { notices: { type: 'array', items: ref('Notice') } },
    });
    expect(writer.components.Filter).toEqual({
      type: 'object',
      properties: {
        keyword: { type: 'string' },
        period: {
          type: 'object',
          properties: { from: { type: 'string' }, to: { type: 'string' } },
          required: ['from'],
        },
      },
      required: ['period'],
      additionalProperties: {},
    });
  });
});
