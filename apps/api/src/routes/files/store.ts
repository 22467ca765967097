import { randomBytes } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  FILE_ITEM_TYPES,
  FileMessages,
  HttpMessages,
  type FileEntityType,
  type PermissionAction,
  type PermissionEntity,
  type StoredFile,
} from '@rendezvous/domain';
import { hasPermission } from '@rendezvous/permissions';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import {
  admins,
  businessThemeEntities,
  businessThemeEntityItems,
  businesses,
  consultantServices,
  consultants,
  files,
  serviceCategories,
  services,
  users,
} from '../../db/schema';
import { toWire } from '../../lib/wire';
import { requireAdmin, requireBusinessId } from '../../plugins/auth';
import { loadManagedAdmin } from '../../services/admin-access';
import { detectImageType } from './image';

/** The theme entity item an uploaded image becomes (a property photo, a header image...). */
export const THEME_IMAGE_ITEM_KEY = 'image';

/**
 * What an image is uploaded for, found inside the request's business and with the right to
 * change it checked. A single-image entity shows its image through one column (`logo_url`,
 * `image_url`); a theme entity holds any number, each as an item.
 */
export interface FileTarget {
  entityType: FileEntityType;
  entityId: number;
  /** The business the file belongs to (an admin's own; null for a platform admin's photo). */
  businessId: number | null;
  multi: boolean;
  /** Locks the entity's row for the rest of the transaction, so uploads to it queue. */
  lock(tx: Tx): Promise<void>;
  /** Single-image entities: shows `url` (or nothing) on the entity. */
  setUrl(tx: Tx, url: string | null): Promise<void>;
}

const notFound = () => new AppError(ErrorCode.NotFound, HttpMessages.notFound);

function requirePermission(request: FastifyRequest, entity: PermissionEntity, action: PermissionAction) {
  if (!hasPermission(requireAdmin(request), entity, action)) {
    throw new AppError(ErrorCode.Forbidden, HttpMessages.forbidden);
  }
}

/**
 * The entity `entityType`/`entityId` as the signed-in admin may change its image. Another
 * business's entity is a 404, as if absent; one in reach but not theirs to change is a 403.
 */
export async function resolveTarget(
  app: FastifyInstance,
  request: FastifyRequest,
  entityType: FileEntityType,
  entityId: number,
): Promise<FileTarget> {
  const db = app.db;
  const single = (
    businessId: number | null,
    lock: FileTarget['lock'],
    setUrl: FileTarget['setUrl'],
  ): FileTarget => ({ entityType, entityId, businessId, multi: false, lock, setUrl });

  if (entityType === 'admin') {
    // One's own photo always; a colleague's with admins/update and no higher role.
    const target = await loadManagedAdmin(db, request, entityId);
    return single(
      target.business_id,
      async (tx) => {
        await tx.select({ id: admins.id }).from(admins).where(eq(admins.id, entityId)).for('update');
      },
      async (tx, url) => {
        await tx.update(admins).set({ image_url: url }).where(eq(admins.id, entityId));
      },
    );
  }

  const businessId = requireBusinessId(request);
  switch (entityType) {
    case 'business': {
      if (entityId !== businessId) throw notFound();
      requirePermission(request, 'business', 'update');
      const where = eq(businesses.id, businessId);
      const [row] = await db.select({ id: businesses.id }).from(businesses).where(where);
      if (!row) throw notFound();
      return single(
        businessId,
        async (tx) => void (await tx.select({ id: businesses.id }).from(businesses).where(where).for('update')),
        async (tx, url) => void (await tx.update(businesses).set({ logo_url: url }).where(where)),
      );
    }
    case 'service_category': {
      const where = and(eq(serviceCategories.id, entityId), eq(serviceCategories.business_id, businessId));
      const [row] = await db.select({ id: serviceCategories.id }).from(serviceCategories).where(where);
      if (!row) throw notFound();
      requirePermission(request, 'categories', 'update');
      return single(
        businessId,
        async (tx) => void (await tx.select({ id: serviceCategories.id }).from(serviceCategories).where(where).for('update')),
        async (tx, url) => void (await tx.update(serviceCategories).set({ image_url: url }).where(where)),
      );
    }
    case 'user': {
      // A client's photo (customers dialog).
      const where = and(eq(users.id, entityId), eq(users.business_id, businessId));
      const [row] = await db.select({ id: users.id }).from(users).where(where);
      if (!row) throw notFound();
      requirePermission(request, 'clients', 'update');
      return single(
        businessId,
        async (tx) => void (await tx.select({ id: users.id }).from(users).where(where).for('update')),
        async (tx, url) => void (await tx.update(users).set({ image_url: url }).where(where)),
      );
    }
    case 'service': {
      const where = and(eq(services.id, entityId), eq(services.business_id, businessId));
      const [row] = await db.select({ id: services.id }).from(services).where(where);
      if (!row) throw notFound();
      requirePermission(request, 'services', 'update');
      return single(
        businessId,
        async (tx) => void (await tx.select({ id: services.id }).from(services).where(where).for('update')),
        async (tx, url) => void (await tx.update(services).set({ image_url: url }).where(where)),
      );
    }
    case 'consultant_service': {
      const where = and(eq(consultantServices.id, entityId), eq(consultantServices.business_id, businessId));
      const [row] = await db
        .select({ id: consultantServices.id, adminId: consultants.admin_id })
        .from(consultantServices)
        .innerJoin(consultants, eq(consultants.id, consultantServices.consultant_id))
        .where(where);
      if (!row) throw notFound();
      // A consultant manages their own services; others need consultants/update.
      if (row.adminId !== requireAdmin(request).id) requirePermission(request, 'consultants', 'update');
      return single(
        businessId,
        async (tx) =>
          void (await tx.select({ id: consultantServices.id }).from(consultantServices).where(where).for('update')),
        async (tx, url) => void (await tx.update(consultantServices).set({ image_url: url }).where(where)),
      );
    }
    case 'business_theme_entity': {
      const where = and(eq(businessThemeEntities.id, entityId), eq(businessThemeEntities.business_id, businessId));
      const [row] = await db.select({ id: businessThemeEntities.id }).from(businessThemeEntities).where(where);
      if (!row) throw notFound();
      requirePermission(request, 'website-manager', 'update');
      return {
        entityType,
        entityId,
        businessId,
        multi: true,
        lock: async (tx) =>
          void (await tx.select({ id: businessThemeEntities.id }).from(businessThemeEntities).where(where).for('update')),
        setUrl: async () => undefined,
      };
    }
  }
}

type FileRow = typeof files.$inferSelect;

export function presentFile(row: FileRow): StoredFile {
  return toWire(row) as unknown as StoredFile;
}

/** The target's stored files, newest first; one of them when `fileId` is given. */
async function filesOf(db: FastifyInstance['db'] | Tx, target: FileTarget, fileId?: number): Promise<FileRow[]> {
  const rows = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.entity_type, target.entityType),
        eq(files.entity_id, target.entityId),
        // An admin's photo belongs to their business (or none); every other file to the request's.
        target.businessId === null ? undefined : eq(files.business_id, target.businessId),
        fileId === undefined ? undefined : eq(files.id, fileId),
      ),
    )
    .orderBy(desc(files.id));
  return rows;
}

interface StoredObject {
  key: string;
  url: string;
  mime: string;
  size: number;
}

/** Puts the image in storage under a new random key. */
async function putImage(app: FastifyInstance, bytes: Buffer): Promise<StoredObject> {
  const type = detectImageType(bytes);
  // The body schema has already refused anything else; this keeps the invariant local.
  if (!type) throw new AppError(ErrorCode.Validation, FileMessages.notAnImage, { file: [FileMessages.notAnImage] });
  const key = `${randomBytes(16).toString('hex')}.${type.extension}`;
  await app.storage.put(key, bytes, type.mime);
  return { key, url: app.storage.urlOf(key), mime: type.mime, size: bytes.length };
}

/** Removes objects whose rows are gone; a failure leaves an orphan in storage, never an error. */
async function removeObjects(app: FastifyInstance, log: FastifyBaseLogger, rows: FileRow[]): Promise<void> {
  for (const row of rows) {
    if (row.storage !== app.storage.kind) {
      log.warn({ key: row.storage_key, storage: row.storage }, 'stored file left in the storage it was written to');
      continue;
    }
    try {
      await app.storage.remove(row.storage_key);
    } catch (error) {
      log.error({ err: error, key: row.storage_key }, 'stored file could not be removed');
    }
  }
}

/**
 * Stores `bytes` and shows it on the target. For a single-image entity the image replaces any
 * earlier one (`replacing` all of them); for a theme entity it is added as a new item, or
 * takes the place of `replacing`'s item.
 */
export async function attachImage(
  app: FastifyInstance,
  request: FastifyRequest,
  target: FileTarget,
  bytes: Buffer,
  originalName: string | null,
  replacing?: FileRow,
): Promise<StoredFile> {
  const stored = await putImage(app, bytes);
  let created: FileRow;
  let removed: FileRow[];
  try {
    ({ created, removed } = await app.db.transaction(async (tx) => {
      await target.lock(tx);
      const previous = target.multi ? (replacing ? [replacing] : []) : await filesOf(tx, target);
      const [row] = await tx
        .insert(files)
        .values({
          business_id: target.businessId,
          uploaded_by: requireAdmin(request).id,
          entity_type: target.entityType,
          entity_id: target.entityId,
          item_type: FILE_ITEM_TYPES[target.entityType],
          storage: app.storage.kind,
          storage_key: stored.key,
          url: stored.url,
          original_name: originalName,
          mime_type: stored.mime,
          size_bytes: stored.size,
        })
        .returning();
      if (target.multi) {
        const updated = replacing
          ? await tx
              .update(businessThemeEntityItems)
              .set({ value: stored.url })
              .where(themeImageItem(target.entityId, replacing.url))
              .returning({ id: businessThemeEntityItems.id })
          : [];
        if (updated.length === 0) {
          await tx.insert(businessThemeEntityItems).values({
            business_theme_entity_id: target.entityId,
            key: THEME_IMAGE_ITEM_KEY,
            value: stored.url,
            data_type: 'string',
          });
        }
      } else {
        await target.setUrl(tx, stored.url);
      }
      if (previous.length > 0) await tx.delete(files).where(inArray(files.id, previous.map((f) => f.id)));
      return { created: row!, removed: previous };
    }));
  } catch (error) {
    await app.storage.remove(stored.key).catch(() => undefined);
    throw error;
  }
  await removeObjects(app, request.log, removed);
  return presentFile(created);
}

const themeImageItem = (entityId: number, url: string) =>
  and(
    eq(businessThemeEntityItems.business_theme_entity_id, entityId),
    eq(businessThemeEntityItems.key, THEME_IMAGE_ITEM_KEY),
    eq(businessThemeEntityItems.value, url),
  );

/**
 * The stored file a replace or delete acts on: `fileId` when given (it must be the target's),
 * else the target's newest. A theme entity must have one; a single-image entity may show a
 * URL with no stored file behind it (seeded data), so none is fine there.
 */
export async function existingFile(
  app: FastifyInstance,
  target: FileTarget,
  fileId: number | undefined,
): Promise<FileRow | undefined> {
  const [row] = await filesOf(app.db, target, fileId);
  if (!row && (fileId !== undefined || target.multi)) {
    throw new AppError(ErrorCode.NotFound, FileMessages.noImage);
  }
  return row;
}

/**
 * Takes the image off the target: a theme entity loses the item of `file`; a single-image
 * entity shows nothing and loses all its stored files.
 */
export async function detachImage(
  app: FastifyInstance,
  request: FastifyRequest,
  target: FileTarget,
  file: FileRow | undefined,
): Promise<void> {
  const removed = await app.db.transaction(async (tx) => {
    await target.lock(tx);
    let rows: FileRow[];
    if (target.multi) {
      rows = file ? [file] : [];
      if (file) await tx.delete(businessThemeEntityItems).where(themeImageItem(target.entityId, file.url));
    } else {
      rows = file ? [file, ...(await filesOf(tx, target)).filter((f) => f.id !== file.id)] : await filesOf(tx, target);
      await target.setUrl(tx, null);
    }
    if (rows.length > 0) await tx.delete(files).where(inArray(files.id, rows.map((f) => f.id)));
    return rows;
  });
  await removeObjects(app, request.log, removed);
}

/**
 * For routes that delete an entity (a service, a category, a consultant service, an admin):
 * drops the entity's file rows and their stored objects, so nothing is left behind. Call it
 * after the entity's own delete has committed.
 */
export async function discardFilesOf(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  entityType: FileEntityType,
  entityIds: number[],
): Promise<void> {
  if (entityIds.length === 0) return;
  const removed = await app.db
    .delete(files)
    .where(and(eq(files.entity_type, entityType), inArray(files.entity_id, entityIds)))
    .returning();
  await removeObjects(app, log, removed);
}

/**
 * Deletes a business and then the stored objects of its files (the `files` rows go with the
 * business; the objects in storage would not). Whether it existed.
 */
export async function deleteBusinessWithFiles(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  businessId: number,
): Promise<boolean> {
  const { existed, removed } = await app.db.transaction(async (tx) => {
    const rows = await tx.delete(files).where(eq(files.business_id, businessId)).returning();
    const gone = await tx.delete(businesses).where(eq(businesses.id, businessId)).returning({ id: businesses.id });
    if (gone.length === 0) return { existed: false, removed: [] as FileRow[] };
    return { existed: true, removed: rows };
  });
  await removeObjects(app, log, removed);
  return existed;
}
