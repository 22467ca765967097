import { describe, expect, it } from 'vitest';
import {
  deleteAdminImage,
  deleteConsultantServiceImage,
  deleteFile,
  deleteServiceImage,
  replaceFile,
  uploadAdminImage,
  uploadConsultantServiceImage,
  uploadFile,
  uploadServiceImage,
} from './files';
import type { ApiClient } from './http';
import { BASE_URL, clientWith, fakeFetch, sentRequest } from './test-fetch';

type Call = (client: ApiClient) => Promise<unknown>;

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

/** What the API received: method, URL, headers and the multipart fields. */
async function sent(run: Call) {
  const bodies: FormData[] = [];
  const fetch = fakeFetch(200, { data: { id: 1 } });
  fetch.mockImplementation(async (request: Request) => {
    if (request.method !== 'DELETE') bodies.push(await request.clone().formData());
    return new Response(JSON.stringify({ data: { id: 1 } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  await run(clientWith(fetch).client);
  const request = sentRequest(fetch);
  const form = bodies[0];
  return {
    method: request.method,
    url: request.url,
    headers: request.headers,
    fields: form
      ? Object.fromEntries(
          [...form.entries()].map(([key, value]) => [
            key,
            typeof value === 'string' ? value : `file:${(value as File).name}`,
          ]),
        )
      : undefined,
  };
}

describe('file endpoints', () => {
  it('upload an image as multipart with the usual headers', async () => {
    const request = await sent((c) =>
      uploadFile(c, {
        business_id: 7,
        entity_type: 'business',
        entity_id: 7,
        item_type: 'business_logo_image',
        file: png(),
      }),
    );
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${BASE_URL}/file/upload?debug=false`);
    expect(request.fields).toEqual({
      business_id: '7',
      entity_type: 'business',
      entity_id: '7',
      item_type: 'business_logo_image',
      file: 'file:logo.png',
      action: 'upload',
    });
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
    expect(request.headers.get('x-origin-key')).toBe('rdv-admin-console');
    expect(request.headers.get('x-business-id')).toBe('7');
  });

  it('replace and delete name the image by its entity, or by id', async () => {
    const replaced = await sent((c) =>
      replaceFile(c, {
        business_id: 7,
        entity_type: 'service',
        entity_id: 3,
        item_type: 'service_image',
        file: png(),
      }),
    );
    expect(replaced.url).toBe(`${BASE_URL}/file/replace?debug=false`);
    expect(replaced.fields).toMatchObject({ action: 'replace', entity_type: 'service', file: 'file:logo.png' });

    const deleted = await sent((c) =>
      deleteFile(c, {
        business_id: 7,
        entity_type: 'business_theme_entity',
        entity_id: 9,
        item_type: 'business_theme_entity_item_image',
        file_id: 12,
      }),
    );
    expect(deleted.url).toBe(`${BASE_URL}/file/delete?debug=false`);
    expect(deleted.fields).toEqual({
      business_id: '7',
      entity_type: 'business_theme_entity',
      entity_id: '9',
      item_type: 'business_theme_entity_item_image',
      file_id: '12',
      action: 'delete',
    });
  });

  it('send service, consultant service and admin images in the form field "image"', async () => {
    const calls: [Call, string, string][] = [
      [(c) => uploadServiceImage(c, 3, png()), 'POST', 'service/3/image'],
      [(c) => uploadConsultantServiceImage(c, 4, png()), 'POST', 'consultant-service/4/image'],
      [(c) => uploadAdminImage(c, 5, png()), 'POST', 'admin/5/image'],
    ];
    for (const [run, method, path] of calls) {
      const request = await sent(run);
      expect(request).toMatchObject({ method, url: `${BASE_URL}/${path}?debug=false` });
      expect(request.fields).toEqual({ image: 'file:logo.png' });
    }
  });

  it('remove them with DELETE', async () => {
    const calls: [Call, string][] = [
      [(c) => deleteServiceImage(c, 3), 'service/3/image'],
      [(c) => deleteConsultantServiceImage(c, 4), 'consultant-service/4/image'],
      [(c) => deleteAdminImage(c, 5), 'admin/5/image'],
    ];
    for (const [run, path] of calls) {
      expect(await sent(run)).toMatchObject({ method: 'DELETE', url: `${BASE_URL}/${path}?debug=false` });
    }
  });
});
