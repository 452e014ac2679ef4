/**
 * The contract as an OpenAPI 3.1 document, for the member API's team: every call the portal makes,
 * with its parameters as the client sends them and its answer in the envelopes it travels in
 * (DESIGN §4). Written from src/api/contract.ts by `npm run contract:openapi`.
 */
import { join } from 'node:path';
import prettier from 'prettier';
import ts from 'typescript';
import { callNames, contract, pathOf, specOf, verbOf, type CallName } from '../../src/api/contract';
import { identityHeaders } from '../../src/api/headers';
import { compile, exportedTypes, ROOT, SchemaWriter, type Schema } from './schemas';
import { SPEC_CALL_NAMES, SPEC_PATHS_OUTSIDE_PREFIX } from './specCalls';

export const DOCUMENT = join(ROOT, 'docs/member-api.openapi.json');
const WIRE = join(ROOT, 'scripts/contract/wire.ts');
const CONTRACT = join(ROOT, 'src/api/contract.ts');

/** The part of an OpenAPI document this file writes and the checker reads. */
export interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> } & Record<string, unknown>;
  [key: string]: unknown;
}

export interface Operation {
  operationId: string;
  parameters: Schema[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, Schema>;
  [key: string]: unknown;
}

/** The calls SPEC §7 names (its lists, copied into ./specCalls.ts): by name, or by full path. */
export const specNamedCalls = (): Set<CallName> =>
  new Set(
    callNames.filter(
      (name) =>
        (SPEC_CALL_NAMES as readonly string[]).includes(name) ||
        (SPEC_PATHS_OUTSIDE_PREFIX as readonly string[]).includes(pathOf(name)),
    ),
  );

/**
 * Each entry's comment: the last one above it within its group of entries (a blank line starts
 * a group), as one comment there often speaks for the few entries under it.
 */
export function entryComments(source: ts.SourceFile): Map<string, string> {
  const comments = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'contract') {
      let table: ts.Node | undefined = node.initializer;
      while (table && (ts.isSatisfiesExpression(table) || ts.isAsExpression(table)))
        table = table.expression;
      if (!table || !ts.isObjectLiteralExpression(table)) return;
      let current = '';
      let previousEnd = table.getStart(source) + 1;
      for (const property of table.properties) {
        const gap = source.text.slice(previousEnd, property.getStart(source));
        const groups = gap.split(/\n[ \t]*\n/);
        const above = commentText(groups.at(-1) ?? '');
        if (groups.length > 1) current = above;
        else if (above) current = above;
        if (property.name) comments.set(property.name.getText(source), current);
        previousEnd = property.getEnd();
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return comments;
}

const commentText = (code: string): string =>
  code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(\/\/|\/\*|\*)/.test(line))
    .map((line) => line.replace(/^(\/\/+|\/\*+|\*+\/?)\s?/, '').replace(/\s*\*\/$/, ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Why a call beyond SPEC §7 exists: its comment when that says so. */
const beyondReason = (comment: string | undefined): string =>
  comment && /SPEC/.test(comment) ? comment : 'Not named in SPEC §7.';

const resolve = (schema: Schema, schemas: Record<string, Schema>): Schema => {
  const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
  const target = ref && schemas[ref.replace('#/components/schemas/', '')];
  return target ? resolve(target, schemas) : schema;
};

const isObjectSchema = (
  schema: Schema,
): schema is Schema & { properties: Record<string, Schema> } =>
  typeof schema.properties === 'object' && schema.properties !== null;

/**
 * Query parameters as ASP.NET model binding reads them and src/api/query.ts writes them: a nested
 * object's fields with dotted names, an array as the same key repeated (OpenAPI's form, exploded).
 */
export function queryParameters(
  params: Schema,
  schemas: Record<string, Schema>,
  prefix = '',
  required = true,
): Schema[] {
  const object = resolve(params, schemas);
  if (!isObjectSchema(object)) return [];
  const requiredNames = Array.isArray(object.required) ? object.required : [];
  return Object.entries(object.properties).flatMap(([key, schema]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    const isRequired = required && requiredNames.includes(key);
    const value = resolve(schema, schemas);
    if (isObjectSchema(value)) return queryParameters(value, schemas, name, isRequired);
    const { description, ...rest } = schema;
    return [
      {
        name,
        in: 'query',
        ...(isRequired && { required: true }),
        ...(typeof description === 'string' && { description }),
        schema: rest,
      },
    ];
  });
}

/** Puts `data` where the envelope's template holds the call's result. */
const fill = (template: unknown, slot: Schema, data: Schema): unknown => {
  if (template === slot) return data;
  if (Array.isArray(template)) return template.map((item) => fill(item, slot, data));
  if (typeof template !== 'object' || template === null) return template;
  return Object.fromEntries(
    Object.entries(template).map(([key, value]) => [key, fill(value, slot, data)]),
  );
};

const sortedKeys = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const HEADER_DOCS: Partial<Record<string, string>> = {
  'X-APP-KEY': "The portal's application key.",
  'X-AUTH-API': 'How the member signed in (the authentication type).',
  'X-MEMBER-ID': "The signed-in member's id.",
  'X-NAME': "The signed-in member's name, percent-encoded UTF-8 (header values are ISO-8859-1).",
};

/** The identity headers of SPEC §7, as src/api/headers.ts sends them; the always-sent required. */
function headerParameters(): Record<string, Schema> {
  const always = identityHeaders({
    authorization: null,
    appKey: '',
    authApi: '',
    memberId: null,
    name: null,
  });
  const all = identityHeaders({
    authorization: null,
    appKey: '-',
    authApi: '-',
    memberId: '-',
    name: '-',
  });
  return Object.fromEntries(
    Object.keys(all).map((name) => [
      name,
      {
        name,
        in: 'header',
        ...(name in always && { required: true }),
        ...(HEADER_DOCS[name] && { description: HEADER_DOCS[name] }),
        schema: { type: 'string' },
      },
    ]),
  );
}

const ERRORS: Record<string, string> = {
  '400': 'Invalid parameters: `error.validationErrors` names the fields.',
  '401': 'No session, or an expired one.',
  '403': 'The session lacks the permission the call needs (`x-access`).',
  '404': 'No such record, or no such call.',
  '500': 'The service failed; `error.message` is shown to the member.',
};

const takesNothing = (type: ts.Type): boolean =>
  (type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Never)) !== 0;

const isForm = (type: ts.Type): boolean => type.getSymbol()?.name === 'FormData';

/** The whole document, from the contract's types and SPEC §7's lists. */
export function buildOpenApi(): OpenApi {
  const program = compile([WIRE]);
  const checker = program.getTypeChecker();
  const wire = exportedTypes(program, WIRE);
  const [calls, data, answer, failure] = ['Calls', 'CallData', 'Answer', 'Failure'].map((name) => {
    const type = wire.get(name);
    if (!type) throw new Error(`scripts/contract/wire.ts exports no ${name}`);
    return type;
  }) as [ts.Type, ts.Type, ts.Type, ts.Type];
  const typeOf = (owner: ts.Type, key: string): ts.Type => {
    const symbol = checker.getPropertyOfType(owner, key);
    if (!symbol) throw new Error(`no ${key} in ${checker.typeToString(owner)}`);
    return checker.getTypeOfSymbol(symbol);
  };
  const slot: Schema = {};
  const writer = new SchemaWriter(program, { type: data, schema: slot });
  const envelope = writer.write(typeOf(answer, 'success'));
  const source = program.getSourceFile(CONTRACT);
  const comments = source ? entryComments(source) : new Map<string, string>();
  const named = specNamedCalls();
  const headers = headerParameters();

  const paths: Record<string, Record<string, Operation>> = {};
  for (const name of [...callNames].sort()) {
    const entry = specOf(name);
    const types = typeOf(calls, name);
    const paramsType = typeOf(types, 'params');
    const params = takesNothing(paramsType) ? undefined : writer.write(paramsType);
    const verb = verbOf(name, entry);
    const path = pathOf(name);
    const inQuery = verb === 'GET' || verb === 'DELETE';
    const body = params && !inQuery ? { schema: params } : undefined;
    const operation: Operation = {
      operationId: name,
      tags: [path.split('/').at(-2)],
      ...(!named.has(name) && {
        description: beyondReason(comments.get(name)),
        'x-beyond-spec': true,
      }),
      'x-access': contract[name].access,
      ...(entry.access === 'anonymous' && { security: [] }),
      parameters: [
        ...Object.keys(headers).map((header) => ({ $ref: `#/components/parameters/${header}` })),
        ...(params && inQuery ? queryParameters(params, writer.components) : []),
      ],
      ...(body && {
        requestBody: {
          required: true,
          content: entry.files
            ? {
                // A form travels as multipart only; other parameters may carry files as base64.
                ...(!isForm(paramsType) && { 'application/json': body }),
                'multipart/form-data': body,
              }
            : { 'application/json': body },
        },
      }),
      responses: {
        '200': {
          description: "The society's wrapper in ABP's envelope; `data` is the call's result.",
          content: {
            'application/json': {
              schema: fill(envelope, slot, writer.write(typeOf(types, 'result'))),
            },
          },
        },
        ...Object.fromEntries(
          Object.keys(ERRORS).map((status) => [
            status,
            { $ref: `#/components/responses/${status}` },
          ]),
        ),
      },
    };
    (paths[path] ??= {})[verb.toLowerCase()] = operation;
  }

  const failureRef = writer.write(failure);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Member API, as the member portal calls it',
      version: '1',
      description: [
        'Written from src/api/contract.ts by `npm run contract:openapi`: do not edit.',
        "Every answer is ABP's envelope (`result`, `success`, `error`, …) around the society's wrapper (`statusCode`, `data`, `message`, `pagination`); a call's own schema is its `data`.",
        '`x-access` says who may call: `anonymous`, `signedIn` (a provisional member too), `paid` (members who paid the admission fee, and staff) or `{ staff: permission }`.',
        '`x-beyond-spec: true` marks a call SPEC §7 does not name; its description says why the portal makes it.',
      ].join('\n\n'),
    },
    security: [{ bearer: [] }],
    paths: sortedKeys(paths),
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: "Authenticate's accessToken." },
      },
      parameters: headers,
      responses: Object.fromEntries(
        Object.entries(ERRORS).map(([status, description]) => [
          status,
          {
            description,
            content: { 'application/json': { schema: failureRef } },
          },
        ]),
      ),
      schemas: sortedKeys(writer.components),
    },
  };
}

/** The document as committed: formatted as the repository's Prettier formats JSON. */
export async function renderOpenApi(): Promise<string> {
  const options = await prettier.resolveConfig(DOCUMENT);
  return prettier.format(JSON.stringify(buildOpenApi()), { ...options, parser: 'json' });
}
