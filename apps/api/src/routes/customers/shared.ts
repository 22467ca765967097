import { AppError, ClientMessages, ErrorCode } from '@rendezvous/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SQLSTATE, databaseErrorOf } from '../../db/errors';

/** A LIKE pattern matching `search` anywhere, its wildcards taken literally. */
export function likePattern(search: string): string {
  return `%${search.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Name (first, last or both) or email contains the search. */
export function matchesPerson(
  columns: { firstname: AnyPgColumn; lastname: AnyPgColumn; email: AnyPgColumn },
  search: string,
): SQL {
  const pattern = likePattern(search);
  return sql`(lower(${columns.firstname} || ' ' || ${columns.lastname}) like ${pattern} or lower(${columns.email}) like ${pattern})`;
}

export const duplicateEmailMessage = 'A client with this email already exists in your business.';

/** The unique (business, lower(email)) index of clients, as the 422 the form shows under Email. */
export function refuseDuplicateEmail(error: unknown): never {
  const db = databaseErrorOf(error);
  if (db?.code === SQLSTATE.uniqueViolation && db.constraint === 'users_business_email_unique') {
    throw new AppError(ErrorCode.Validation, duplicateEmailMessage, { email: [duplicateEmailMessage] });
  }
  throw error;
}

export { ClientMessages };
