import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { messageTranslator } from './message-translator';

const SHARED_MESSAGES = ['messages'];

/**
 * Translates a message of the API or of a domain schema (the spec's English text, word for
 * word) into the page's language: the `messages` catalogs (the shared one, and an app's own
 * `messages.*` given in `namespaces`, a stable array) are keyed by that English text, or by its
 * template when the message holds a value ("{{label}} must be at most {{max, number}}
 * characters"), and a message none of them knows is shown as it came. The function changes
 * only with the language, so it can sit in a memo's dependencies.
 */
export function useMessage(
  namespaces: readonly string[] = SHARED_MESSAGES,
): (message: string | undefined | null) => string {
  const { i18n } = useTranslation(namespaces);
  const language = i18n.language;
  return useMemo(
    () => messageTranslator(i18n, namespaces, language),
    [i18n, namespaces, language],
  );
}
