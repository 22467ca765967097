import { react } from '@rendezvous/eslint-config';

export default react;
