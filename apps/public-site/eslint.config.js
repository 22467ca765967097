import { noLiteralStrings, react } from '@rendezvous/eslint-config';

/** What a person reads comes from the en-CA and fr-CA catalogs (see docs/decisions.md, "French console"). */
export default [...react, ...noLiteralStrings(['src/**/*.tsx'])];
