import { node } from '@rendezvous/eslint-config';

export default node;
