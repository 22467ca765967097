import {
  THEME_ENTITY_KINDS,
  type BusinessThemeEntity,
  type Theme,
  type ThemeEntityKind,
  type ThemeImage,
} from '@rendezvous/domain';
import { REAL_ESTATE_THEME_ID } from './constants';

let nextItemId = 1000;

/** A block of the real-estate theme with its items (an `image` key per image). */
export function makeBlock(
  kind: ThemeEntityKind,
  id: number,
  items: Record<string, string> = {},
  images: string[] = [],
  order = 1,
): BusinessThemeEntity {
  const { group, type } = THEME_ENTITY_KINDS[kind];
  return {
    id,
    business_id: 10,
    theme_id: REAL_ESTATE_THEME_ID,
    group,
    type,
    order,
    items: [
      ...Object.entries(items).map(([key, value]) => ({
        id: nextItemId++,
        business_theme_entity_id: id,
        key,
        value,
        data_type: 'string' as const,
      })),
      ...images.map((value) => {
        const itemId = nextItemId++;
        // The stored file behind the image: here the item's own id.
        return {
          id: itemId,
          business_theme_entity_id: id,
          key: 'image',
          value,
          data_type: 'string' as const,
          file_id: itemId,
        };
      }),
    ],
  };
}

export const THEMES = [
  {
    id: 1,
    name: 'Classic',
    description: 'Hero and services',
    preview_image_url: '/t1.svg',
    minimum_images_count: 1,
  },
  {
    id: 2,
    name: 'Carousel',
    description: 'Image carousel',
    preview_image_url: '/t2.svg',
    minimum_images_count: 3,
  },
  {
    id: REAL_ESTATE_THEME_ID,
    name: 'Real estate',
    description: 'For brokers',
    preview_image_url: '/t3.svg',
    minimum_images_count: 1,
  },
] as unknown as Theme[];

export function makeThemeImage(id: number, order: number): ThemeImage {
  return { id, business_id: 10, image_url: `/uploads/theme-${id}.png`, order };
}

/** A small valid PNG. */
export function png(name = 'photo.png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
    type: 'image/png',
  });
}
