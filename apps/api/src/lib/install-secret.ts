import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MIN_LENGTH = 32;

function read(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH) throw new Error(`${file} holds no usable secret; remove it to make a new one`);
  return secret;
}

/**
 * The secret kept in `file`, made on first use: random, readable by its owner only, so no two
 * installs share one and none is published in the source. Processes starting together agree:
 * the file is written aside and linked into place, so it appears whole, once.
 */
export function installSecret(file: string, prefix = ''): string {
  try {
    return read(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, `${prefix}${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return read(file);
}
