import { SITE_DEFERRED_NAMESPACES } from '@rendezvous/domain';
import {
  catalogsFromGlob,
  loadDeferredNamespaces,
  startI18n,
  switchLanguage,
  withSharedCatalogs,
  type Language,
} from '@rendezvous/i18n';
import i18next, { type i18n } from 'i18next';
import { rememberLanguage } from './languages';

/**
 * The site's catalogs, src/locales/{language}/{namespace}.json, found at build time, with the
 * shared `messages` and `ui` namespaces of @rendezvous/i18n. Only the shown language's files
 * are downloaded.
 */
export const CATALOGS = withSharedCatalogs(
  catalogsFromGlob(import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json')),
);

/** All namespaces there are (the English files name them all). */
export const NAMESPACES = Object.keys(CATALOGS.en);

/** The instance initI18n started last (the page's), once it has started. */
let starting: Promise<i18n> | undefined;

/**
 * Starts a fresh i18next instance in `language`, its catalogs loaded (see startI18n) but for
 * those the first page does not draw with (SITE_DEFERRED_NAMESPACES: loadDeferredCatalogs).
 */
export function initI18n(language: Language): Promise<i18n> {
  starting = startI18n(i18next.createInstance(), {
    language,
    catalogs: CATALOGS,
    defaultNS: 'site',
    deferred: SITE_DEFERRED_NAMESPACES,
  });
  return starting;
}

/** Loads the deferred catalogs of the page's language once it has started (the-rest.ts). */
export async function loadDeferredCatalogs(): Promise<void> {
  if (!starting) return;
  await loadDeferredNamespaces(await starting, CATALOGS, SITE_DEFERRED_NAMESPACES);
}

/** The switch on the page: loads the language if need be, shows it, remembers it. */
export async function changeLanguage(instance: i18n, language: Language): Promise<void> {
  await switchLanguage(instance, CATALOGS, language);
  rememberLanguage(language);
}
