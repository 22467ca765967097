import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageGateway } from './index';

/** Files under a folder of this machine (DATA_DIR/uploads), served by the API itself. */
export class LocalStorageGateway implements StorageGateway {
  readonly kind = 'local' as const;
  private ready: Promise<unknown> | undefined;

  constructor(
    readonly dir: string,
    private readonly urlPrefix: string,
  ) {}

  /** The file a key names; keys are checked by the caller to be a bare file name. */
  pathOf(key: string): string {
    const full = path.join(this.dir, key);
    if (path.dirname(full) !== this.dir) throw new Error(`not a storage key: ${key}`);
    return full;
  }

  async put(key: string, body: Buffer): Promise<void> {
    await (this.ready ??= mkdir(this.dir, { recursive: true }));
    const target = this.pathOf(key);
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
    try {
      await writeFile(partial, body, { flag: 'wx' });
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  urlOf(key: string): string {
    return `${this.urlPrefix}/${key}`;
  }
}
