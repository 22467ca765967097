import { useMessage as useMessageIn } from '@rendezvous/i18n';
import { MESSAGE_NAMESPACES } from './i18n';

/**
 * A message of the API or of a domain schema (the spec's English text) in the wizard's
 * language, looked up in the shared `messages` and the wizard's `messages.*` catalogs.
 */
export const useMessage = () => useMessageIn(MESSAGE_NAMESPACES);
