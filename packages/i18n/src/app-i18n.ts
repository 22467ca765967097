import i18next, { type i18n } from 'i18next';
import type { Catalogs } from './catalogs';
import { startI18n, switchLanguage } from './i18n';
import { messageTranslator } from './message-translator';
import {
  browserLanguage,
  rememberedLanguage,
  rememberLanguage,
  type Language,
} from './languages';

/**
 * The i18n of a signed-in app (the console, the setup wizard): i18next's default instance,
 * which react-i18next's hooks read without a provider, started before the first render.
 */
export function createAppI18n(options: {
  catalogs: Catalogs;
  /** Where this browser remembers the app's language. */
  storageKey: string;
  defaultNS: string;
}) {
  const namespaces = Object.keys(options.catalogs.en);
  /**
   * The namespaces a server or validation message is looked up in by its English text: the
   * shared `messages`, then the app's own `messages.*` files (one per feature group).
   */
  const messageNamespaces = ['messages', ...namespaces.filter((ns) => ns.startsWith('messages.'))];
  const translateMessage: (message: string) => string = messageTranslator(
    i18next,
    messageNamespaces,
  );
  return {
    namespaces,
    messageNamespaces,
    /** The language the app opens in: the one last shown in this browser, else the browser's. */
    initialLanguage: (): Language => rememberedLanguage(options.storageKey) ?? browserLanguage(),
    /** Starts i18next in `language`, its catalogs loaded. */
    init: (language: Language): Promise<i18n> =>
      startI18n(i18next, { language, catalogs: options.catalogs, defaultNS: options.defaultNS }),
    /** Shows the app in `language` and remembers it in this browser. */
    show: async (language: Language): Promise<void> => {
      await switchLanguage(i18next, options.catalogs, language);
      rememberLanguage(options.storageKey, language);
    },
    /** A server or validation message (the spec's English text) in the shown language. */
    translateMessage,
    /**
     * A form's field errors (a Mantine form's, from a domain schema) in the shown language:
     * each field's message translated, empty ones left out.
     */
    translateErrors: (errors: Record<string, unknown>): Record<string, string> =>
      Object.fromEntries(
        Object.entries(errors).flatMap(([field, message]) =>
          typeof message === 'string' && message ? [[field, translateMessage(message)]] : [],
        ),
      ),
  };
}
