// Page speed of a business's public site, as a customer on a phone gets it: Lighthouse (the
// `lighthouse` package) driving the system Chromium, mobile form factor with Lighthouse's
// simulated slow-4G and 4x CPU throttling, one run per page after a warm-up load.
// Targets: LCP < 2.5 s, TBT < 200 ms, CLS < 0.1 (issue 11).
//
// By default it starts the built API (demo data, the built SPAs) on a port of its own;
// LIGHTHOUSE_BASE_URL=http://127.0.0.1:3000 measures a server that is already running.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const name = 'lighthouse';

const PORT = 3302;
/** The demo business's live site, and the same site at its own address ({subdomain}.{SITE_DOMAIN}). */
const PAGES = [
  ['demo site at /site/{subdomain}', (base) => `${base}/site/maison-lumiere`],
  ['demo site, French browser', (base) => `${base}/site/maison-lumiere`, 'fr-CA'],
  // (A 404 page cannot be measured: Lighthouse refuses to audit an error status.)
  ['customer sign-in page', (base) => `${base}/site/maison-lumiere/login?type=user`],
];

export async function run(lib) {
  console.log('\nPublic site page speed (Lighthouse, mobile, simulated throttling)');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rdv-bench-lh-'));
  let server = null;
  let chrome = null;
  try {
    let base = process.env.LIGHTHOUSE_BASE_URL?.replace(/\/$/, '');
    if (!base) {
      server = (
        await lib.startApi(
          { DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST_DIR: path.join(lib.root, 'apps') },
          PORT,
        )
      ).child;
      base = `http://127.0.0.1:${PORT}`;
    }
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    for (const [label, url, locale] of PAGES) {
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Lighthouse's default: a mid-range phone on slow 4G, simulated.
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        ...(locale ? { extraHeaders: { 'Accept-Language': locale } } : {}),
      };
      // The first load warms the server's caches and the OS's file cache.
      await lighthouse(url(base), flags);
      const result = await lighthouse(url(base), flags);
      const audits = result.lhr.audits;
      const conditions = `${label}, Lighthouse ${result.lhr.lighthouseVersion}, mobile, simulated slow 4G + 4x CPU`;
      if (result.lhr.runtimeError) {
        console.log(`  ${label}: Lighthouse failed: ${result.lhr.runtimeError.message}`);
        continue;
      }
      lib.report(
        `${label}: LCP`,
        audits['largest-contentful-paint'].numericValue,
        'ms',
        conditions,
        {
          ok: (v) => v < 2500,
          text: '< 2500 ms',
        },
      );
      lib.report(`${label}: TBT`, audits['total-blocking-time'].numericValue, 'ms', conditions, {
        ok: (v) => v < 200,
        text: '< 200 ms',
      });
      lib.report(`${label}: CLS`, audits['cumulative-layout-shift'].numericValue, '', conditions, {
        ok: (v) => v < 0.1,
        text: '< 0.1',
      });
      lib.report(
        `${label}: performance score`,
        result.lhr.categories.performance.score * 100,
        '/100',
        conditions,
      );
    }
  } finally {
    await chrome?.kill();
    if (server) await lib.stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
