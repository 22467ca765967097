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
  serializationFailure: '40001',
  deadlockDetected: '40P01',
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

/** Failures after which a transaction may simply run again: nothing it did was kept. */
const RETRYABLE: ReadonlySet<string> = new Set([
  SQLSTATE.serializationFailure,
  SQLSTATE.deadlockDetected,
]);

/**
 * Runs `work`, a transaction that books a consultant's interval, and answers the database's
 * refusal of an overlap with `taken()` (a 409 for the caller). Bookings of one time that reach
 * the exclusion constraint together can each wait for the other's row; PostgreSQL then
 * cancels one of them (deadlock_detected). That one runs again, up to `attempts` times, after a
 * short random pause (so that several losers do not meet in a new deadlock at once), and meets
 * the winner's committed row as an ordinary overlap, so the loser is told the time was taken
 * instead of getting a 500.
 */
export async function refuseOverlap<T>(
  work: () => Promise<T>,
  taken: () => Error,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (isAppointmentOverlap(error)) throw taken();
      const code = databaseErrorOf(error)?.code;
      if (attempt < attempts && code !== undefined && RETRYABLE.has(code)) {
        await retryPause(attempt);
        continue;
      }
      throw error;
    }
  }
}

/** A random pause of up to 25 ms times the attempt's number, spreading the retries apart. */
function retryPause(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * attempt));
}
