import { describe, expect, it, vi } from 'vitest';
import { refuseOverlap, SQLSTATE } from '../../src/db/errors';

/** An error as node-postgres and PGlite report a failed statement, wrapped as Drizzle does. */
function databaseError(code: string, constraint?: string) {
  const cause = Object.assign(new Error(`SQLSTATE ${code}`), {
    code,
    constraint,
    severity: 'ERROR',
  });
  return new Error('Failed query', { cause });
}

const taken = () => new Error('This time was just taken.');

describe('refuseOverlap', () => {
  it('answers the no-overlap constraint with the caller’s refusal, without trying again', async () => {
    const work = vi
      .fn()
      .mockRejectedValue(databaseError(SQLSTATE.exclusionViolation, 'appointments_no_overlap'));
    await expect(refuseOverlap(work, taken)).rejects.toThrow('This time was just taken.');
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs a transaction cancelled by a deadlock again; the winner’s row then reads as an overlap', async () => {
    const work = vi
      .fn()
      .mockRejectedValueOnce(databaseError(SQLSTATE.deadlockDetected))
      .mockRejectedValueOnce(databaseError(SQLSTATE.exclusionViolation, 'appointments_no_overlap'));
    await expect(refuseOverlap(work, taken)).rejects.toThrow('This time was just taken.');
    expect(work).toHaveBeenCalledTimes(2);
    const lucky = vi
      .fn()
      .mockRejectedValueOnce(databaseError(SQLSTATE.serializationFailure))
      .mockResolvedValue(7);
    await expect(refuseOverlap(lucky, taken)).resolves.toBe(7);
  });

  it('gives up after its attempts, and passes any other failure on as it is', async () => {
    const deadlocked = vi.fn().mockRejectedValue(databaseError(SQLSTATE.deadlockDetected));
    await expect(refuseOverlap(deadlocked, taken, 3)).rejects.toThrow('Failed query');
    expect(deadlocked).toHaveBeenCalledTimes(3);
    const other = vi.fn().mockRejectedValue(databaseError(SQLSTATE.uniqueViolation, 'x_unique'));
    await expect(refuseOverlap(other, taken)).rejects.toThrow('Failed query');
    expect(other).toHaveBeenCalledTimes(1);
  });
});
