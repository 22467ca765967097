import { noLiteralStrings, react } from '@rendezvous/eslint-config';

/**
 * The console speaks en-CA and fr-CA: what a person reads comes from src/locales, and the
 * literal-string rule checks every screen (docs/decisions.md, "French console").
 */
export default [...react, ...noLiteralStrings(['src/**/*.tsx'], [])];
