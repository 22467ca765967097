#!/usr/bin/env node
// `npm test`: install, build, then every check and test the project has. Browser tests need a
// Chromium (CHROMIUM_PATH, else /usr/bin/chromium); without one they are reported as not run,
// and with CI=true that is a failure.
import { existsSync } from 'node:fs';
import { install, run } from './lib.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

install();
run(['turbo', 'run', 'build', '--output-logs=errors-only']);
run(['turbo', 'run', 'typecheck', 'lint', '--output-logs=errors-only', '--concurrency=2']);
run(['turbo', 'run', 'test', '--output-logs=new-only', '--concurrency=1']);
run(['--filter', '@rendezvous/ui-kit', 'build-storybook']);
run(['size']);

if (existsSync(chromium)) {
  run(['--filter', '@rendezvous/e2e', 'e2e'], { env: { CHROMIUM_PATH: chromium } });
} else {
  const banner = `BROWSER TESTS NOT RUN: no Chromium at ${chromium} (set CHROMIUM_PATH or apt-get install chromium)`;
  console.error(`\n${'!'.repeat(banner.length)}\n${banner}\n${'!'.repeat(banner.length)}\n`);
  if (ci) process.exit(1);
}
console.log('\nAll checks passed.');
