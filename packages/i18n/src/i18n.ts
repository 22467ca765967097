import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogs } from './catalogs';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/** Downloads a language's catalogs once (those of `only`, when given). */
async function loadLanguage(
  instance: i18n,
  catalogs: Catalogs,
  language: Language,
  only?: (namespace: string) => boolean,
) {
  await Promise.all(
    Object.entries(catalogs[language]).map(async ([namespace, load]) => {
      if (only && !only(namespace)) return;
      if (instance.hasResourceBundle(language, namespace)) return;
      instance.addResourceBundle(language, namespace, (await load()).default, true, true);
    }),
  );
}

/**
 * Starts an i18next instance in `language` with its catalogs loaded, so the first render is
 * already translated. Only that language is downloaded: the French catalogs hold every English
 * key (each app's test checks it), so English is never needed as a fallback on a French page.
 *
 * Keys are flat ("steps.date", or the English text itself in `messages`): no nesting and no
 * namespace separator, so a message with a colon or a period is its own key.
 *
 * `deferred` namespaces are left for `loadDeferredNamespaces`, for what the first page does not
 * draw with. Until they come, a message shows in English (its key) and another key as itself;
 * every translated component draws again when they come.
 */
export async function startI18n(
  instance: i18n,
  options: {
    language: Language;
    catalogs: Catalogs;
    defaultNS: string;
    deferred?: readonly string[];
  },
): Promise<i18n> {
  await instance.use(initReactI18next).init({
    lng: options.language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(options.catalogs[DEFAULT_LANGUAGE]),
    defaultNS: options.defaultNS,
    resources: {},
    partialBundledLanguages: true,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A catalog that comes after the first render (a deferred one) draws its texts again.
    react: { bindI18nStore: 'added' },
  });
  const deferred = options.deferred ?? [];
  await loadLanguage(
    instance,
    options.catalogs,
    options.language,
    (namespace) => !deferred.includes(namespace),
  );
  setDocumentLanguage(options.language);
  return instance;
}

/** Downloads the shown language's `namespaces` that startI18n left for later. */
export async function loadDeferredNamespaces(
  instance: i18n,
  catalogs: Catalogs,
  namespaces: readonly string[],
): Promise<void> {
  const language = LANGUAGES.find((l) => l === instance.language) ?? DEFAULT_LANGUAGE;
  await loadLanguage(instance, catalogs, language, (namespace) => namespaces.includes(namespace));
}

/** Shows another language: downloads its catalogs (the ones it was started with) if need be. */
export async function switchLanguage(
  instance: i18n,
  catalogs: Catalogs,
  language: Language,
): Promise<void> {
  await loadLanguage(instance, catalogs, language);
  await instance.changeLanguage(language);
  setDocumentLanguage(language);
}

function setDocumentLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
