import type { i18n } from 'i18next';
import { translateWithCatalogs, type MessageCatalog } from './message-templates';

/**
 * Translates messages of the API or of a domain schema (the spec's English text) with an
 * i18next instance: its `namespaces` (the shared `messages`, then an app's `messages.*`) in
 * `language`, by default the one the instance shows when the function is called. Exact keys
 * first, then the templates (see message-templates.ts); a message none of them knows is
 * returned as it came, and an empty one as ''.
 */
export function messageTranslator(
  instance: i18n,
  namespaces: readonly string[],
  language?: string,
): (message: string | undefined | null) => string {
  return (message) => {
    if (!message) return '';
    const shown = language ?? instance.language;
    if (!shown) return message;
    const catalogs = namespaces.flatMap((namespace): MessageCatalog[] => {
      const bundle: unknown = instance.getResourceBundle(shown, namespace);
      return bundle && typeof bundle === 'object' ? [bundle as MessageCatalog] : [];
    });
    return translateWithCatalogs(message, catalogs, shown);
  };
}
