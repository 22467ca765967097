#!/usr/bin/env node
// Writes src/phone-metadata.json: libphonenumber-js's smallest metadata ("min") without the
// display formats of each numbering plan (index 4 of a plan), which only formatting reads
// (format(), AsYouType). Checking a number and writing it in E.164 (phone.ts) read the rest.
// About half the metadata's weight (19.3 → 10.1 KB gzipped) on every screen with a phone field.
// Run again after updating libphonenumber-js: phone-metadata.test.ts fails until then.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The min metadata with every plan's formats left out. */
export function withoutFormats(metadata) {
  const strip = (plans) => Object.fromEntries(Object.entries(plans).map(([key, plan]) => [key, plan.map((value, index) => (index === 4 ? 0 : value))]));
  return { ...metadata, countries: strip(metadata.countries), nonGeographic: strip(metadata.nonGeographic ?? {}) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const min = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.min.json'), 'utf8'));
  writeFileSync(new URL('../src/phone-metadata.json', import.meta.url), `${JSON.stringify(withoutFormats(min))}\n`);
}
