import path from 'node:path';
import type { Config } from '../../config';
import { LocalStorageGateway } from './local';
import { S3StorageGateway } from './s3';

/**
 * Where uploaded images are kept. Keys are random and never reused, so what a key names never
 * changes and can be cached for good.
 */
export interface StorageGateway {
  /** 'local' keeps files under DATA_DIR/uploads, served by the API at /uploads/<key>. */
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the object; one already gone is not an error. */
  remove(key: string): Promise<void>;
  /** The URL the apps show the object at. */
  urlOf(key: string): string;
}

/** Where the local adapter keeps files, and the path the API serves them under. */
export const UPLOADS_ROUTE = '/uploads';

export function createStorageGateway(config: Config): StorageGateway {
  if (config.STORAGE === 's3') {
    // loadConfig has checked that these are set when STORAGE=s3.
    return new S3StorageGateway({
      endpoint: config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`,
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return new LocalStorageGateway(path.join(config.dataDir, 'uploads'), UPLOADS_ROUTE);
}

export { LocalStorageGateway, S3StorageGateway };

/** The origin browsers load uploaded images from when it is not the app's own (S3). */
export function uploadsOrigin(
  config: Pick<Config, 'STORAGE' | 'S3_PUBLIC_URL' | 'S3_ENDPOINT' | 'S3_REGION'>,
): string | undefined {
  if (config.STORAGE !== 's3') return undefined;
  return new URL(config.S3_PUBLIC_URL ?? config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`).origin;
}
