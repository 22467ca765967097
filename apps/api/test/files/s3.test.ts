import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpMessages } from '@rendezvous/domain';
import { AwsV4Signer } from 'aws4fetch';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { businesses, files } from '../../src/db/schema';
import { sha256Hex } from '../../src/gateways/storage/s3';
import { engines, startTestApp, type TestApp } from '../support/app';
import { fileForm, JPEG, PNG } from './support';

const BUCKET = 'rdv-test-bucket';
const REGION = 'ca-central-1';
const ACCESS_KEY_ID = 'RDVTESTACCESSKEY';
const SECRET = 'rdv-test-secret/with+symbols';
const PUBLIC_URL = 'https://cdn.images.test';

interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

/**
 * A stand-in for an S3-compatible store: PutObject and DeleteObject on path-style URLs, each
 * request's SigV4 signature checked against the known secret (the signer itself is checked
 * against AWS's published example in s3-signing.test.ts).
 */
async function startS3StandIn() {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];

  async function signatureProblem(req: IncomingMessage, body: Buffer): Promise<string | null> {
    const auth = req.headers.authorization ?? '';
    const match = auth.match(
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/,
    );
    if (!match) return 'AuthorizationHeaderMalformed';
    const [, accessKey, , region, signedHeaders] = match;
    if (accessKey !== ACCESS_KEY_ID) return 'InvalidAccessKeyId';
    if (region !== REGION) return 'AuthorizationHeaderMalformed';
    const payloadHash = String(req.headers['x-amz-content-sha256']);
    if (payloadHash !== sha256Hex(body)) return 'XAmzContentSHA256Mismatch';
    const amzDate = String(req.headers['x-amz-date']);
    const when = new Date(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    if (Math.abs(Date.now() - when.getTime()) > 15 * 60_000) return 'RequestTimeTooSkewed';
    const signed = Object.fromEntries(
      signedHeaders!
        .split(';')
        .filter((name) => !['host', 'x-amz-date'].includes(name))
        .map((name) => [name, String(req.headers[name] ?? '')]),
    );
    const expected = await new AwsV4Signer({
      method: req.method!,
      url: `http://${req.headers.host}${req.url}`,
      headers: signed,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET,
      region: REGION,
      service: 's3',
      datetime: amzDate,
    }).authHeader();
    return expected === auth ? null : 'SignatureDoesNotMatch';
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      requests.push(`${req.method} ${req.url}`);
      const fail = (status: number, code: string) => {
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
      };
      const problem = await signatureProblem(req, body);
      if (problem) return fail(403, problem);
      const [, bucket, ...rest] = decodeURIComponent(new URL(req.url!, 'http://x').pathname).split('/');
      const key = rest.join('/');
      if (bucket !== BUCKET) return fail(404, 'NoSuchBucket');
      if (req.method === 'PUT') {
        objects.set(key, {
          body,
          contentType: req.headers['content-type'],
          cacheControl: req.headers['cache-control'],
        });
        res.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` });
        return res.end();
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      return fail(405, 'MethodNotAllowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const s3Env = (endpoint: string, secret = SECRET) => ({
  STORAGE: 's3',
  S3_ENDPOINT: endpoint,
  S3_BUCKET: BUCKET,
  S3_REGION: REGION,
  S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY: secret,
  S3_PUBLIC_URL: PUBLIC_URL,
});

describe('storage configuration', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig({}, env);
    } catch (error) {
      if (error instanceof ConfigError) return error.issues.map((i) => i.variable);
      throw error;
    }
    return [];
  };

  it('names each S3 setting STORAGE=s3 is missing', () => {
    expect(problems({ STORAGE: 's3' })).toEqual(['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
    expect(problems(s3Env('http://127.0.0.1:9000'))).toEqual([]);
  });

  it('names a bad value', () => {
    expect(problems({ STORAGE: 'ftp' })).toEqual(['STORAGE']);
    expect(problems({ ...s3Env('http://127.0.0.1:9000'), S3_BUCKET: 'Not_A_Bucket' })).toEqual(['S3_BUCKET']);
    expect(problems({ S3_ENDPOINT: 'ftp://example.test' })).toEqual(['S3_ENDPOINT']);
    expect(problems({ UPLOAD_MAX_BYTES: 'five' })).toEqual(['UPLOAD_MAX_BYTES']);
  });

  it('defaults to local files of at most 5 MiB', () => {
    const config = loadConfig({}, {});
    expect(config.STORAGE).toBe('local');
    expect(config.UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
  });
});

describe.each(engines)('S3 storage on $name', (engine) => {
  let s3: Awaited<ReturnType<typeof startS3StandIn>>;
  let t: TestApp;
  let owner: { token: string; businessId: number };

  beforeAll(async () => {
    s3 = await startS3StandIn();
    t = await startTestApp(engine, { env: s3Env(s3.endpoint) });
    const { token, admin } = await t.signIn('owner@rendezvous.test');
    owner = { token, businessId: admin.business_id! };
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const logoCall = (app: TestApp, action: 'upload' | 'replace' | 'delete', bytes?: Buffer) =>
    app.call({
      method: 'POST',
      url: `/api/file/${action}`,
      token: owner.token,
      ...fileForm(
        { business_id: owner.businessId, entity_type: 'business', entity_id: owner.businessId, item_type: 'business_logo_image' },
        bytes ? { bytes } : undefined,
      ),
    });
  const logoUrl = async () =>
    (await t.database.db.select({ url: businesses.logo_url }).from(businesses).where(eq(businesses.id, owner.businessId)))[0]!.url;

  it('puts the image in the bucket with its type and long caching, and shows its public URL', async () => {
    const res = await logoCall(t, 'upload', PNG);
    expect(res.statusCode).toBe(201);
    const { url } = res.json().data as { url: string };
    const key = url.slice(`${PUBLIC_URL}/`.length);
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/[0-9a-f]{32}\\.png$`));
    expect(await logoUrl()).toBe(url);

    const object = s3.objects.get(key);
    expect(object?.body.equals(PNG)).toBe(true);
    expect(object?.contentType).toBe('image/png');
    expect(object?.cacheControl).toBe('public, max-age=31536000, immutable');
    const [row] = await t.database.db.select().from(files).where(eq(files.storage_key, key));
    expect(row).toMatchObject({ storage: 's3', url, mime_type: 'image/png' });
  });

  it('replaces: the new object is put, the old one deleted', async () => {
    const before = [...s3.objects.keys()];
    const res = await logoCall(t, 'replace', JPEG);
    expect(res.statusCode).toBe(200);
    const key = (res.json().data.url as string).slice(`${PUBLIC_URL}/`.length);
    expect([...s3.objects.keys()]).toEqual([key]);
    expect(s3.requests).toContain(`DELETE /${BUCKET}/${before[0]}`);
    expect(s3.objects.get(key)?.contentType).toBe('image/jpeg');
  });

  it('deletes the object with the image', async () => {
    const res = await logoCall(t, 'delete');
    expect(res.statusCode).toBe(200);
    expect(s3.objects.size).toBe(0);
    expect(await logoUrl()).toBeNull();
  });

  it("lets browsers load images from the bucket's public origin", async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/cdn\.images\.test/);
  });

  it('refuses the upload, storing nothing, when the store refuses it', async () => {
    const wrong = await startTestApp(engine, { env: s3Env(s3.endpoint, 'not-the-secret') });
    try {
      const { token } = await wrong.signIn('owner@rendezvous.test');
      const res = await wrong.call({
        method: 'POST',
        url: '/api/file/upload',
        token,
        ...fileForm(
          { business_id: owner.businessId, entity_type: 'business', entity_id: owner.businessId, item_type: 'business_logo_image' },
          { bytes: PNG },
        ),
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: HttpMessages.internal });
      expect(await wrong.database.db.select().from(files)).toEqual([]);
      expect(s3.objects.size).toBe(0);
    } finally {
      await wrong.close();
    }
  });
});
