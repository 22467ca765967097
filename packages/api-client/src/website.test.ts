import { describe, expect, it } from 'vitest';
import { createApiClient } from './http';
import { getPublicSite, getSitePreview, siteKeys } from './site';
import { createReview, getReviewStats, listReviews, reviewKeys } from './reviews';
import {
  bulkUpdateThemeEntities,
  bulkUpdateThemeEntityItems,
  createThemeEntity,
  createThemeEntityItems,
  deleteThemeEntity,
  deleteThemeImage,
  getThemeImages,
  updateThemeImageOrder,
  uploadThemeEntityImage,
  uploadThemeImage,
} from './website';

function recordingClient() {
  const calls: { url: URL; method: string; body: string | null; type: string | null }[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test/api',
    originKey: 'rdv-admin-console',
    getToken: () => 't',
    getBusinessId: () => 1,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push({
        url: new URL(request.url),
        method: request.method,
        body: request.body ? await request.text() : null,
        type: request.headers.get('content-type'),
      });
      return new Response(JSON.stringify({ data: { id: 5 } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { client, calls };
}

/** METHOD /path?query, without the debug parameter every call carries. */
function route(c: { method: string; url: URL }): string {
  const query = new URLSearchParams(c.url.search);
  query.delete('debug');
  const search = query.toString();
  return `${c.method} ${c.url.pathname}${search ? `?${search}` : ''}`;
}

describe('website endpoints', () => {
  it('reads, orders, uploads and removes theme images', async () => {
    const { client, calls } = recordingClient();
    await getThemeImages(client, 3);
    await updateThemeImageOrder(client, { business_id: 3, images: [{ id: 9, order: 1 }] });
    await uploadThemeImage(client, 3, new Blob([new Uint8Array([1])], { type: 'image/png' }));
    await deleteThemeImage(client, 3, 9);
    expect(calls.map(route)).toEqual([
      'GET /api/business/3/themeImages',
      'POST /api/business/3/update-theme-image-order',
      'POST /api/business/3/theme-image',
      'DELETE /api/business/3/theme-image/9',
    ]);
    expect(calls[2]!.type).toMatch(/^multipart\/form-data/);
    expect(calls[2]!.body).toContain('name="image"');
  });

  it('creates, reorders and deletes blocks, and saves their items with the spec paths', async () => {
    const { client, calls } = recordingClient();
    await createThemeEntity(client, {
      business_id: 1,
      theme_id: 3,
      group: 'contacts',
      type: 'contact',
      order: 1,
    });
    await bulkUpdateThemeEntities(client, { business_theme_entities: [{ id: 2, order: 1 }] });
    const items = {
      business_theme_entity_id: 2,
      data_type: 'string' as const,
      items: { sold: '1' },
    };
    await createThemeEntityItems(client, items);
    await bulkUpdateThemeEntityItems(client, items);
    await deleteThemeEntity(client, 2);
    expect(calls.map(route)).toEqual([
      'POST /api/business-theme-entities',
      'PUT /api/business-theme-entities/bulk-update',
      'POST /api/business-theme-entity-items',
      'PUT /api/business-theme-entity-items/bulk-update',
      'DELETE /api/business-theme-entities/2',
    ]);
    expect(JSON.parse(calls[3]!.body!)).toEqual(items);
  });

  it("uploads a block's image as a theme entity item image", async () => {
    const { client, calls } = recordingClient();
    await uploadThemeEntityImage(
      client,
      { id: 4, business_id: 1 },
      new Blob([new Uint8Array([1])]),
    );
    expect(route(calls[0]!)).toBe('POST /api/file/upload');
    for (const field of [
      'entity_type',
      'business_theme_entity',
      'item_type',
      'business_theme_entity_item_image',
    ]) {
      expect(calls[0]!.body).toContain(field);
    }
  });
});

describe('site and reviews endpoints', () => {
  it('reads the public site by subdomain, and the preview with a theme', async () => {
    const { client, calls } = recordingClient();
    await getPublicSite(client, ' Maison-Lumiere ');
    await getSitePreview(client, 1, 3);
    await getSitePreview(client, 1);
    expect(calls.map(route)).toEqual([
      'GET /api/site/Maison-Lumiere',
      'GET /api/business/1/site?theme_id=3',
      'GET /api/business/1/site',
    ]);
    expect(siteKeys.public('Maison-Lumiere')).toEqual(siteKeys.public('maison-lumiere'));
  });

  it('lists reviews, reads their stats and adds one', async () => {
    const { client, calls } = recordingClient();
    await listReviews(client, { business_id: 1, appendUser: true, paginate: 10, page: 2 });
    await getReviewStats(client, 1);
    await createReview(client, { business_id: 1, rating: 5, text: 'Great' });
    expect(calls.map(route)).toEqual([
      'GET /api/reviews?business_id=1&appendUser=true&paginate=10&page=2',
      'GET /api/reviews/stats?business_id=1',
      'POST /api/reviews',
    ]);
    expect(reviewKeys.stats(1).slice(0, 1)).toEqual(reviewKeys.all);
  });
});
