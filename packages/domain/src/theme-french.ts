// Without zod: the public site's first page reads these keys (see localized), and nothing
// here may pull the schemas in.

/**
 * The blocks' texts a visitor reads, each with a Canadian French version stored beside it
 * under `<key>_fr` (frenchItemKey): the site shows the visitor's language (see `localized`).
 */
export const THEME_FRENCH_TEXT_KEYS = [
  'action_card_text',
  'action_card_button_text',
  'about_me_text',
  'neighbourhood_text',
  'description',
  'additional_features',
] as const;
export type ThemeFrenchTextKey = (typeof THEME_FRENCH_TEXT_KEYS)[number];

/** The item key of a block text's French version: 'about_me_text' → 'about_me_text_fr'. */
export const frenchItemKey = (key: ThemeFrenchTextKey) => `${key}_fr` as const;

/** The text a French item key translates ('description_fr' → 'description'), else null. */
export function englishItemKeyOf(key: string): ThemeFrenchTextKey | null {
  if (!key.endsWith('_fr')) return null;
  const english = key.slice(0, -'_fr'.length);
  return (THEME_FRENCH_TEXT_KEYS as readonly string[]).includes(english)
    ? (english as ThemeFrenchTextKey)
    : null;
}
