import { catalogsFromGlob, createAppI18n, withSharedCatalogs } from '@rendezvous/i18n';

/**
 * The console's catalogs, src/locales/{language}/{namespace}.json (a namespace per feature),
 * found at build time, with the shared `messages` and `ui` namespaces of @rendezvous/i18n.
 * Only the shown language's files are downloaded.
 */
export const CATALOGS = withSharedCatalogs(
  catalogsFromGlob(import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json')),
);

const consoleI18n = createAppI18n({
  catalogs: CATALOGS,
  storageKey: 'rendezvous.console.language',
  defaultNS: 'common',
});

export const {
  namespaces: NAMESPACES,
  messageNamespaces: MESSAGE_NAMESPACES,
  initialLanguage,
  init: initConsoleI18n,
  show: showLanguage,
  translateMessage,
  translateErrors,
} = consoleI18n;
