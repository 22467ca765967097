// The website manager's theme rules, without zod: what its screens check on arrival (whether a
// theme may be made active, the order of dragged cards and images) comes without the theme
// module's schemas.

/** A theme can be made active only with at least its minimum number of theme images. */
export function canActivateTheme(imageCount: number, theme: { minimum_images_count: number }): boolean {
  return imageCount >= theme.minimum_images_count;
}

export function themeMinimumImagesMessage(minimum: number): string {
  return `The minimum number of images required to activate this theme is ${minimum}. Please upload more theme images and retry!`;
}

/** After a drag, every card's order is renumbered from 1 in its new position. */
export function renumberOrders<T extends { order: number }>(entities: readonly T[]): T[] {
  return entities.map((entity, index) => ({ ...entity, order: index + 1 }));
}

/** A new action card draft goes after the existing ones. */
export function nextOrder(entities: readonly unknown[]): number {
  return entities.length + 1;
}
