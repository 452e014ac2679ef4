import japaneseMessages from '@bicstone/ra-language-japanese';
import { mergeTranslations, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { appMessages } from '../i18n/messages';

/** Japanese only: react-admin's catalogue, then the app's messages, then the resource labels. */
// The catalogue is CommonJS with `exports.default`; depending on the bundler's interop the default
// import is the messages or `{ default: messages }`. Without this the built app showed raw keys.
const raJapanese = ((japaneseMessages as { default?: TranslationMessages }).default ??
  japaneseMessages) as TranslationMessages;

/** `resourceLabels`: the resource files' labels under react-admin's keys, from the generator. */
export function createI18nProvider(resourceLabels: object) {
  const messages = mergeTranslations(
    raJapanese,
    appMessages,
    resourceLabels,
  ) as TranslationMessages;
  return polyglotI18nProvider(() => messages, 'ja', [{ locale: 'ja', name: '日本語' }], {
    allowMissing: true,
  });
}
