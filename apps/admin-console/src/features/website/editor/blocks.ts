import {
  THEME_ENTITY_KINDS,
  THEME_ITEM_KEYS,
  type Business,
  type BusinessThemeEntity,
  type ThemeEntityKind,
} from '@rendezvous/domain';

/** The business's blocks of one theme, in their saved order. */
export function themeBlocks(business: Business, themeId: number): BusinessThemeEntity[] {
  return (business.theme_entities ?? [])
    .filter((entity) => entity.theme_id === themeId)
    .sort((a, b) => a.order - b.order || a.id - b.id);
}

/** Every block of one kind (the action cards, the properties), in order. */
export function blocksOf(
  blocks: readonly BusinessThemeEntity[],
  kind: ThemeEntityKind,
): BusinessThemeEntity[] {
  const { type } = THEME_ENTITY_KINDS[kind];
  return blocks.filter((entity) => entity.type === type);
}

/** The block of a kind the theme has once (the header image, the about-me text...). */
export function blockOf(
  blocks: readonly BusinessThemeEntity[],
  kind: ThemeEntityKind,
): BusinessThemeEntity | undefined {
  return blocksOf(blocks, kind)[0];
}

/** A stored image of a block: its address and, for removing it, its file. */
export interface StoredImage {
  url: string;
  fileId: number | undefined;
}

/** `imagesOf` with each image's file, for the dialogs that can take one off. */
export function storedImagesOf(
  entity: Pick<BusinessThemeEntity, 'items'> | undefined,
): StoredImage[] {
  return (entity?.items ?? [])
    .filter((item) => item.key === THEME_ITEM_KEYS.image && item.value)
    .sort((a, b) => a.id - b.id)
    .map((item) => ({ url: item.value as string, fileId: item.file_id }));
}

/** Every image of a block, oldest first (a property's first one is its featured image). */
export function imagesOf(entity: Pick<BusinessThemeEntity, 'items'> | undefined): string[] {
  return (entity?.items ?? [])
    .filter((item) => item.key === THEME_ITEM_KEYS.image && item.value)
    .sort((a, b) => a.id - b.id)
    .map((item) => item.value as string);
}

/** The item values of a block as key -> text (images apart). */
export function valuesOf(
  entity: Pick<BusinessThemeEntity, 'items'> | undefined,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const item of entity?.items ?? []) {
    if (item.key !== THEME_ITEM_KEYS.image) values[item.key] = item.value ?? '';
  }
  return values;
}
