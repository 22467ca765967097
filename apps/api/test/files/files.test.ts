import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { FileMessages, UPLOAD_MAX_BYTES } from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admins,
  businessThemeEntities,
  businessThemeEntityItems,
  businesses,
  consultantServices,
  consultants,
  files,
  serviceCategories,
  services,
} from '../../src/db/schema';
import { discardFilesOf } from '../../src/routes/files/store';
import { engines, startTestApp, type TestApp } from '../support/app';
import { fileForm, GIF, imageForm, JPEG, multipart, PNG, pngOfSize, scratchDataDir, SVG, WEBP } from './support';

type Session = { token: string; adminId: number; businessId: number };

describe.each(engines)('image uploads on $name', (engine) => {
  let t: TestApp;
  let data: Awaited<ReturnType<typeof scratchDataDir>>;
  let owner: Session;
  let consultant: Session;
  let other: Session;
  let uploadsDir: string;

  beforeAll(async () => {
    data = await scratchDataDir();
    uploadsDir = path.join(data.dir, 'uploads');
    t = await startTestApp(engine, { env: { DATA_DIR: data.dir } });
    const signIn = async (email: string): Promise<Session> => {
      const { token, admin } = await t.signIn(email);
      return { token, adminId: admin.id, businessId: admin.business_id! };
    };
    owner = await signIn('owner@rendezvous.test');
    consultant = await signIn('consultant@rendezvous.test');
    const signedUp = await t.signUpOwner('files-other@other.test', 'Other Files Shop');
    other = { token: signedUp.token, adminId: signedUp.id, businessId: signedUp.businessId };
    // The suite's hook limit (vitest.config.ts) is for a loaded CI machine: not cut here.
  });
  afterAll(async () => {
    await t?.close();
    await data?.remove();
  });

  const db = () => t.database.db;

  /** file/<action> as `who`, with `fields` and an optional image. */
  const fileCall = (
    action: 'upload' | 'replace' | 'delete',
    who: Session,
    fields: Record<string, string | number | undefined>,
    image?: Parameters<typeof fileForm>[1],
  ) =>
    t.call({
      method: 'POST',
      url: `/api/file/${action}`,
      token: who.token,
      businessId: who.businessId,
      ...fileForm({ business_id: who.businessId, ...fields }, image),
    });

  const stored = async () => (existsSync(uploadsDir) ? (await readdir(uploadsDir)).sort() : []);
  const keyOf = (url: string) => url.split('/').pop()!;
  const rowsFor = (entityType: string, entityId: number) =>
    db()
      .select()
      .from(files)
      .where(and(eq(files.entity_type, entityType), eq(files.entity_id, entityId)));

  async function firstOf<T>(rows: Promise<T[]>): Promise<T> {
    const [row] = await rows;
    if (!row) throw new Error('no such row');
    return row;
  }

  describe('the business logo', () => {
    const logo = () => ({ entity_type: 'business', entity_id: owner.businessId, item_type: 'business_logo_image' });

    it('is uploaded, recorded, shown on the business and served with long caching', async () => {
      const res = await fileCall('upload', owner, logo(), { bytes: PNG, filename: 'logo.png' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.message).toBe('Image uploaded');
      expect(body.data).toMatchObject({
        business_id: owner.businessId,
        entity_type: 'business',
        entity_id: owner.businessId,
        item_type: 'business_logo_image',
        mime_type: 'image/png',
        size_bytes: PNG.length,
      });
      const url: string = body.data.url;
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

      const [business] = await db().select().from(businesses).where(eq(businesses.id, owner.businessId));
      expect(business!.logo_url).toBe(url);
      const [row] = await rowsFor('business', owner.businessId);
      expect(row).toMatchObject({
        uploaded_by: owner.adminId,
        original_name: 'logo.png',
        storage: 'local',
        storage_key: keyOf(url),
        url,
        mime_type: 'image/png',
        size_bytes: PNG.length,
      });

      const served = await t.call({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(PNG)).toBe(true);
    });

    it('is replaced: the new image is shown and the old one is gone from storage and the table', async () => {
      const before = await firstOf(rowsFor('business', owner.businessId));
      const res = await fileCall('replace', owner, logo(), { bytes: JPEG, filename: 'logo.jpg', type: 'image/jpeg' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Image replaced');
      const url: string = res.json().data.url;
      expect(url).toMatch(/\.jpg$/);
      expect(res.json().data.mime_type).toBe('image/jpeg');

      const rows = await rowsFor('business', owner.businessId);
      expect(rows.map((r) => r.url)).toEqual([url]);
      const [business] = await db().select().from(businesses).where(eq(businesses.id, owner.businessId));
      expect(business!.logo_url).toBe(url);
      expect(await stored()).not.toContain(before.storage_key);
      expect((await t.call({ method: 'GET', url: before.url })).statusCode).toBe(404);
      const served = await t.call({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('image/jpeg');
    });

    it('is deleted: the column is cleared, the row and the file removed', async () => {
      const before = await firstOf(rowsFor('business', owner.businessId));
      const res = await fileCall('delete', owner, logo());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: null, message: 'Image removed' });
      expect(await rowsFor('business', owner.businessId)).toEqual([]);
      const [business] = await db().select().from(businesses).where(eq(businesses.id, owner.businessId));
      expect(business!.logo_url).toBeNull();
      expect(await stored()).not.toContain(before.storage_key);
      expect((await t.call({ method: 'GET', url: before.url })).statusCode).toBe(404);
    });

    it('cannot be set by a consultant, who may not update the business', async () => {
      const res = await fileCall('upload', consultant, logo(), { bytes: PNG });
      expect(res.statusCode).toBe(403);
      expect(await rowsFor('business', owner.businessId)).toEqual([]);
    });
  });

  describe('a service category', () => {
    it('takes GIF and WebP images too, through upload, replace and delete', async () => {
      const category = await firstOf(
        db().select().from(serviceCategories).where(eq(serviceCategories.business_id, owner.businessId)).limit(1),
      );
      const fields = { entity_type: 'service_category', entity_id: category.id, item_type: 'service_category_image' };

      const uploaded = await fileCall('upload', owner, fields, { bytes: GIF, filename: 'c.gif', type: 'image/gif' });
      expect(uploaded.statusCode).toBe(201);
      expect(uploaded.json().data.mime_type).toBe('image/gif');
      let [row] = await db().select().from(serviceCategories).where(eq(serviceCategories.id, category.id));
      expect(row!.image_url).toBe(uploaded.json().data.url);

      const replaced = await fileCall('replace', owner, fields, { bytes: WEBP, filename: 'c.webp', type: 'image/webp' });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json().data.mime_type).toBe('image/webp');
      [row] = await db().select().from(serviceCategories).where(eq(serviceCategories.id, category.id));
      expect(row!.image_url).toBe(replaced.json().data.url);
      expect(await stored()).not.toContain(keyOf(uploaded.json().data.url));

      expect((await fileCall('delete', owner, fields)).statusCode).toBe(200);
      [row] = await db().select().from(serviceCategories).where(eq(serviceCategories.id, category.id));
      expect(row!.image_url).toBeNull();
      expect(await rowsFor('service_category', category.id)).toEqual([]);
    });
  });

  describe('a service', () => {
    it('has POST and DELETE service/{id}/image (form field "image")', async () => {
      const service = await firstOf(
        db().select().from(services).where(eq(services.business_id, owner.businessId)).limit(1),
      );
      const res = await t.call({
        method: 'POST',
        url: `/api/service/${service.id}/image`,
        token: owner.token,
        ...imageForm(PNG),
      });
      expect(res.statusCode).toBe(200);
      const url = res.json().data.image_url as string;
      expect(res.json().data).toEqual({ id: service.id, image_url: expect.stringMatching(/^\/uploads\//) });
      expect((await firstOf(db().select().from(services).where(eq(services.id, service.id)))).image_url).toBe(url);

      // A second upload replaces the first.
      const again = await t.call({
        method: 'POST',
        url: `/api/service/${service.id}/image`,
        token: owner.token,
        ...imageForm(JPEG, 'b.jpg', 'image/jpeg'),
      });
      expect(again.statusCode).toBe(200);
      expect((await rowsFor('service', service.id)).map((r) => r.url)).toEqual([again.json().data.image_url]);
      expect(await stored()).not.toContain(keyOf(url));

      const removed = await t.call({ method: 'DELETE', url: `/api/service/${service.id}/image`, token: owner.token });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data).toEqual({ id: service.id, image_url: null });
      expect((await firstOf(db().select().from(services).where(eq(services.id, service.id)))).image_url).toBeNull();
      expect(await rowsFor('service', service.id)).toEqual([]);
    });

    it('is out of reach of a consultant (services/update) and of another business (404)', async () => {
      const service = await firstOf(
        db().select().from(services).where(eq(services.business_id, owner.businessId)).limit(1),
      );
      const byConsultant = await t.call({
        method: 'POST',
        url: `/api/service/${service.id}/image`,
        token: consultant.token,
        ...imageForm(PNG),
      });
      expect(byConsultant.statusCode).toBe(403);
      const byOther = await t.call({
        method: 'POST',
        url: `/api/service/${service.id}/image`,
        token: other.token,
        ...imageForm(PNG),
      });
      expect(byOther.statusCode).toBe(404);
      const viaFile = await fileCall('upload', other, { entity_type: 'service', entity_id: service.id, item_type: 'service_image' }, { bytes: PNG });
      expect(viaFile.statusCode).toBe(404);
      expect(await rowsFor('service', service.id)).toEqual([]);
    });
  });

  describe('a consultant service', () => {
    async function serviceOf(email: string) {
      return firstOf(
        db()
          .select({ id: consultantServices.id })
          .from(consultantServices)
          .innerJoin(consultants, eq(consultants.id, consultantServices.consultant_id))
          .innerJoin(admins, eq(admins.id, consultants.admin_id))
          .where(eq(admins.email, email))
          .limit(1),
      );
    }

    it("is the consultant's own to illustrate, and the owner's", async () => {
      const mine = await serviceOf('consultant@rendezvous.test');
      const res = await t.call({
        method: 'POST',
        url: `/api/consultant-service/${mine.id}/image`,
        token: consultant.token,
        ...imageForm(PNG),
      });
      expect(res.statusCode).toBe(200);
      const row = await firstOf(db().select().from(consultantServices).where(eq(consultantServices.id, mine.id)));
      expect(row.image_url).toBe(res.json().data.image_url);

      const byOwner = await t.call({ method: 'DELETE', url: `/api/consultant-service/${mine.id}/image`, token: owner.token });
      expect(byOwner.statusCode).toBe(200);
      expect((await firstOf(db().select().from(consultantServices).where(eq(consultantServices.id, mine.id)))).image_url).toBeNull();
    });

    it("is not a consultant's to change on a colleague's service, nor another business's", async () => {
      const owners = await serviceOf('owner@rendezvous.test');
      const byConsultant = await t.call({
        method: 'POST',
        url: `/api/consultant-service/${owners.id}/image`,
        token: consultant.token,
        ...imageForm(PNG),
      });
      expect(byConsultant.statusCode).toBe(403);
      const byOther = await t.call({ method: 'DELETE', url: `/api/consultant-service/${owners.id}/image`, token: other.token });
      expect(byOther.statusCode).toBe(404);
      expect(await rowsFor('consultant_service', owners.id)).toEqual([]);
    });
  });

  describe('an admin photo', () => {
    it('is one\'s own to set and remove, and comes back on the admin', async () => {
      const res = await t.call({
        method: 'POST',
        url: `/api/admin/${consultant.adminId}/image`,
        token: consultant.token,
        ...imageForm(PNG),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: consultant.adminId, image_url: expect.stringMatching(/^\/uploads\//) });
      const [row] = await rowsFor('admin', consultant.adminId);
      expect(row).toMatchObject({ business_id: consultant.businessId, uploaded_by: consultant.adminId, item_type: 'admin_image' });

      const removed = await t.call({ method: 'DELETE', url: `/api/admin/${consultant.adminId}/image`, token: consultant.token });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data.image_url).toBeNull();
      expect(await rowsFor('admin', consultant.adminId)).toEqual([]);
    });

    it("follows the admin rules for a colleague's photo", async () => {
      const byOwner = await t.call({
        method: 'POST',
        url: `/api/admin/${consultant.adminId}/image`,
        token: owner.token,
        ...imageForm(PNG),
      });
      expect(byOwner.statusCode).toBe(200);
      const byConsultant = await t.call({
        method: 'POST',
        url: `/api/admin/${owner.adminId}/image`,
        token: consultant.token,
        ...imageForm(PNG),
      });
      expect(byConsultant.statusCode).toBe(403);
      const byOther = await t.call({ method: 'DELETE', url: `/api/admin/${consultant.adminId}/image`, token: other.token });
      expect(byOther.statusCode).toBe(404);
      expect(await rowsFor('admin', consultant.adminId)).toHaveLength(1);
      expect(await rowsFor('admin', owner.adminId)).toEqual([]);
    });
  });

  describe('a platform admin', () => {
    it("sets any business's logo through X-Business-Id, and their own photo without a business", async () => {
      const { token, admin } = await t.signIn('platform@rendezvous.test');
      const logo = await t.call({
        method: 'POST',
        url: '/api/file/upload',
        token,
        businessId: other.businessId,
        ...fileForm(
          { business_id: other.businessId, entity_type: 'business', entity_id: other.businessId, item_type: 'business_logo_image' },
          { bytes: PNG },
        ),
      });
      expect(logo.statusCode).toBe(201);
      expect(logo.json().data).toMatchObject({ business_id: other.businessId, entity_id: other.businessId });
      const [business] = await db().select().from(businesses).where(eq(businesses.id, other.businessId));
      expect(business!.logo_url).toBe(logo.json().data.url);

      const photo = await t.call({ method: 'POST', url: `/api/admin/${admin.id}/image`, token, ...imageForm(PNG) });
      expect(photo.statusCode).toBe(200);
      expect(await rowsFor('admin', admin.id)).toEqual([expect.objectContaining({ business_id: null })]);
      const removed = await t.call({ method: 'DELETE', url: `/api/admin/${admin.id}/image`, token });
      expect(removed.statusCode).toBe(200);
      expect(await rowsFor('admin', admin.id)).toEqual([]);
    });
  });

  describe('a theme entity', () => {
    it('holds several images as items; one is replaced or removed by its file id', async () => {
      const [entity] = await db()
        .insert(businessThemeEntities)
        .values({ business_id: owner.businessId, theme_id: 1, type: 'Property', group: 'Properties' })
        .returning();
      const fields = { entity_type: 'business_theme_entity', entity_id: entity!.id, item_type: 'business_theme_entity_item_image' };
      const first = await fileCall('upload', owner, fields, { bytes: PNG });
      const second = await fileCall('upload', owner, fields, { bytes: JPEG, type: 'image/jpeg' });
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      const items = () =>
        db()
          .select({ key: businessThemeEntityItems.key, value: businessThemeEntityItems.value })
          .from(businessThemeEntityItems)
          .where(eq(businessThemeEntityItems.business_theme_entity_id, entity!.id));
      expect((await items()).map((i) => i.value).sort()).toEqual(
        [first.json().data.url, second.json().data.url].sort(),
      );

      const replaced = await fileCall('replace', owner, { ...fields, file_id: first.json().data.id }, { bytes: GIF, type: 'image/gif' });
      expect(replaced.statusCode).toBe(200);
      expect((await items()).map((i) => i.value).sort()).toEqual(
        [replaced.json().data.url, second.json().data.url].sort(),
      );

      // Another business can neither replace nor delete it, by id or by entity.
      const foreign = await fileCall('delete', other, { ...fields, file_id: second.json().data.id });
      expect(foreign.statusCode).toBe(404);
      const foreignReplace = await fileCall('replace', other, { ...fields, file_id: second.json().data.id }, { bytes: PNG });
      expect(foreignReplace.statusCode).toBe(404);

      const deleted = await fileCall('delete', owner, { ...fields, file_id: second.json().data.id });
      expect(deleted.statusCode).toBe(200);
      expect(await items()).toEqual([{ key: 'image', value: replaced.json().data.url }]);
      expect((await rowsFor('business_theme_entity', entity!.id)).map((r) => r.id)).toEqual([replaced.json().data.id]);
    });
  });

  describe('refusals', () => {
    let category: { id: number };
    const fields = () => ({ entity_type: 'service_category', entity_id: category.id, item_type: 'service_category_image' });

    beforeAll(async () => {
      category = await firstOf(
        db().select().from(serviceCategories).where(eq(serviceCategories.business_id, owner.businessId)).limit(1),
      );
    });

    /** The request changed nothing: no row, no file. */
    async function expectNothingStored<R extends { statusCode: number }>(run: () => Promise<R>): Promise<R> {
      const filesBefore = await stored();
      const rowsBefore = await db().select().from(files);
      const res = await run();
      expect(await stored()).toEqual(filesBefore);
      expect(await db().select().from(files)).toEqual(rowsBefore);
      return res;
    }

    it('refuses text named .png, by its content', async () => {
      const res = await expectNothingStored(() =>
        fileCall('upload', owner, fields(), { bytes: Buffer.from('just some text, not a picture'), filename: 'photo.png', type: 'image/png' }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: FileMessages.notAnImage, errors: { file: [FileMessages.notAnImage] } });
      expect(FileMessages.notAnImage).toBe('The file must be an image (PNG, JPEG, GIF or WebP).');
    });

    it('refuses SVG, even declared as an image', async () => {
      const res = await expectNothingStored(() =>
        t.call({ method: 'POST', url: `/api/admin/${owner.adminId}/image`, token: owner.token, ...imageForm(SVG, 'logo.svg', 'image/svg+xml') }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: FileMessages.notAnImage, errors: { image: [FileMessages.notAnImage] } });
    });

    it('refuses an image of 5 MB and one byte, and takes one of exactly 5 MB', async () => {
      const tooBig = await expectNothingStored(() =>
        fileCall('upload', owner, fields(), { bytes: pngOfSize(UPLOAD_MAX_BYTES + 1) }),
      );
      expect(tooBig.statusCode).toBe(422);
      expect(tooBig.json()).toEqual({
        message: 'The image must be 5 MB or smaller.',
        errors: { file: ['The image must be 5 MB or smaller.'] },
      });

      const exact = await fileCall('upload', owner, fields(), { bytes: pngOfSize(UPLOAD_MAX_BYTES) });
      expect(exact.statusCode).toBe(201);
      expect(exact.json().data.size_bytes).toBe(UPLOAD_MAX_BYTES);
      expect((await fileCall('delete', owner, fields())).statusCode).toBe(200);
    });

    it('asks for an image when none is sent, and for fields that agree with the call', async () => {
      const none = await expectNothingStored(() => fileCall('upload', owner, fields()));
      expect(none.statusCode).toBe(422);
      expect(none.json().errors).toEqual({ file: [FileMessages.fileRequired] });

      const wrongKind = await expectNothingStored(() =>
        fileCall('upload', owner, { ...fields(), item_type: 'service_image' }, { bytes: PNG }),
      );
      expect(wrongKind.statusCode).toBe(422);
      expect(wrongKind.json().errors).toEqual({
        item_type: ['The item type must be "service_category_image" for a service category.'],
      });

      const wrongAction = await expectNothingStored(() =>
        fileCall('upload', owner, { ...fields(), action: 'delete' }, { bytes: PNG }),
      );
      expect(wrongAction.statusCode).toBe(422);
      expect(wrongAction.json().errors).toEqual({ action: ['The action must be "upload" for this call.'] });

      const twoFiles = await expectNothingStored(() =>
        t.call({
          method: 'POST',
          url: `/api/admin/${owner.adminId}/image`,
          token: owner.token,
          ...multipart([
            { name: 'image', value: PNG, filename: 'a.png', type: 'image/png' },
            { name: 'image', value: PNG, filename: 'b.png', type: 'image/png' },
          ]),
        }),
      );
      expect(twoFiles.statusCode).toBe(422);
      expect(twoFiles.json().message).toBe('Send one image and the fields this call takes, nothing more.');
    });

    it("keeps another business's entities and files out of reach (404)", async () => {
      // The other business names the demo category, with its own business id...
      const byId = await expectNothingStored(() => fileCall('upload', other, fields(), { bytes: PNG }));
      expect(byId.statusCode).toBe(404);
      // ...or names the demo business in business_id while acting in its own.
      const byBusiness = await expectNothingStored(() =>
        fileCall('upload', other, { ...fields(), business_id: owner.businessId }, { bytes: PNG }),
      );
      expect(byBusiness.statusCode).toBe(404);
      const logo = await expectNothingStored(() =>
        fileCall('upload', other, { entity_type: 'business', entity_id: owner.businessId, item_type: 'business_logo_image' }, { bytes: PNG }),
      );
      expect(logo.statusCode).toBe(404);

      // A demo file stays the demo's: the other business can neither replace nor delete it.
      const mine = await fileCall('upload', owner, fields(), { bytes: PNG });
      expect(mine.statusCode).toBe(201);
      const replace = await expectNothingStored(() =>
        fileCall('replace', other, { ...fields(), file_id: mine.json().data.id }, { bytes: PNG }),
      );
      expect(replace.statusCode).toBe(404);
      const remove = await expectNothingStored(() => fileCall('delete', other, { ...fields(), file_id: mine.json().data.id }));
      expect(remove.statusCode).toBe(404);
      // Even naming its own category, a file id of the demo's is not found.
      const ownCategory = await firstOf(
        db().insert(serviceCategories).values({ business_id: other.businessId, name: 'Other' }).returning(),
      );
      const crossed = await expectNothingStored(() =>
        fileCall('delete', other, { entity_type: 'service_category', entity_id: ownCategory.id, item_type: 'service_category_image', file_id: mine.json().data.id }),
      );
      expect(crossed.statusCode).toBe(404);
      expect((await rowsFor('service_category', category.id)).map((r) => r.id)).toEqual([mine.json().data.id]);
      expect(await stored()).toContain(keyOf(mine.json().data.url));
    });

    it('leaves nothing behind once a deleted entity discards its files', async () => {
      const extra = await firstOf(
        db().insert(serviceCategories).values({ business_id: owner.businessId, name: 'Short-lived' }).returning(),
      );
      const res = await fileCall('upload', owner, { entity_type: 'service_category', entity_id: extra.id, item_type: 'service_category_image' }, { bytes: PNG });
      expect(res.statusCode).toBe(201);
      await discardFilesOf(t.app, t.app.log, 'service_category', [extra.id]);
      expect(await rowsFor('service_category', extra.id)).toEqual([]);
      expect(await stored()).not.toContain(keyOf(res.json().data.url));
    });

    it("removes a deleted business's stored images with it", async () => {
      const doomed = await t.signUpOwner(`files-doomed-${engine.name}@other.test`, 'Doomed Files Shop');
      const session = { token: doomed.token, adminId: doomed.id, businessId: doomed.businessId };
      const res = await fileCall(
        'upload',
        session,
        { entity_type: 'business', entity_id: doomed.businessId, item_type: 'business_logo_image' },
        { bytes: PNG },
      );
      expect(res.statusCode).toBe(201);
      expect(await stored()).toContain(keyOf(res.json().data.url));
      const platform = await t.signIn('platform@rendezvous.test');
      const deleted = await t.call({ method: 'DELETE', url: `/api/business/${doomed.businessId}`, token: platform.token });
      expect(deleted.statusCode).toBe(200);
      expect(await rowsFor('business', doomed.businessId)).toEqual([]);
      expect(await stored()).not.toContain(keyOf(res.json().data.url));
      expect((await t.call({ method: 'GET', url: res.json().data.url })).statusCode).toBe(404);
    });

    it('serves nothing but recorded files', async () => {
      for (const url of ['/uploads/0123456789abcdef0123456789abcdef.png', '/uploads/..%2f..%2fetc%2fpasswd', '/uploads/x.svg']) {
        expect((await t.call({ method: 'GET', url })).statusCode).toBe(404);
      }
    });
  });
});
