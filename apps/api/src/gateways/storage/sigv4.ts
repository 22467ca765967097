import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3-compatible stores (AWS, MinIO, Cloudflare R2, Backblaze B2,
 * Ceph...): enough to sign a PutObject and a DeleteObject, without the AWS SDK.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** @default 's3' */
  service?: string;
}

export interface SignableRequest {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (added here). */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body; 'UNSIGNED-PAYLOAD' is allowed by S3 but not used here. */
  payloadHash: string;
}

export const EMPTY_PAYLOAD_HASH = sha256Hex('');

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ escaped. */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The path with each segment encoded once (S3 does not normalise or double-encode). */
function canonicalPath(url: URL): string {
  return url.pathname
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** 20130524T000000Z */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * The headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256 and the
 * Authorization header signing all of them.
 */
export function signRequest(
  request: SignableRequest,
  credentials: SigV4Credentials,
  now: Date = new Date(),
): Record<string, string> {
  const service = credentials.service ?? 's3';
  const timestamp = amzDate(now);
  const day = timestamp.slice(0, 8);
  const headers: Record<string, string> = {
    host: request.url.host,
    'x-amz-date': timestamp,
    'x-amz-content-sha256': request.payloadHash,
  };
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;

  const names = Object.keys(headers).sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.url),
    canonicalQuery(request.url),
    canonicalHeaders,
    signedHeaders,
    request.payloadHash,
  ].join('\n');

  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', timestamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = [day, credentials.region, service, 'aws4_request'].reduce<Buffer | string>(
    (key, part) => hmac(key, part),
    `AWS4${credentials.secretAccessKey}`,
  );
  const signature = hmac(signingKey, stringToSign).toString('hex');

  return {
    ...headers,
    authorization:
      `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, ` +
      `SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
