#!/usr/bin/env node
// `node scripts/precompress.mjs <dist>`: writes a brotli copy (`file.br`, quality 11, the
// slowest and smallest) beside every hashed text asset a Vite build left under <dist>/assets,
// which the API sends as is to a browser that accepts brotli. At build time the slow quality
// costs nothing per request: the site's entry is 7 % smaller than at the quality the server
// can afford on a request (9), about 50 ms less on Lighthouse's slow 4G (docs/decisions.md).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt']);
const dist = path.resolve(process.argv[2] ?? 'dist');
const assets = path.join(dist, 'assets');

let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(assets, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.has(path.extname(entry.name))) continue;
  const file = path.join(entry.parentPath, entry.name);
  const raw = readFileSync(file);
  if (raw.length < 1024) continue; // a small file is sent compressed on the fly, or not at all
  const compressed = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  writeFileSync(`${file}.br`, compressed);
  files += 1;
  before += raw.length;
  after += compressed.length;
}
console.log(`precompress: ${files} assets in ${path.relative(process.cwd(), assets) || '.'}, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
