import japaneseMessages from '@bicstone/ra-language-japanese';
import { mergeTranslations, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ResourceDefinition } from '../generator/defineResource';
import { resourceMessages } from '../generator/resourceRoutes';
import { appMessages } from '../i18n/messages';

/** Japanese only: react-admin's catalogue, then the app's messages, then the resource labels. */
export function createI18nProvider(definitions: readonly ResourceDefinition[]) {
  const messages = mergeTranslations(
    japaneseMessages as TranslationMessages,
    appMessages,
    resourceMessages(definitions),
  ) as TranslationMessages;
  return polyglotI18nProvider(() => messages, 'ja', [{ locale: 'ja', name: '日本語' }], {
    allowMissing: true,
  });
}
