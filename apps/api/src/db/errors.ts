/** What PostgreSQL reports about a failed statement, on both engines. */
export interface DatabaseError {
  /** SQLSTATE, e.g. 23505 unique violation, 23P01 exclusion violation. */
  code: string;
  constraint?: string;
  detail?: string;
}

export const SQLSTATE = {
  foreignKeyViolation: '23503',
  uniqueViolation: '23505',
  checkViolation: '23514',
  exclusionViolation: '23P01',
} as const;

/**
 * The PostgreSQL error behind `error`, if any. Drizzle wraps driver errors (DrizzleQueryError),
 * so the cause chain is searched; node-postgres and PGlite both report `code` and `constraint`.
 */
export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    const { code, constraint, detail, severity } = e as Error &
      Partial<DatabaseError> & { severity?: string };
    // `severity` tells a server error from a Node system error (whose code could be EPIPE).
    if (typeof code === 'string' && typeof severity === 'string')
      return { code, constraint, detail };
  }
  return undefined;
}

/** Whether `error` is the double-booking refusal of the appointments_no_overlap constraint. */
export function isAppointmentOverlap(error: unknown): boolean {
  const db = databaseErrorOf(error);
  return db?.code === SQLSTATE.exclusionViolation && db.constraint === 'appointments_no_overlap';
}
