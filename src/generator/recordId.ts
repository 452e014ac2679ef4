import type { RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ResourceDefinition } from './defineResource';

/** The id react-admin caches a singleton under; the data provider sends none. */
export const SINGLETON_ID = 'singleton';

/** The record a show or edit route is about: its `:id`, or the singleton's. */
export const useRecordId = (definition: ResourceDefinition): string => {
  const { id = '' } = useParams();
  return definition.singleton ? SINGLETON_ID : id;
};

/** A record with nothing but the id it was asked for: a read that failed (SPEC §8). */
export const isEmptyRecord = (record: RaRecord | undefined) =>
  !record || Object.keys(record).every((key) => key === 'id');
