import { localStorageStore, type Store } from 'ra-core';

/**
 * react-admin's store (list parameters, the sidebar's state) in localStorage, answering `locale`
 * when none is stored. react-admin's i18n context renders nothing until the store's locale is
 * its provider's, then mounts the whole app in one render that cannot be sliced: a phone's first
 * page blocked input for a tenth of a second. The portal speaks one language, so the store knows
 * it from the start, a reset (another member) included.
 */
export function createStore(locale: string): Store {
  const store = localStorageStore('1', 'member-portal');
  return {
    ...store,
    getItem: <T>(key: string, defaultValue?: T) =>
      store.getItem<T>(key, key === 'locale' ? (defaultValue ?? (locale as T)) : defaultValue),
  };
}
