/** The real-estate theme (header image, agent photo, properties...): the one with an editor. */
export const REAL_ESTATE_THEME_ID = 3;
