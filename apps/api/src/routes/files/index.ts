import multipart from '@fastify/multipart';
import {
  AdminSchema,
  AppError,
  ErrorCode,
  FILE_ITEM_TYPES,
  FileInputSchema,
  FileMessages,
  HttpMessages,
  IdParamSchema,
  IdSchema,
  StoredFileSchema,
  imageTooLargeMessage,
  type FileAction,
  type FileInput,
} from '@rendezvous/domain';
import type { FastifyContextConfig, FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireBusinessId } from '../../plugins/auth';
import { loadPresentedAdmin } from '../../services/admins';
import { imagePart } from './image';
import { attachImage, detachImage, existingFile, resolveTarget, type FileTarget } from './store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart part holding the image: 'file' (file/*) or 'image' (…/{id}/image). */
    uploadField?: 'file' | 'image';
  }
  interface FastifyRequest {
    /** Set once @fastify/multipart has read the whole body. */
    multipartRead?: boolean;
    /** The name the uploaded file had on the sender's machine, cleaned up (kept as a record). */
    uploadName?: string | null;
  }
}

/** Multipart errors of @fastify/multipart (and busboy's, which carry no status), as answers. */
export function uploadError(error: FastifyError, request: FastifyRequest, maxBytes: number): AppError | null {
  const field = request.routeOptions.config?.uploadField ?? 'file';
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE': {
      const message = imageTooLargeMessage(maxBytes);
      return new AppError(ErrorCode.Validation, message, { [field]: [message] });
    }
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(ErrorCode.Validation, 'Send one image and the fields this call takes, nothing more.');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError(ErrorCode.BadRequest, 'The upload could not be read.');
  }
  // busboy's own errors (a malformed part, an early end) come while the body is read.
  if (request.isMultipart() && !request.multipartRead && !error.statusCode && !(error instanceof AppError)) {
    return new AppError(ErrorCode.BadRequest, 'The upload could not be read.');
  }
  return null;
}

/** A file name fit to keep: printable, at most 255 characters, or null. */
function cleanFileName(name: string | undefined): string | null {
  const cleaned = (name ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim().slice(0, 255);
  return cleaned === '' ? null : cleaned;
}

const UploadAnswer = z.object({ data: StoredFileSchema, message: z.string().optional() });
const DeleteAnswer = z.object({ data: z.null(), message: z.string() });
const ImageOwnerSchema = z.object({ id: IdSchema, image_url: z.string().nullable() });
const ImageOwnerAnswer = z.object({ data: ImageOwnerSchema, message: z.string().optional() });
const AdminAnswer = z.object({ data: AdminSchema, message: z.string().optional() });

/**
 * Image uploads: the generic file/upload, file/replace and file/delete of the spec, and the
 * image calls of services, consultant services and admins. Multipart is parsed only here: the
 * parser reads the one image into memory, refusing it past UPLOAD_MAX_BYTES, and the body
 * schemas check what it is by its content.
 *
 * Permissions depend on what the image is for, so file/* checks them per entity (see
 * resolveTarget): the business logo takes business/update, a category categories/update, a
 * service services/update, a theme entity website-manager/update, a consultant service is its
 * consultant's own or needs consultants/update, and an admin follows the admin rank rules.
 */
export default async function filesRoutes(fastify: FastifyInstance): Promise<void> {
  const maxBytes = fastify.config.UPLOAD_MAX_BYTES;
  await fastify.register(multipart, {
    attachFieldsToBody: 'keyValues',
    async onFile(part) {
      this.uploadName = cleanFileName(part.filename);
      await part.toBuffer();
    },
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: 8,
      parts: 9,
      fieldNameSize: 100,
      fieldSize: 1000,
      headerPairs: 20,
    },
  });
  fastify.decorateRequest('uploadName', null);
  fastify.decorateRequest('multipartRead', false);
  fastify.addHook('preValidation', async (request) => {
    request.multipartRead = true;
  });
  fastify.setErrorHandler((error: FastifyError, request) => {
    // Thrown on, to the app's error handler, which writes every answer.
    throw uploadError(error, request, maxBytes) ?? error;
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const file = imagePart(maxBytes);
  const FileUploadBodySchema = FileInputSchema.extend({ file });
  const ImageBodySchema = z.object({ image: file });
  // Multipart bodies read the same with or without a bound of their own; the route's bodyLimit
  // backs the parser's per-file limit.
  const bodyLimit = maxBytes + 64 * 1024;

  /** The business_id, action and item_type fields agree with the call and the entity. */
  function checkFields(request: FastifyRequest, input: FileInput, action: FileAction): void {
    if (input.business_id !== requireBusinessId(request)) {
      throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
    }
    if (input.action !== undefined && input.action !== action) {
      const message = `The action must be "${action}" for this call.`;
      throw new AppError(ErrorCode.Validation, message, { action: [message] });
    }
    const expected = FILE_ITEM_TYPES[input.entity_type];
    if (input.item_type !== expected) {
      const message = `The item type must be "${expected}" for a ${input.entity_type.replaceAll('_', ' ')}.`;
      throw new AppError(ErrorCode.Validation, message, { item_type: [message] });
    }
  }

  const multipartDoc = { consumes: ['multipart/form-data'], tags: ['files'] };

  app.post(
    '/file/upload',
    {
      bodyLimit,
      config: { uploadField: 'file' },
      schema: {
        ...multipartDoc,
        operationId: 'uploadFile',
        summary: "Upload an image for a business, category, service, consultant service, admin or theme entity",
        description:
          'A single-image entity (business logo, category, service, consultant service, admin) shows it at ' +
          'once in `logo_url`/`image_url`, and any image it had is removed. A theme entity gets a new ' +
          '`image` item. Images only (PNG, JPEG, GIF, WebP, decided by content), at most UPLOAD_MAX_BYTES.',
        body: FileUploadBodySchema,
        response: { 201: UploadAnswer },
      },
    },
    async (request, reply) => {
      const { file: bytes, ...input } = request.body;
      checkFields(request, input, 'upload');
      const target = await resolveTarget(app, request, input.entity_type, input.entity_id);
      const stored = await attachImage(app, request, target, bytes, request.uploadName ?? null);
      return reply.status(201).send({ data: stored, message: FileMessages.uploaded });
    },
  );

  app.post(
    '/file/replace',
    {
      bodyLimit,
      config: { uploadField: 'file' },
      schema: {
        ...multipartDoc,
        operationId: 'replaceFile',
        summary: "Replace an entity's image (file_id picks one of a theme entity's)",
        description: 'The new image is stored and shown, then the one it replaces is removed.',
        body: FileUploadBodySchema,
        response: { 200: UploadAnswer },
      },
    },
    async (request) => {
      const { file: bytes, ...input } = request.body;
      checkFields(request, input, 'replace');
      const target = await resolveTarget(app, request, input.entity_type, input.entity_id);
      const previous = await existingFile(app, target, input.file_id);
      const stored = await attachImage(app, request, target, bytes, request.uploadName ?? null, previous);
      return { data: stored, message: FileMessages.replaced };
    },
  );

  app.post(
    '/file/delete',
    {
      config: { uploadField: 'file' },
      schema: {
        ...multipartDoc,
        operationId: 'deleteFile',
        summary: "Remove an entity's image (file_id picks one of a theme entity's)",
        description: 'Clears `logo_url`/`image_url` of a single-image entity; removes the item of a theme entity.',
        body: FileInputSchema,
        response: { 200: DeleteAnswer },
      },
    },
    async (request) => {
      checkFields(request, request.body, 'delete');
      const { entity_type, entity_id, file_id } = request.body;
      const target = await resolveTarget(app, request, entity_type, entity_id);
      await detachImage(app, request, target, await existingFile(app, target, file_id));
      return { data: null, message: FileMessages.removed };
    },
  );

  /** POST and DELETE <path>/{id}/image for one kind of single-image entity. */
  function imageRoutes(opts: {
    path: string;
    entityType: 'service' | 'consultant_service' | 'user';
    name: string;
    operation: string;
    permission?: readonly ['services' | 'clients', 'update'];
  }) {
    const config: FastifyContextConfig = { uploadField: 'image', ...(opts.permission ? { permission: opts.permission } : {}) };
    const answer = (target: FileTarget, url: string | null) => ({ id: target.entityId, image_url: url });

    app.post(
      `/${opts.path}/:id/image`,
      {
        bodyLimit,
        config,
        schema: {
          consumes: ['multipart/form-data'],
          tags: ['files'],
          operationId: `upload${opts.operation}Image`,
          summary: `Upload the image of a ${opts.name} (form field "image"), replacing any it had`,
          params: IdParamSchema,
          body: ImageBodySchema,
          response: { 200: ImageOwnerAnswer },
        },
      },
      async (request) => {
        const target = await resolveTarget(app, request, opts.entityType, request.params.id);
        const stored = await attachImage(app, request, target, request.body.image, request.uploadName ?? null);
        return { data: answer(target, stored.url), message: FileMessages.uploaded };
      },
    );

    app.delete(
      `/${opts.path}/:id/image`,
      {
        config,
        schema: {
          tags: ['files'],
          operationId: `delete${opts.operation}Image`,
          summary: `Remove the image of a ${opts.name}`,
          params: IdParamSchema,
          response: { 200: ImageOwnerAnswer },
        },
      },
      async (request) => {
        const target = await resolveTarget(app, request, opts.entityType, request.params.id);
        await detachImage(app, request, target, await existingFile(app, target, undefined));
        return { data: answer(target, null), message: FileMessages.removed };
      },
    );
  }

  imageRoutes({ path: 'service', entityType: 'service', name: 'service', operation: 'Service', permission: ['services', 'update'] });
  // A consultant's own service, or any with consultants/update (checked in resolveTarget).
  // A client's photo (the customers dialog); answers { id, image_url } like the others.
  imageRoutes({ path: 'user', entityType: 'user', name: 'client', operation: 'Client', permission: ['clients', 'update'] });
  imageRoutes({ path: 'consultant-service', entityType: 'consultant_service', name: 'consultant service', operation: 'ConsultantService' });

  const presentAdmin = async (id: number) => {
    const admin = await loadPresentedAdmin(app.db, app.roleGrants, id, new Set(['roles', 'business', 'consultant']));
    if (!admin) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
    return admin;
  };

  // One's own photo always; a colleague's with admins/update and no higher role (resolveTarget).
  app.post(
    '/admin/:id/image',
    {
      bodyLimit,
      config: { uploadField: 'image' },
      schema: {
        consumes: ['multipart/form-data'],
        tags: ['admins'],
        operationId: 'uploadAdminImage',
        summary: "Upload an admin's profile photo (form field \"image\"), replacing any they had",
        params: IdParamSchema,
        body: ImageBodySchema,
        response: { 200: AdminAnswer },
      },
    },
    async (request) => {
      const target = await resolveTarget(app, request, 'admin', request.params.id);
      await attachImage(app, request, target, request.body.image, request.uploadName ?? null);
      return { data: await presentAdmin(target.entityId), message: FileMessages.uploaded };
    },
  );

  app.delete(
    '/admin/:id/image',
    {
      schema: {
        tags: ['admins'],
        operationId: 'deleteAdminImage',
        summary: "Remove an admin's profile photo",
        params: IdParamSchema,
        response: { 200: AdminAnswer },
      },
    },
    async (request) => {
      const target = await resolveTarget(app, request, 'admin', request.params.id);
      await detachImage(app, request, target, await existingFile(app, target, undefined));
      return { data: await presentAdmin(target.entityId), message: FileMessages.removed };
    },
  );
}
