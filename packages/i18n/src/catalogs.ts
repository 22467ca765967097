import type { Language } from './languages';
import { templateProblems } from './message-templates';

export type CatalogModule = { default: Record<string, unknown> };
/** A namespace's catalog, downloaded when first needed. */
export type CatalogLoader = () => Promise<CatalogModule>;
/** Every namespace's loader, per language. */
export type Catalogs = Record<Language, Record<string, CatalogLoader>>;

/**
 * An app's catalogs from Vite's `import.meta.glob('../locales/*\/*.json')`: each file
 * `…/locales/{language}/{namespace}.json` becomes that language's namespace, so a new
 * namespace file is picked up without touching code. Each is its own small chunk.
 */
export function catalogsFromGlob(files: Record<string, CatalogLoader>): Catalogs {
  const catalogs: Catalogs = { en: {}, 'fr-CA': {} };
  for (const [file, load] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, namespace] = match;
    if (language === 'en' || language === 'fr-CA') catalogs[language][namespace!] = load;
  }
  return catalogs;
}

/**
 * The shared namespaces every app has: `messages` (the API's and the domain's messages, keyed
 * by their English text, the spec's exact wording: English needs no entries) and `ui` (the
 * shared components of @rendezvous/ui-kit).
 */
export const SHARED_CATALOGS: Catalogs = {
  en: {
    messages: () => import('./locales/en/messages.json'),
    ui: () => import('./locales/en/ui.json'),
  },
  'fr-CA': {
    messages: () => import('./locales/fr-CA/messages.json'),
    ui: () => import('./locales/fr-CA/ui.json'),
  },
};

/** An app's catalogs together with the shared ones (an app's file of the same name wins). */
export function withSharedCatalogs(own: Catalogs): Catalogs {
  return {
    en: { ...SHARED_CATALOGS.en, ...own.en },
    'fr-CA': { ...SHARED_CATALOGS['fr-CA'], ...own['fr-CA'] },
  };
}

/**
 * Keys English has that French lacks, per namespace (and namespaces French lacks altogether):
 * the test every app runs on its catalogs, so a screen is never half translated.
 */
export async function missingTranslations(catalogs: Catalogs): Promise<Record<string, string[]>> {
  const missing: Record<string, string[]> = {};
  for (const [namespace, loadEnglish] of Object.entries(catalogs.en)) {
    const loadFrench = catalogs['fr-CA'][namespace];
    const english = (await loadEnglish()).default;
    const french = loadFrench ? (await loadFrench()).default : {};
    const absent = Object.keys(english).filter(
      (key) => typeof french[key] !== 'string' || !(french[key] as string).trim(),
    );
    if (absent.length) missing[namespace] = absent;
  }
  return missing;
}

/** Whether a namespace holds messages keyed by their English text (`messages`, `messages.*`). */
export const isMessageNamespace = (namespace: string): boolean =>
  namespace === 'messages' || namespace.startsWith('messages.');

/**
 * The message templates that would not translate, per language and namespace
 * ("fr-CA/messages"): a key that cannot be matched, or a translation whose placeholders are not
 * the key's (see templateProblems). The test every app runs on its catalogs, in both languages.
 */
export async function templateMismatches(
  catalogs: Catalogs,
): Promise<Record<string, Record<string, string>>> {
  const mismatches: Record<string, Record<string, string>> = {};
  for (const [language, namespaces] of Object.entries(catalogs)) {
    for (const [namespace, load] of Object.entries(namespaces)) {
      if (!isMessageNamespace(namespace)) continue;
      const problems = templateProblems((await load()).default);
      if (Object.keys(problems).length) mismatches[`${language}/${namespace}`] = problems;
    }
  }
  return mismatches;
}
