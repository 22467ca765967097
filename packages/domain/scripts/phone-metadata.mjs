#!/usr/bin/env node
// Writes src/phone-metadata.json: libphonenumber-js's smallest metadata ("min") without the
// display formats of each numbering plan (index 4 of a plan), which only formatting reads
// (format(), AsYouType). Checking a number and writing it in E.164 (phone.ts) read the rest.
// About half the metadata's weight (19.3 → 10.0 KB gzipped) on every screen with a phone field.
// Run again after updating libphonenumber-js: a test in phone.test.ts fails until then.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const min = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('libphonenumber-js/metadata.min.json'), 'utf8'));
const withoutFormats = (plans) =>
  Object.fromEntries(Object.entries(plans).map(([key, plan]) => [key, plan.map((value, index) => (index === 4 ? 0 : value))]));
const metadata = { ...min, countries: withoutFormats(min.countries), nonGeographic: withoutFormats(min.nonGeographic ?? {}) };
writeFileSync(new URL('../src/phone-metadata.json', import.meta.url), `${JSON.stringify(metadata)}\n`);
