import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, rememberLanguage, type Language } from './languages';

/**
 * Every catalog file, src/locales/{language}/{namespace}.json, found at build time: a new
 * namespace file is picked up without touching this module. Each is its own small chunk, and
 * only the chosen language's files are downloaded.
 */
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

export function catalogsOf(
  language: Language,
): { namespace: string; load: () => Promise<{ default: Record<string, unknown> }> }[] {
  const prefix = `../locales/${language}/`;
  return Object.entries(catalogs)
    .filter(([file]) => file.startsWith(prefix))
    .map(([file, load]) => ({ namespace: file.slice(prefix.length, -'.json'.length), load }));
}

/** All namespaces there are (the English files name them all). */
export const NAMESPACES = catalogsOf(DEFAULT_LANGUAGE).map((c) => c.namespace);

/** Downloads a language's catalogs once. */
async function loadLanguage(instance: i18n, language: Language): Promise<void> {
  await Promise.all(
    catalogsOf(language).map(async ({ namespace, load }) => {
      if (instance.hasResourceBundle(language, namespace)) return;
      instance.addResourceBundle(language, namespace, (await load()).default, true, true);
    }),
  );
}

/**
 * Starts i18next in `language` with its catalogs loaded, so the first render is already
 * translated. Only that language is downloaded: the French catalogs hold every English key
 * (a test checks it), so English is never needed as a fallback on a French page.
 *
 * The `messages` namespace is keyed by the English text of the API's and the domain's
 * messages (the spec's exact wording), so a server or validation message is translated by
 * looking itself up; keys are therefore plain text, without nesting or namespace separators.
 */
export async function initI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: NAMESPACES,
    defaultNS: 'site',
    resources: {},
    partialBundledLanguages: true,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadLanguage(instance, language);
  setDocumentLanguage(language);
  return instance;
}

/** The switch on the page: loads the language if need be, shows it, remembers it. */
export async function changeLanguage(instance: i18n, language: Language): Promise<void> {
  await loadLanguage(instance, language);
  await instance.changeLanguage(language);
  rememberLanguage(language);
  setDocumentLanguage(language);
}

function setDocumentLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
