import { describe } from 'vitest';
import { engines } from '../support/app';
import { describeHostileInput } from './hostile-walk';

const postgres = engines.find((engine) => engine.name === 'postgres');

// Runs when TEST_DATABASE_URL names a server, as every PostgreSQL path of the suite does.
describe.runIf(postgres)('on PostgreSQL', () => {
  if (postgres) describeHostileInput(postgres);
});
