import { AppError, HttpMessages, ThemeEntityMessages, type FieldErrors } from '@rendezvous/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseErrorOf, SQLSTATE } from '../db/errors';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';

export const ConflictMessages = {
  appointmentOverlap:
    'This consultant already has an appointment at that time. Please choose another time.',
  duplicate: 'A record with the same value already exists.',
  inUse: 'This record is still in use by other records and cannot be removed.',
} as const;

/**
 * The caps the database keeps behind the API's own checks (migration 0015): a request that
 * slips past the check in a race gets the same kind of answer, not a 500.
 */
const CAP_MESSAGES: ReadonlyMap<string, string> = new Map([
  ['business_theme_entities_cap', ThemeEntityMessages.blockCapReached],
  ['business_theme_entity_images_cap', ThemeEntityMessages.tooManyImages],
  ['theme_images_cap', ThemeEntityMessages.tooManyThemeImages],
]);

function fieldErrorsOf(
  validation: { instancePath?: string; message?: string; params?: Record<string, unknown> }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of validation) {
    const field =
      issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') ||
      String(issue.params?.missingProperty ?? '_');
    (errors[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return errors;
}

/**
 * The one place errors become HTTP responses: `{ message, errors? }` with the right status.
 * Validation failures are 422 with the schemas' own field messages; anything unexpected is a
 * 500 whose body never carries internals (the log keeps them).
 */
function conflictMessage(sqlstate: string | undefined): string | undefined {
  switch (sqlstate) {
    case SQLSTATE.exclusionViolation:
      return ConflictMessages.appointmentOverlap;
    case SQLSTATE.uniqueViolation:
      return ConflictMessages.duplicate;
    case SQLSTATE.foreignKeyViolation:
      return ConflictMessages.inUse;
    default:
      return undefined;
  }
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'server error');
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsOf(error.validation);
      const first = Object.values(errors)[0]?.[0];
      return reply
        .status(422)
        .send({ message: first ?? HttpMessages.validation, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: HttpMessages.internal });
    }
    const dbError = databaseErrorOf(error);
    const cap = dbError?.code === SQLSTATE.checkViolation ? CAP_MESSAGES.get(dbError.constraint ?? '') : undefined;
    if (cap) return reply.status(422).send({ message: cap });
    const conflict = conflictMessage(dbError?.code);
    if (conflict) return reply.status(409).send({ message: conflict });
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const message =
        status === 429 ? HttpMessages.tooManyRequests : error.message || HttpMessages.validation;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: HttpMessages.internal });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
});

