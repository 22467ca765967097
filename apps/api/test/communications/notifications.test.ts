import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema';
import { engines, startTestApp, type TestApp } from '../support/app';

describe.each(engines)('notifications on $name', (engine) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  let consultant: Awaited<ReturnType<TestApp['signIn']>>;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await t.signIn('owner@rendezvous.test');
    consultant = await t.signIn('consultant@rendezvous.test');
    await t.database.db.insert(notifications).values([
      { business_id: owner.admin.business_id!, admin_id: owner.admin.id, type: 'contact', body: 'Unread one', status_read: 0, senderable_type: 'admin', senderable_id: consultant.admin.id },
      { business_id: owner.admin.business_id!, admin_id: owner.admin.id, type: 'sms', body: 'Read one', status_read: 1 },
    ]);
  });
  afterAll(() => t?.close());

  const list = (token: string, query: string) =>
    t.call({ method: 'GET', url: `/api/notifications?${query}`, token });

  it("lists the admin's unread notifications with their sender, paginated", async () => {
    const res = await list(owner.token, 'statusRead=0&appendSender=true&filterByBusiness=true&paginate=50&page=1&sort=desc');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ current_page: 1, per_page: 50 });
    expect(page.data.every((n: { status_read: number }) => n.status_read === 0)).toBe(true);
    const mine = page.data.find((n: { body: string }) => n.body === 'Unread one');
    expect(mine.senderable.full_name).toBeTruthy();
    expect(page.data.some((n: { body: string }) => n.body === 'Read one')).toBe(false);
  });

  it('appends the message a contact notification announces (appendMessage=true)', async () => {
    const res = await list(owner.token, 'type=contact&appendMessage=true&paginate=50');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.data as { body: string; message: { contact_name: string; body: string } | null }[];
    const gift = rows.find((n) => n.body.startsWith('Daniel Moreau: '));
    expect(gift?.message).toMatchObject({ contact_name: 'Daniel Moreau', body: expect.stringContaining('gift cards') });
    expect(rows.find((n) => n.body === 'Unread one')?.message).toBeNull();
    const plain = (await list(owner.token, 'type=contact&paginate=50')).json().data.data;
    expect(plain.every((n: object) => !('message' in n))).toBe(true);
  });

  it('lists newest first by when each was raised, not by id', async () => {
    const business_id = owner.admin.business_id!;
    // Inserted afternoon first, so the noon one has the higher id.
    await t.database.db.insert(notifications).values([
      { business_id, admin_id: owner.admin.id, type: 'sms', body: 'Order 14:26', status_read: 1, created_at: new Date('2030-01-15T19:26:42Z') },
    ]);
    await t.database.db.insert(notifications).values([
      { business_id, admin_id: owner.admin.id, type: 'sms', body: 'Order 12:50', status_read: 1, created_at: new Date('2030-01-15T17:50:00Z') },
    ]);
    const order = async (sort: string) =>
      ((await list(owner.token, `type=sms&paginate=100&sort=${sort}`)).json().data.data as { body: string }[])
        .map((n) => n.body)
        .filter((body) => body.startsWith('Order '));
    expect(await order('desc')).toEqual(['Order 14:26', 'Order 12:50']);
    expect(await order('asc')).toEqual(['Order 12:50', 'Order 14:26']);
  });

  it("never shows another admin's notifications", async () => {
    const res = await list(consultant.token, 'paginate=100');
    expect(res.json().data.data.some((n: { body: string }) => n.body === 'Unread one')).toBe(false);
  });

  it('gives an admin without a business an empty bell, not an error', async () => {
    const platform = await t.signIn('platform@rendezvous.test');
    const res = await list(platform.token, 'statusRead=0&paginate=10');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ data: [], total: 0 });
  });

  it('marks a notification read; only its own admin can', async () => {
    const unread = (await list(owner.token, 'statusRead=0&paginate=100')).json().data.data.find((n: { body: string }) => n.body === 'Unread one');
    const denied = await t.call({ method: 'PATCH', url: `/api/notification/${unread.id}`, token: consultant.token, payload: { status_read: 1 } });
    expect(denied.statusCode).toBe(404);
    const res = await t.call({ method: 'PATCH', url: `/api/notification/${unread.id}`, token: owner.token, payload: { status_read: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status_read).toBe(1);
    const after = (await list(owner.token, 'statusRead=0&paginate=100')).json().data.data;
    expect(after.some((n: { id: number }) => n.id === unread.id)).toBe(false);
  });

  it('refuses a bad status_read with 422 and changes nothing', async () => {
    const res = await t.call({ method: 'PATCH', url: '/api/notification/1', token: owner.token, payload: { status_read: 7 } });
    expect(res.statusCode).toBe(422);
  });
});
