import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { StorageGateway } from './index';

export interface S3Options {
  /** e.g. https://s3.ca-central-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where objects are read publicly; defaults to the path-style bucket URL. */
  publicUrl?: string;
  /** @default 15000 */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Uploads are never rewritten under the same key, so readers may cache them for good. */
const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export class S3Error extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`S3 ${operation} answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'S3Error';
  }
}

/** Hex SHA-256: S3 checks the body against it (`x-amz-content-sha256`). */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * An S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<key>`), which AWS and
 * every compatible store accept. Requests are signed with SigV4 by aws4fetch; the body's hash
 * is signed too (aws4fetch would otherwise send S3's UNSIGNED-PAYLOAD), so a store can tell a
 * body changed on the way.
 */
export class S3StorageGateway implements StorageGateway {
  readonly kind = 's3' as const;
  private readonly base: string;
  private readonly publicBase: string;
  private readonly signer: AwsClient;

  constructor(private readonly options: S3Options) {
    this.base = `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`;
    this.publicBase = (options.publicUrl ?? this.base).replace(/\/+$/, '');
    this.signer = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
      // One attempt: an upload is the user's request waiting, and its failure is theirs to see.
      retries: 0,
    });
  }

  private async send(
    operation: string,
    method: 'PUT' | 'DELETE',
    key: string,
    body?: Buffer,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const payload = body ? new Uint8Array(body) : undefined;
    const request = await this.signer.sign(`${this.base}/${encodeURIComponent(key)}`, {
      method,
      headers: { ...headers, 'x-amz-content-sha256': sha256Hex(payload ?? '') },
      body: payload,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    const response = await (this.options.fetch ?? fetch)(request);
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
      throw new S3Error(operation, response.status, await response.text().catch(() => ''));
    }
    await response.arrayBuffer().catch(() => undefined);
    return response;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.send('PutObject', 'PUT', key, body, {
      'content-type': contentType,
      'cache-control': OBJECT_CACHE_CONTROL,
    });
  }

  async remove(key: string): Promise<void> {
    await this.send('DeleteObject', 'DELETE', key);
  }

  urlOf(key: string): string {
    return `${this.publicBase}/${encodeURIComponent(key)}`;
  }
}
