import type { DataProvider, RaRecord } from 'react-admin';

/**
 * A tiny in-memory data provider (no network, like ra-data-fakerest): getList sorts and pages,
 * getOne and getMany read. The bench only opens a list, so there are no writes.
 */
export function inMemoryDataProvider(data: Record<string, RaRecord[]>): DataProvider {
  const rows = (resource: string) => data[resource] ?? [];
  const readOnly = () => Promise.reject(new Error('read-only data'));
  const provider = {
    getList: async (
      resource: string,
      { pagination, sort }: Parameters<DataProvider['getList']>[1],
    ) => {
      const sorted = [...rows(resource)];
      if (sort) {
        const sign = sort.order === 'DESC' ? -1 : 1;
        const key = (row: RaRecord) => row[sort.field] as string | number;
        sorted.sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
      }
      const { page, perPage } = pagination ?? { page: 1, perPage: sorted.length };
      const start = (page - 1) * perPage;
      return { data: sorted.slice(start, start + perPage), total: sorted.length };
    },
    getOne: async (resource: string, { id }: Parameters<DataProvider['getOne']>[1]) => ({
      data: rows(resource).find((row) => row.id === id),
    }),
    getMany: async (resource: string, { ids }: Parameters<DataProvider['getMany']>[1]) => ({
      data: rows(resource).filter((row) => ids.includes(row.id)),
    }),
    getManyReference: readOnly,
    create: readOnly,
    update: readOnly,
    updateMany: readOnly,
    delete: readOnly,
    deleteMany: readOnly,
  };
  // The methods are react-admin's generic ones over this data's one record type.
  return provider as DataProvider;
}
