import { engines } from '../support/app';
import { describeHostileInput } from './hostile-walk';

describeHostileInput(engines.find((engine) => engine.name === 'pglite')!);
