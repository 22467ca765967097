import { AppError, ErrorCode, HttpMessages, type FieldErrors } from '@rendezvous/domain';
import { isPlatformAdmin } from '@rendezvous/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';
import { requireAdmin, requireBusinessId } from '../../plugins/auth';

export const notFound = () => new AppError(ErrorCode.NotFound, HttpMessages.notFound);

/** A search box's text as a LIKE pattern that matches it anywhere, wildcards taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Zod issues as the API's field errors (422 body). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues)
    (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return errors;
}

export function validationError(errors: FieldErrors): AppError {
  const first = Object.values(errors)[0]?.[0] ?? HttpMessages.validation;
  return new AppError(ErrorCode.Validation, first, errors);
}

/**
 * The business a body's `business_id` names: it must be the request's own business, except for
 * a platform admin, who may name any existing one. Another business's id is a 404.
 */
export async function bodyBusinessId(
  db: Db,
  request: FastifyRequest,
  named: number | undefined,
): Promise<number> {
  const admin = requireAdmin(request);
  if (named === undefined || named === request.businessId) return requireBusinessId(request);
  if (!isPlatformAdmin(admin)) throw notFound();
  const [business] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, named))
    .limit(1);
  if (!business) throw notFound();
  return business.id;
}
