import { base } from '@rendezvous/eslint-config';

export default base;
