import {
  bulkUpdateThemeEntityItems,
  createThemeEntity,
  createThemeEntityItems,
  deleteFile,
  replaceFile,
  uploadFile,
  type ApiClient,
} from '@rendezvous/api-client';
import {
  FILE_ITEM_TYPES,
  THEME_ENTITY_KINDS,
  type BusinessThemeEntity,
  type ItemDataType,
  type ThemeEntityKind,
} from '@rendezvous/domain';
import { imagesOf } from './blocks';

/** The three calls saving a block, in the order they run. */
export type SaveStep = 'block' | 'text' | 'images';

/** A save stopped at `step`; the steps before it were saved. */
export class SaveStepError extends Error {
  constructor(
    readonly step: SaveStep,
    override readonly cause: unknown,
    /** The block, when it was created (or existed) before the failing step. */
    readonly entity?: BusinessThemeEntity,
  ) {
    super(`The ${step} step failed`);
    this.name = 'SaveStepError';
  }
}

/** What the user is told under the form when a save stopped part-way. */
export const SAVE_STEP_REPORTS: Record<SaveStep, string> = {
  block: 'Nothing was saved: the block could not be created.',
  text: 'The block was created, but its text could not be saved. Press Update to try again.',
  images:
    'The text was saved, but an image could not be uploaded or removed. Press Update to try again.',
};

export interface SaveBlockInput {
  businessId: number;
  themeId: number;
  kind: ThemeEntityKind;
  /** The block when it exists already (Update); without it one is created (Submit). */
  existing?: BusinessThemeEntity;
  /** Position of a new block among those of its kind. @default the kind's own order, else 1 */
  order?: number;
  /** Item values, key -> text. */
  items?: Record<string, string>;
  /** Keys stored as long text; every other item is a string. */
  textKeys?: readonly string[];
  /** New images to add. */
  images?: readonly Blob[];
  /** Stored images to take off (their `file_id`), before the new ones are added. */
  removeFileIds?: readonly number[];
  /** The block shows one image: a new one takes the place of the current one. */
  singleImage?: boolean;
}

async function step<T>(
  name: SaveStep,
  run: () => Promise<T>,
  entity?: BusinessThemeEntity,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new SaveStepError(name, error, entity);
  }
}

/**
 * Saves a block of the real-estate theme stepwise: the block (when new), its items (strings and
 * long texts, one call each), then each image. It stops at the first step that fails, throwing
 * a SaveStepError that names it; what was saved before stays saved.
 */
export async function saveBlock(
  client: ApiClient,
  input: SaveBlockInput,
): Promise<BusinessThemeEntity> {
  const { businessId, themeId, kind, existing, items = {}, textKeys = [], images = [] } = input;
  const { removeFileIds = [] } = input;
  const { group, type, ...rest } = THEME_ENTITY_KINDS[kind];
  const kindOrder = 'order' in rest ? rest.order : undefined;
  const entity =
    existing ??
    (await step('block', () =>
      createThemeEntity(client, {
        business_id: businessId,
        theme_id: themeId,
        group,
        type,
        order: input.order ?? kindOrder ?? 1,
      }),
    ));

  const byType: Record<ItemDataType, Record<string, string>> = { string: {}, text: {} };
  for (const [key, value] of Object.entries(items)) {
    byType[textKeys.includes(key) ? 'text' : 'string'][key] = value;
  }
  await step(
    'text',
    async () => {
      for (const data_type of ['string', 'text'] as const) {
        const values = byType[data_type];
        if (Object.keys(values).length === 0) continue;
        const body = { business_theme_entity_id: entity.id, data_type, items: values };
        await (existing
          ? bulkUpdateThemeEntityItems(client, body)
          : createThemeEntityItems(client, body));
      }
    },
    entity,
  );

  await step(
    'images',
    async () => {
      const hasImage = imagesOf(existing).length > 0;
      const block = {
        business_id: businessId,
        entity_type: 'business_theme_entity' as const,
        entity_id: entity.id,
        item_type: FILE_ITEM_TYPES.business_theme_entity,
      };
      for (const file_id of removeFileIds) await deleteFile(client, { ...block, file_id });
      for (const file of images) {
        const target = { ...block, file };
        await (input.singleImage && hasImage
          ? replaceFile(client, target)
          : uploadFile(client, target));
      }
    },
    entity,
  );
  return entity;
}
