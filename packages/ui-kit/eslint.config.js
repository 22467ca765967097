import { noLiteralStrings, react } from '@rendezvous/eslint-config';

/**
 * What a person reads comes from the shared `ui` catalog (@rendezvous/i18n), in English and
 * Canadian French (docs/decisions.md, "French console").
 */
export default [...react, ...noLiteralStrings(['src/**/*.tsx'])];
