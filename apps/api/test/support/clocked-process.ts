/**
 * `npm start` (or, with the argument `worker`, `npm run worker`) in a child process whose clock
 * runs TEST_CLOCK_OFFSET_MS ahead of the machine's: what the queue's restart tests run, so the
 * child keeps the test's time across a kill and a restart.
 */
import { setClock } from '../../src/lib/clock';

setClock(Date.now() + Number(process.env.TEST_CLOCK_OFFSET_MS ?? '0'));
await import(process.argv[2] === 'worker' ? '../../src/worker' : '../../src/main');
