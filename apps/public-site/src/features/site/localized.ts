import {
  frenchItemKey,
  localized,
  type BusinessThemeEntity,
  type LocalizedText,
  type ThemeFrenchTextKey,
} from '@rendezvous/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { itemValue } from './site-content';

/** A business text as shown: `lang` is set only when it is not in the page's language. */
export interface ShownText {
  text: string;
  lang: LocalizedText['lang'] | undefined;
}

/**
 * Picks a business text (a service's name, the business's description...) in the visitor's
 * language from its English and French fields, falling back to the other one. A text shown in
 * the other language carries its `lang` (`<h3 lang="en">` on a French page), for screen
 * readers' pronunciation, translators and search engines.
 */
export function useLocalized(): (
  english: string | null | undefined,
  french: string | null | undefined,
) => ShownText | null {
  const { i18n } = useTranslation();
  const language = i18n.language === 'fr-CA' ? 'fr-CA' : 'en';
  return useCallback(
    (english, french) => {
      const shown = localized(language, english, french);
      return shown && { text: shown.text, lang: shown.lang === language ? undefined : shown.lang };
    },
    [language],
  );
}

/**
 * A block's text (an action card's, "About me", a property's description) in the visitor's
 * language, from its English item and its French one (`<key>_fr`), as `useLocalized` picks.
 */
export function useBlockText(): (
  block: BusinessThemeEntity | undefined,
  key: ThemeFrenchTextKey,
) => ShownText | null {
  const shown = useLocalized();
  return useCallback(
    (block, key) =>
      block ? shown(itemValue(block, key), itemValue(block, frenchItemKey(key))) : null,
    [shown],
  );
}
