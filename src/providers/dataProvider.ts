import {
  combineDataProviders,
  fetchUtils,
  HttpError,
  type DataProvider,
  type GetListParams,
  type Identifier,
  type RaRecord,
} from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import type { ApiClient } from '../api/client';
import type { ListRequest } from '../api/envelope';
import { ApiError } from '../api/errors';
import { RECORD_READERS } from '../api/memberRecord';
import type { ResourceDefinition } from '../generator/defineResource';

/** The data provider of the portal, with one extra method for bespoke pages' calls. */
export type PortalDataProvider = DataProvider & Pick<ApiClient, 'call' | 'callByName'>;

/** ABP's sort and filter parameters from react-admin's: what an export of the list sends. */
export function toQueryRequest({
  sort,
  filter,
}: Pick<Partial<GetListParams>, 'sort' | 'filter'>): Record<string, unknown> {
  return {
    ...(sort?.field ? { Sorting: `${sort.field} ${sort.order === 'ASC' ? 'ASC' : 'DESC'}` } : {}),
    ...filter,
  };
}

/** ABP list parameters from react-admin's (DESIGN §4), for generated and bespoke lists alike. */
export function toListRequest({ pagination, sort, filter }: Partial<GetListParams>): ListRequest {
  const page = pagination?.page ?? 1;
  const perPage = pagination?.perPage ?? 10;
  return {
    SkipCount: (page - 1) * perPage,
    MaxResultCount: perPage,
    ...toQueryRequest({ sort, filter }),
  };
}

/** react-admin forms read server-side validation from `body.errors` (one message per field). */
const toHttpError = (error: unknown): never => {
  if (error instanceof ApiError) {
    throw new HttpError(error.message, error.status, { errors: error.fieldErrors() });
  }
  throw error;
};

/** A record's fields as the wire has them (a resource's call is named at run time). */
const fieldsOf = (data: unknown): Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data) ? { ...data } : {};

const idOf = (value: unknown): Identifier | undefined =>
  typeof value === 'string' || typeof value === 'number' ? value : undefined;

/** A list row react-admin can key: an object with an id. */
const isRaRecord = (row: unknown): row is RaRecord => idOf(fieldsOf(row).id) !== undefined;

/** The ABP member API, serving the resources that name contract calls. */
export function createAbpDataProvider(
  client: ApiClient,
  definitions: readonly ResourceDefinition[],
): PortalDataProvider {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const callFor = (resource: string, kind: keyof NonNullable<ResourceDefinition['api']>) => {
    const name = byName.get(resource)?.api?.[kind];
    if (!name) throw new Error(`${resource} には ${kind} の呼び出しがありません`);
    return name;
  };
  const isSingleton = (resource: string) => byName.get(resource)?.singleton ?? false;
  const one = async (resource: string, id: Identifier) => {
    const call = callFor(resource, 'one');
    const reader = RECORD_READERS[call];
    // A singleton's call knows whose record it is: it is sent no id.
    const params = isSingleton(resource) ? {} : { id };
    const data = reader
      ? await reader(client).catch(toHttpError)
      : fieldsOf((await client.callByName(call, params).catch(toHttpError)).data);
    // react-admin caches the record under the id it asked for.
    return { ...data, id: isSingleton(resource) ? id : (idOf(data.id) ?? id) };
  };

  return {
    async getList(resource, params) {
      const result = await client
        .callByName(callFor(resource, 'list'), toListRequest(params), { signal: params.signal })
        .catch(toHttpError);
      const data = Array.isArray(result.data) ? result.data.filter(isRaRecord) : [];
      return { data, total: result.pagination?.totalCount ?? data.length };
    },
    async getOne(resource, params) {
      return { data: await one(resource, params.id) };
    },
    async getMany(resource, params) {
      return { data: await Promise.all(params.ids.map((id) => one(resource, id))) };
    },
    async getManyReference(resource, params) {
      return this.getList(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      });
    },
    async update(resource, params) {
      const { data } = await client
        .callByName(
          callFor(resource, 'update'),
          isSingleton(resource) ? params.data : { ...params.data, id: params.id },
        )
        .catch(toHttpError);
      return { data: { ...params.data, ...fieldsOf(data), id: params.id } };
    },
    async updateMany(resource, params) {
      await Promise.all(
        params.ids.map((id) =>
          this.update(resource, { id, data: params.data, previousData: { id } }),
        ),
      );
      return { data: params.ids };
    },
    // Records are created on bespoke pages, each with its own call and flow (an application, an
    // order, an event entry): no resource file names a create call.
    create(resource) {
      return Promise.reject(new Error(`${resource} は作成できません`));
    },
    async delete(resource, params) {
      await client.callByName(callFor(resource, 'delete'), { id: params.id }).catch(toHttpError);
      return { data: params.previousData ?? { id: params.id } };
    },
    async deleteMany(resource, params) {
      await Promise.all(params.ids.map((id) => this.delete(resource, { id })));
      return { data: params.ids };
    },
    call: client.call,
    callByName: client.callByName,
  } as PortalDataProvider;
}

/**
 * Resources naming a plain REST base go to ra-data-simple-rest, the rest to the ABP member API:
 * staff can point the same resource files at another backend.
 */
export function createDataProvider(
  client: ApiClient,
  definitions: readonly ResourceDefinition[],
  headers: () => Record<string, string>,
): PortalDataProvider {
  const abp = createAbpDataProvider(client, definitions);
  const httpClient = (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(url, { ...options, headers: new Headers({ ...headers() }) });
  const rest = new Map(
    definitions.flatMap((definition) =>
      definition.rest
        ? [[definition.name, simpleRestProvider(definition.rest.baseUrl, httpClient)]]
        : [],
    ),
  );
  const combined = combineDataProviders((resource) => rest.get(resource) ?? abp);
  return new Proxy(combined, {
    get: (target, property, receiver) =>
      property === 'call' ? abp.call : Reflect.get(target, property, receiver),
  }) as PortalDataProvider;
}
