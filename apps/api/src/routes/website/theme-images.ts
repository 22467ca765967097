import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  AppError,
  ErrorCode,
  FileMessages,
  HttpMessages,
  IdParamSchema,
  IdSchema,
  ThemeImageOrderInputSchema,
  ThemeImageSchema,
  envelope,
} from '@rendezvous/domain';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { businesses, files, themeImages } from '../../db/schema';
import { ok } from '../../lib/http';
import { requireAdmin } from '../../plugins/auth';
import { assertBusinessAccess } from '../business';
import { uploadError } from '../files';
import { detectImageType, imagePart } from '../files/image';

/** How a theme image's stored file is recorded in `files`. */
const THEME_IMAGE_FILE = { entity_type: 'theme_image', item_type: 'business_theme_image' } as const;

const ThemeImageParamsSchema = z.object({
  id: IdParamSchema.shape.id,
  imageId: IdParamSchema.shape.id,
});

async function imagesOf(db: Db | Tx, businessId: number) {
  return db
    .select({
      id: themeImages.id,
      business_id: themeImages.business_id,
      image_url: themeImages.image_url,
      order: themeImages.order,
    })
    .from(themeImages)
    .where(eq(themeImages.business_id, businessId))
    .orderBy(asc(themeImages.order), asc(themeImages.id));
}

/**
 * The images of a business's website (the theme slider, the carousel), in display order:
 * listed, uploaded one at a time (form field "image"), reordered and removed. A theme can be
 * activated only with its minimum number of them (PATCH business/{id}).
 */
export default async function themeImageRoutes(fastify: FastifyInstance): Promise<void> {
  const maxBytes = fastify.config.UPLOAD_MAX_BYTES;
  await fastify.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: 2,
      parts: 3,
      fieldNameSize: 100,
      fieldSize: 1000,
      headerPairs: 20,
    },
  });
  fastify.decorateRequest('multipartRead', false);
  fastify.addHook('preValidation', async (request) => {
    request.multipartRead = true;
  });
  fastify.setErrorHandler((error: FastifyError, request) => {
    throw uploadError(error, request, maxBytes) ?? error;
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/business/:id/themeImages',
    {
      config: { permission: ['website-manager', 'read'] },
      schema: {
        operationId: 'getThemeImages',
        tags: ['website'],
        summary: "Your website's theme images, in display order",
        params: IdParamSchema,
        response: { 200: envelope(z.array(ThemeImageSchema)) },
      },
    },
    async (request) => {
      assertBusinessAccess(request, request.params.id);
      return ok(await imagesOf(app.db, request.params.id));
    },
  );

  app.post(
    '/business/:id/update-theme-image-order',
    {
      config: { permission: ['website-manager', 'update'] },
      schema: {
        operationId: 'updateThemeImageOrder',
        tags: ['website'],
        summary: 'Save the order of your theme images (after a drag)',
        description: 'Every id must be an image of the business (else 404 and nothing changes).',
        params: IdParamSchema,
        body: ThemeImageOrderInputSchema,
        response: { 200: envelope(z.array(ThemeImageSchema)) },
      },
    },
    async (request) => {
      const businessId = request.params.id;
      assertBusinessAccess(request, businessId);
      if (request.body.business_id !== businessId)
        throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      const changes = request.body.images;
      const ids = [...new Set(changes.map((c) => c.id))];
      const images = await app.db.transaction(async (tx) => {
        const found = ids.length
          ? await tx
              .select({ id: themeImages.id })
              .from(themeImages)
              .where(and(inArray(themeImages.id, ids), eq(themeImages.business_id, businessId)))
              .for('update')
          : [];
        if (found.length !== ids.length)
          throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
        for (const change of changes) {
          await tx
            .update(themeImages)
            .set({ order: change.order })
            .where(eq(themeImages.id, change.id));
        }
        return imagesOf(tx, businessId);
      });
      return ok(images);
    },
  );

  app.post(
    '/business/:id/theme-image',
    {
      bodyLimit: maxBytes + 64 * 1024,
      config: { permission: ['website-manager', 'create'], uploadField: 'image' },
      schema: {
        consumes: ['multipart/form-data'],
        operationId: 'uploadThemeImage',
        tags: ['website'],
        summary: 'Add a theme image (form field "image"); it goes after the others',
        description: 'PNG, JPEG, GIF or WebP (decided by content), at most UPLOAD_MAX_BYTES.',
        params: IdParamSchema,
        body: z.object({ image: imagePart(maxBytes) }),
        response: { 201: z.object({ data: ThemeImageSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const businessId = request.params.id;
      assertBusinessAccess(request, businessId);
      const bytes = request.body.image;
      const type = detectImageType(bytes);
      if (!type)
        throw new AppError(ErrorCode.Validation, FileMessages.notAnImage, {
          image: [FileMessages.notAnImage],
        });
      const key = `${randomBytes(16).toString('hex')}.${type.extension}`;
      await app.storage.put(key, bytes, type.mime);
      const url = app.storage.urlOf(key);
      try {
        const image = await app.db.transaction(async (tx) => {
          // Uploads to one business queue on its row, so each takes the next place.
          await tx
            .select({ id: businesses.id })
            .from(businesses)
            .where(eq(businesses.id, businessId))
            .for('update');
          const [last] = await tx
            .select({ order: max(themeImages.order) })
            .from(themeImages)
            .where(eq(themeImages.business_id, businessId));
          const [row] = await tx
            .insert(themeImages)
            .values({ business_id: businessId, image_url: url, order: (last?.order ?? 0) + 1 })
            .returning({
              id: themeImages.id,
              business_id: themeImages.business_id,
              image_url: themeImages.image_url,
              order: themeImages.order,
            });
          await tx.insert(files).values({
            business_id: businessId,
            uploaded_by: requireAdmin(request).id,
            ...THEME_IMAGE_FILE,
            entity_id: row!.id,
            storage: app.storage.kind,
            storage_key: key,
            url,
            original_name: null,
            mime_type: type.mime,
            size_bytes: bytes.length,
          });
          return row!;
        });
        reply.code(201);
        return ok(image, FileMessages.uploaded);
      } catch (error) {
        await app.storage.remove(key).catch(() => undefined);
        throw error;
      }
    },
  );

  app.delete(
    '/business/:id/theme-image/:imageId',
    {
      config: { permission: ['website-manager', 'delete'] },
      schema: {
        operationId: 'deleteThemeImage',
        tags: ['website'],
        summary: 'Remove a theme image; the others keep their order',
        params: ThemeImageParamsSchema,
        response: { 200: z.object({ data: z.object({ id: IdSchema }), message: z.string() }) },
      },
    },
    async (request) => {
      const { id: businessId, imageId } = request.params;
      assertBusinessAccess(request, businessId);
      const removed = await app.db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(themeImages)
          .where(and(eq(themeImages.id, imageId), eq(themeImages.business_id, businessId)))
          .returning({ id: themeImages.id });
        if (!gone) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
        return tx
          .delete(files)
          .where(
            and(
              eq(files.entity_type, THEME_IMAGE_FILE.entity_type),
              eq(files.entity_id, gone.id),
              eq(files.business_id, businessId),
            ),
          )
          .returning({ storage: files.storage, storage_key: files.storage_key });
      });
      for (const file of removed) {
        if (file.storage !== app.storage.kind) continue;
        await app.storage.remove(file.storage_key).catch((error: unknown) => {
          request.log.error({ err: error, key: file.storage_key }, 'theme image left in storage');
        });
      }
      return ok({ id: imageId }, FileMessages.removed);
    },
  );
}
