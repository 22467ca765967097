import { catalogsFromGlob, createAppI18n, withSharedCatalogs } from '@rendezvous/i18n';

/**
 * The wizard's catalogs, src/locales/{language}/{namespace}.json (a namespace per feature
 * folder, `wizard` for what every page shares), found at build time, with the shared
 * `messages` and `ui` namespaces of @rendezvous/i18n. Only the shown language's files are
 * downloaded.
 */
export const CATALOGS = withSharedCatalogs(
  catalogsFromGlob(import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json')),
);

const wizardI18n = createAppI18n({
  catalogs: CATALOGS,
  // The console's key: an admin's choice carries between the two apps (same origin).
  storageKey: 'rendezvous.console.language',
  defaultNS: 'wizard',
});

export const {
  namespaces: NAMESPACES,
  messageNamespaces: MESSAGE_NAMESPACES,
  initialLanguage,
  init: initWizardI18n,
  show: showLanguage,
  translateMessage,
  translateErrors,
} = wizardI18n;
