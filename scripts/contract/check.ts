/**
 * The portal's document against a live ASP.NET Boilerplate service's Swagger document (Swagger 2.0
 * or OpenAPI 3): the calls the service lacks (path and verb), and those it types differently
 * (a parameter or result property missing, or of another JSON type). Tolerant as the client is:
 * names compare case-insensitively (ABP camel-cases, Swashbuckle may not), integer is a number,
 * and a result may come in ABP's `AjaxResponse`, the society's wrapper, both, or neither.
 */
import type { OpenApi } from './openapi';

type Json = Record<string, unknown>;

const VERBS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const child = (value: unknown, key: string): Json =>
  isJson(value) && isJson(value[key]) ? value[key] : {};

/** A property or key by name, whatever its case. */
const lookup = (record: Json, name: string): unknown =>
  Object.entries(record).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

/** Follows `$ref`s (`#/definitions/…` or `#/components/schemas/…`) and single-member `allOf`s. */
function resolver(document: unknown): (schema: unknown) => Json {
  const schemas = {
    ...child(document, 'definitions'),
    ...child(child(document, 'components'), 'schemas'),
  };
  const resolve = (schema: unknown, seen: ReadonlySet<string>): Json => {
    if (!isJson(schema)) return {};
    const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
    if (ref && !seen.has(ref))
      return resolve(schemas[ref.split('/').at(-1) ?? ''], new Set([...seen, ref]));
    const [only, ...more] = Array.isArray(schema.allOf) ? schema.allOf : [];
    return only !== undefined && more.length === 0 ? resolve(only, seen) : schema;
  };
  return (schema) => resolve(schema, new Set());
}

type Resolve = (schema: unknown) => Json;

/** A schema's JSON type, nullability aside; undefined when it says none (anything goes). */
function jsonType(schema: Json, resolve: Resolve): string | undefined {
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (type): type is string => typeof type === 'string' && type !== 'null',
  );
  if (types.length === 1) return types[0] === 'integer' ? 'number' : types[0];
  const members = [schema.anyOf, schema.oneOf]
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .map(resolve)
    .filter((member) => member.type !== 'null');
  if (members.length === 1 && members[0]) return jsonType(members[0], resolve);
  const constant =
    'const' in schema ? schema.const : Array.isArray(schema.enum) ? schema.enum[0] : undefined;
  if (constant !== undefined && constant !== null) return typeof constant;
  if (isJson(schema.properties)) return 'object';
  return isJson(schema.items) ? 'array' : undefined;
}

interface Side {
  schema: Json;
  resolve: Resolve;
}

/** Differences of `theirs` from `ours` at `where`: what the service lacks or types otherwise. */
function compare(ours: Side, theirs: Side, where: string, depth = 0): string[] {
  const mine = jsonType(ours.schema, ours.resolve);
  const its = jsonType(theirs.schema, theirs.resolve);
  if (!mine || !its || depth > 8) return [];
  if (mine !== its) return [`${where}: ${mine} in the portal, ${its} in the service`];
  const inner = (schema: unknown, resolve: Resolve): Side => ({ schema: resolve(schema), resolve });
  if (mine === 'array')
    return compare(
      inner(ours.schema.items, ours.resolve),
      inner(theirs.schema.items, theirs.resolve),
      `${where}[]`,
      depth + 1,
    );
  if (mine !== 'object' || !isJson(theirs.schema.properties)) return [];
  const theirProperties = theirs.schema.properties;
  return Object.entries(child(ours.schema, 'properties')).flatMap(([name, schema]) => {
    const match = lookup(theirProperties, name);
    return match === undefined
      ? [`${where}.${name}: missing in the service`]
      : compare(
          inner(schema, ours.resolve),
          inner(match, theirs.resolve),
          `${where}.${name}`,
          depth + 1,
        );
  });
}

/** The `data` of an answer: out of ABP's envelope and the society's wrapper, where present. */
function answerData(schema: Json, resolve: Resolve): Json {
  /** `outer`'s property `inner` when `outer` also has `marker`, else `outer` itself. */
  const unwrap = (outer: Json, inner: string, marker: string): Json => {
    const properties = child(outer, 'properties');
    const value = lookup(properties, inner);
    return value !== undefined && lookup(properties, marker) !== undefined ? resolve(value) : outer;
  };
  return unwrap(unwrap(schema, 'result', 'success'), 'data', 'statusCode');
}

/** A JSON body's or answer's schema, whichever Swagger version wrote it. */
function contentSchema(holder: unknown, resolve: Resolve): Json {
  if (!isJson(holder)) return {};
  if ('schema' in holder) return resolve(holder.schema);
  const content = child(holder, 'content');
  const json = lookup(content, 'application/json') ?? Object.values(content)[0];
  return resolve(child(json, 'schema'));
}

/** The service's operation's parts, Swagger 2.0 or OpenAPI 3. */
function serviceOperation(operation: Json, resolve: Resolve) {
  const parameters = (Array.isArray(operation.parameters) ? operation.parameters : [])
    .map(resolve)
    .filter((parameter) => typeof parameter.name === 'string');
  const query = new Map(
    parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => [
        String(parameter.name).toLowerCase(),
        resolve(isJson(parameter.schema) ? parameter.schema : parameter),
      ]),
  );
  const bodyParameter = parameters.find((parameter) => parameter.in === 'body');
  const form = parameters.filter((parameter) => parameter.in === 'formData');
  const body = bodyParameter
    ? resolve(bodyParameter.schema)
    : form.length > 0
      ? { type: 'object', properties: Object.fromEntries(form.map((field) => [field.name, field])) }
      : contentSchema(operation.requestBody, resolve);
  const responses = child(operation, 'responses');
  const answer = contentSchema(responses['200'] ?? responses['201'] ?? responses.default, resolve);
  return { query, body, data: answerData(answer, resolve) };
}

/** A body the portal sends where the service documents none is missing there. */
function compareBody(ours: Side, theirs: Side): string[] {
  const sends = isJson(ours.schema.properties) && Object.keys(ours.schema.properties).length > 0;
  return sends && Object.keys(theirs.schema).length === 0
    ? ['body: missing in the service']
    : compare(ours, theirs, 'body');
}

/** A list the portal reads may come as ABP's page (`{ items, totalCount }`): its items then. */
function compareData(ours: Side, theirs: Side): string[] {
  const page = child(theirs.schema, 'properties');
  const items = lookup(page, 'items');
  const isPage =
    jsonType(ours.schema, ours.resolve) === 'array' &&
    items !== undefined &&
    lookup(page, 'totalCount') !== undefined;
  return compare(ours, isPage ? { ...theirs, schema: theirs.resolve(items) } : theirs, 'data');
}

export interface CheckResult {
  lines: string[];
  ok: boolean;
}

/** Checks every call of the portal's document against the service's Swagger document. */
export function checkService(portal: OpenApi, service: unknown): CheckResult {
  const ours = resolver(portal);
  const theirs = resolver(service);
  const servicePaths = child(service, 'paths');
  const lines: string[] = [];
  let missing = 0;
  let differing = 0;
  let calls = 0;
  for (const [path, operations] of Object.entries(portal.paths)) {
    const served = child(
      servicePaths,
      Object.keys(servicePaths).find((key) => key.toLowerCase() === path.toLowerCase()) ?? '',
    );
    for (const [verb, operation] of Object.entries(operations)) {
      calls += 1;
      const call = `${verb.toUpperCase()} ${path} (${operation.operationId})`;
      const counterpart = lookup(served, verb);
      if (!isJson(counterpart)) {
        const other = Object.keys(served)
          .filter((key) => VERBS.includes(key.toLowerCase()))
          .map((key) => key.toUpperCase());
        lines.push(
          `missing  ${call}${other.length ? `: the service has ${other.join(', ')}` : ''}`,
        );
        missing += 1;
        continue;
      }
      const service = serviceOperation(counterpart, theirs);
      const portalSide = (schema: Json): Side => ({ schema, resolve: ours });
      const serviceSide = (schema: Json): Side => ({ schema, resolve: theirs });
      const differences = [
        ...operation.parameters
          .map(ours)
          .filter((parameter) => parameter.in === 'query')
          .flatMap((parameter) => {
            const name = String(parameter.name);
            const match = service.query.get(name.toLowerCase());
            return match
              ? compare(portalSide(ours(parameter.schema)), serviceSide(match), `query ${name}`)
              : [`query ${name}: missing in the service`];
          }),
        ...compareBody(
          portalSide(contentSchema(operation.requestBody, ours)),
          serviceSide(service.body),
        ),
        ...compareData(
          portalSide(answerData(contentSchema(operation.responses['200'], ours), ours)),
          serviceSide(service.data),
        ),
      ];
      if (differences.length > 0) differing += 1;
      lines.push(...differences.map((difference) => `differs  ${call}: ${difference}`));
    }
  }
  lines.push(`${calls} calls: ${missing} missing, ${differing} typed differently`);
  return { lines, ok: missing + differing === 0 };
}
