import { CoreAdminContext, localStorageStore, type I18nProvider } from 'ra-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from '../../src/providers/store';

const japanese: I18nProvider = {
  translate: (key) => key,
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'ja',
};

/** What react-admin's core draws in its first render, before any effect has run. */
const firstRender = (store: ReturnType<typeof createStore>) =>
  renderToStaticMarkup(
    <CoreAdminContext store={store} i18nProvider={japanese}>
      <p>ようこそ</p>
    </CoreAdminContext>,
  );

describe('createStore', () => {
  afterEach(() => localStorage.clear());

  it("answers the portal's locale, so react-admin draws the app in its first render", () => {
    // react-admin's own store draws nothing first, and the whole app later in one unsliced render.
    expect(firstRender(localStorageStore('1', 'member-portal'))).toBe('');
    expect(firstRender(createStore('ja'))).toBe('<p>ようこそ</p>');
  });

  it('keeps answering it after a reset (another member), and keeps what else it holds', () => {
    const store = createStore('ja');
    store.setItem('sidebar.open', false);
    expect(store.getItem('sidebar.open')).toBe(false);
    store.reset();
    expect(store.getItem('sidebar.open')).toBeUndefined();
    expect(store.getItem('locale')).toBe('ja');
  });
});
