import { useTranslation } from 'react-i18next';

/**
 * Translates a message of the API or of a domain schema (the spec's English text) into the
 * page's language; the `messages` catalog is keyed by that English text, and a message it
 * does not know is shown as it came.
 */
export function useMessage(): (message: string | undefined | null) => string {
  const { t } = useTranslation('messages');
  return (message) => (message ? t(message, { defaultValue: message }) : '');
}
