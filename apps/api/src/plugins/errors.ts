import { AppError, ErrorCode, HttpMessages, type FieldErrors } from '@rendezvous/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';

/** PostgreSQL error codes the API answers with a 409 instead of a 500. */
const PG_EXCLUSION_VIOLATION = '23P01';
const PG_UNIQUE_VIOLATION = '23505';

export const ConflictMessages = {
  appointmentOverlap:
    'This consultant already has an appointment at that time. Please choose another time.',
  duplicate: 'A record with the same value already exists.',
} as const;

function pgErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  // Drizzle wraps driver errors; the PostgreSQL fields sit on the error or on its cause.
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    e = candidate.cause;
  }
  return undefined;
}

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
    const pg = pgErrorOf(error);
    if (pg?.code === PG_EXCLUSION_VIOLATION) {
      return reply.status(409).send({ message: ConflictMessages.appointmentOverlap });
    }
    if (pg?.code === PG_UNIQUE_VIOLATION) {
      return reply.status(409).send({ message: ConflictMessages.duplicate });
    }
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

export { AppError, ErrorCode };
