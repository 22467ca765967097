import { SHARED_CATALOGS, startI18n, switchLanguage } from '@rendezvous/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';

// The components read their words from the shared `ui` catalog, in English unless a test
// switches; the default instance is what react-i18next's hooks use without a provider.
// (Registered with this package's react-i18next too: the test run pre-bundles its own copy.)
await startI18n(i18next.use(initReactI18next), {
  language: 'en',
  catalogs: SHARED_CATALOGS,
  defaultNS: 'ui',
});
afterEach(async () => {
  if (i18next.language !== 'en') await switchLanguage(i18next, SHARED_CATALOGS, 'en');
});
