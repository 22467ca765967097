import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (SOI and a JFIF APP0 marker), enough to be recognised by content. */
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), randomBytes(64)]);
export const GIF = Buffer.concat([Buffer.from('GIF89a'), randomBytes(32)]);
export const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 '), randomBytes(32)]);
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

/** A "PNG" of exactly `size` bytes: the PNG signature, then padding. */
export function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  PNG.copy(bytes, 0, 0, 8);
  return bytes;
}

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----rdv${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.filename !== undefined ? `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n` : '') +
      '\r\n';
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The fields of file/upload, file/replace, file/delete, with an image as `file`. */
export function fileForm(
  fields: Record<string, string | number | undefined>,
  image?: { bytes: Buffer; filename?: string; type?: string },
) {
  const parts: Part[] = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([name, value]) => ({ name, value: String(value) }));
  if (image) parts.push({ name: 'file', value: image.bytes, filename: image.filename ?? 'image.png', type: image.type ?? 'image/png' });
  return multipart(parts);
}

/** A form with the image in the field 'image' (service, consultant service, admin images). */
export function imageForm(bytes: Buffer, filename = 'photo.png', type = 'image/png') {
  return multipart([{ name: 'image', value: bytes, filename, type }]);
}

/** A DATA_DIR of its own for one test file. */
export async function scratchDataDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rdv-files-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
