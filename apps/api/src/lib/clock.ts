/**
 * "Now" for every rule that depends on the date or the time of day: free times, notices and
 * horizons, the dashboard's months, reviews of past visits, expiry of codes and links, and the
 * demo seed, which places its data relative to it. One module, so that a test (or a demo) can
 * move every one of them at once; nothing that decides by the date reads `Date.now()` itself.
 *
 * Durations that only measure elapsed time (cache ages, response pacing, benchmarks) are not
 * "now" and keep using the process's own timers.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** The current instant in epoch milliseconds. */
  ms(): number;
}

// Read through a function, not `Date.now` itself, so that a test's fake timers move it too.
const machine = () => Date.now();
let source: () => number = machine;

export const clock: Clock = {
  now: () => new Date(source()),
  ms: () => source(),
};

/**
 * Makes the clock start at `instant` and run on from there at the real pace (a test that waits
 * for an expiry still sees time pass). Returns a function that puts the real clock back.
 */
export function setClock(instant: Date | string | number): () => void {
  const start = new Date(instant).getTime();
  if (Number.isNaN(start)) throw new Error(`setClock: not an instant: ${String(instant)}`);
  const realStart = Date.now();
  source = () => start + (Date.now() - realStart);
  return resetClock;
}

/** Puts the clock back on the machine's time. */
export function resetClock(): void {
  source = machine;
}
