/** The real-estate theme (header image, agent photo, properties...): the one with an editor. */
export const REAL_ESTATE_THEME_ID = 3;

/** The themes whose Edit opens an editor of their blocks (the editor's THEME_STEPS). */
export const EDITABLE_THEME_IDS: readonly number[] = [1, 2, REAL_ESTATE_THEME_ID];

/** The heading of each theme's editor. */
export const THEME_EDITOR_TITLES: Record<number, string> = {
  1: 'Classic theme editor',
  2: 'Carousel theme editor',
  [REAL_ESTATE_THEME_ID]: 'Real estate theme editor',
};
