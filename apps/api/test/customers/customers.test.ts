import { ClientMessages, PhoneMessages } from '@rendezvous/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMail, users } from '../../src/db/schema';
import { verifyPassword } from '../../src/lib/password';
import { engines, startTestApp, type TestApp } from '../support/app';
import { PNG, SVG, imageForm, scratchDataDir } from '../files/support';

describe.each(engines)('clients and guests on $name', (engine) => {
  let t: TestApp;
  let data: Awaited<ReturnType<typeof scratchDataDir>>;
  let owner: { token: string; admin: { id: number; business_id: number } };
  let other: { token: string; businessId: number };

  beforeAll(async () => {
    data = await scratchDataDir();
    t = await startTestApp(engine, { env: { DATA_DIR: data.dir } });
    const signedIn = await t.signIn('owner@rendezvous.test');
    owner = { token: signedIn.token, admin: { id: signedIn.admin.id, business_id: signedIn.admin.business_id! } };
    other = await t.signUpOwner('bea.customers@example.com', 'Other Customers Shop');
  });
  afterAll(async () => {
    await t.close();
    await data.remove();
  });

  const as = (who: 'owner' | 'other') =>
    who === 'owner' ? { token: owner.token, businessId: owner.admin.business_id } : { token: other.token, businessId: other.businessId };
  const get = (url: string, who: 'owner' | 'other' = 'owner') => t.call({ method: 'GET', url, ...as(who) });
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, who: 'owner' | 'other' = 'owner') =>
    t.call({ method, url, payload: payload as object, ...as(who) });

  it('lists clients newest first, paged, filtered by status and searched by name or email', async () => {
    const page = (await get('/api/clients?paginate=3&page=1&filterByBusiness=true')).json().data;
    expect(page.total).toBe(8);
    expect(page.per_page).toBe(3);
    expect(page.last_page).toBe(3);
    expect(page.data.map((c: { full_name: string }) => c.full_name)).toEqual(['Mason Wright', 'Chloé Bouchard', 'Lucas Martin']);
    expect(page.data[0]).not.toHaveProperty('password');

    const suspended = (await get('/api/clients?status=suspended')).json().data;
    expect(suspended.data.map((c: { full_name: string }) => c.full_name)).toEqual(['Mason Wright']);

    const byName = (await get('/api/users?search=olivia%20ch')).json().data;
    expect(byName.data.map((c: { email: string }) => c.email)).toEqual(['olivia.chen@example.com']);
    const byEmail = (await get('/api/clients?search=PATEL@EXAMPLE')).json().data;
    expect(byEmail.total).toBe(1);
    const wildcard = (await get('/api/clients?search=%25')).json().data;
    expect(wildcard.total).toBe(0);

    const oldest = (await get('/api/clients?sort=asc&limit=2')).json().data;
    expect(oldest.data.map((c: { firstname: string }) => c.firstname)).toEqual(['Olivia', 'Liam']);
    expect((await get('/api/clients', 'other')).json().data.total).toBe(0);
  });

  it('refuses a client form with missing fields with the spec messages', async () => {
    const res = await send('POST', '/api/user', { firstname: '', lastname: '', email: 'nope', phone: '', status: 'active' });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.firstname).toContain(ClientMessages.firstNameRequired);
    expect(errors.lastname).toContain(ClientMessages.lastNameRequired);
    expect(errors.email).toContain(ClientMessages.emailValid);
    expect(errors.phone).toContain(ClientMessages.phoneRequired);
    const noEmail = await send('POST', '/api/user', { firstname: 'A', lastname: 'B', email: '', phone: '+1 416 555 0100', status: 'active' });
    expect(noEmail.json().errors.email).toContain(ClientMessages.emailRequired);
  });

  it('creates a client with a random password nobody sees and emails them a link to choose their own', async () => {
    const input = { firstname: 'Nora', lastname: 'Lind', email: 'nora.lind@example.com', phone: '+1 514-555-0101', status: 'active', password: 'Chosen-By-Admin-2026' };
    const res = await send('POST', '/api/user', input);
    expect(res.statusCode).toBe(201);
    const client = res.json().data;
    expect(client).toMatchObject({ firstname: 'Nora', full_name: 'Nora Lind', business_id: owner.admin.business_id, morph_class: 'user' });
    expect(Object.keys(client)).not.toContain('password');
    expect(res.body).not.toContain(input.password);
    expect(res.body).not.toContain('argon2');

    const [row] = await t.database.db.select().from(users).where(eq(users.id, client.id));
    expect(row!.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.password!, input.password)).toBe(false);
    expect(await verifyPassword(row!.password!, 'Rendezvous!2026')).toBe(false);

    const [mail] = await t.database.db.select().from(outboundMail).where(eq(outboundMail.to, input.email)).orderBy(desc(outboundMail.id)).limit(1);
    expect(mail!.text).toMatch(/\/site\/[^/\s]+\/forgot-password\?email=nora\.lind%40example\.com/);
    expect(mail!.text).not.toContain(input.password);
    expect(mail!.text).not.toMatch(/\$argon2/);

    const duplicate = await send('POST', '/api/user', { ...input, email: 'NORA.LIND@example.com' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.email).toEqual(['A client with this email already exists in your business.']);
    // Another business may have a client with the same email.
    expect((await send('POST', '/api/user', input, 'other')).statusCode).toBe(201);
  });

  it('updates a client of the business, refuses an unchanged one, and hides other businesses\' clients', async () => {
    const [first] = (await get('/api/clients?search=liam')).json().data.data;
    const res = await send('PUT', `/api/user/${first.id}`, { status: 'suspended' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('suspended');
    expect((await get(`/api/user/${first.id}`)).json().data.status).toBe('suspended');
    const same = await send('PUT', `/api/user/${first.id}`, { status: 'suspended' });
    expect(same.statusCode).toBe(422);
    const bad = await send('PUT', `/api/user/${first.id}`, { email: 'not-an-email' });
    expect(bad.json().errors.email).toContain(ClientMessages.emailValid);
    const taken = await send('PUT', `/api/user/${first.id}`, { email: 'olivia.chen@example.com' });
    expect(taken.statusCode).toBe(422);

    expect((await send('PUT', `/api/user/${first.id}`, { status: 'active' }, 'other')).statusCode).toBe(404);
    expect((await get(`/api/user/${first.id}`, 'other')).statusCode).toBe(404);
    await send('PUT', `/api/user/${first.id}`, { status: 'active' });
  });

  it('finds at most 10 active clients by name or email for the appointment dialog', async () => {
    const found = (await get('/api/user/find?query=example.com')).json().data;
    expect(found.length).toBeLessThanOrEqual(10);
    expect(found.every((c: { status: string }) => c.status === 'active')).toBe(true);
    expect(found.map((c: { full_name: string }) => c.full_name)).not.toContain('Mason Wright');
    const ava = (await get('/api/user/find?query=singh')).json().data;
    expect(ava.map((c: { full_name: string }) => c.full_name)).toEqual(['Ava Singh']);
    expect((await get('/api/user/find?query=singh', 'other')).json().data).toEqual([]);
    expect((await get('/api/user/find?query=')).statusCode).toBe(422);
  });

  it('counts clients and their registrations per month for the dashboard', async () => {
    const res = await get('/api/users/stats');
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json().data;
    const total = (await get('/api/clients')).json().data.total;
    expect(stats.total).toBe(total);
    expect(stats.monthly).toHaveLength(12);
    expect(stats.monthly.reduce((sum: number, m: { count: number }) => sum + m.count, 0)).toBe(total);
    expect(stats.monthly.at(-1).count).toBeGreaterThanOrEqual(1);
    const months = stats.monthly.map((m: { month: string }) => m.month);
    expect([...months].sort()).toEqual(months);
    const otherStats = (await get('/api/users/stats', 'other')).json().data;
    expect(otherStats.total).toBe(1);
  });

  it('lists, creates and updates guests inside the business', async () => {
    const list = (await get(`/api/guests?paginate=2&page=1&business_id=${owner.admin.business_id}`)).json().data;
    expect(list.total).toBe(4);
    expect(list.data).toHaveLength(2);
    expect((await get('/api/guests?search=rossi')).json().data.data.map((g: { full_name: string }) => g.full_name)).toEqual(['Isabella Rossi']);
    expect((await get(`/api/guests?business_id=${other.businessId}`)).statusCode).toBe(403);

    const invalid = await send('POST', '/api/guest', { firstname: '', lastname: '', email: 'x' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.firstname).toContain(ClientMessages.firstNameRequired);
    expect(invalid.json().errors.email).toContain(ClientMessages.emailValid);

    const created = await send('POST', '/api/guest', { firstname: 'Tom', lastname: 'Guest', email: 'tom.guest@example.net' });
    expect(created.statusCode).toBe(201);
    const guest = created.json().data;
    expect(guest).toMatchObject({ full_name: 'Tom Guest', phone: null, morph_class: 'guest' });

    const updated = await send('PUT', `/api/guest/${guest.id}`, { phone: '+1 438-555-0199' });
    expect(updated.json().data.phone).toBe('+1 438-555-0199');
    expect((await send('PUT', `/api/guest/${guest.id}`, { phone: '+1 438-555-0199' })).statusCode).toBe(422);
    expect((await send('PUT', `/api/guest/${guest.id}`, { phone: '+1 438-555-0198' }, 'other')).statusCode).toBe(404);
    // Only a phone number is a phone: the rule the console's form checks too.
    const notAPhone = await send('PUT', `/api/guest/${guest.id}`, { phone: 'call me' });
    expect(notAPhone.statusCode).toBe(422);
    expect(notAPhone.json().errors.phone).toEqual([PhoneMessages.invalid('Phone')]);
    expect((await get('/api/guests')).json().data.total).toBe(5);
  });

  it("sets and removes a client's photo, only a real image, only in the business", async () => {
    const [client] = (await get('/api/clients?search=sophie')).json().data.data;
    const upload = await t.call({ method: 'POST', url: `/api/user/${client.id}/image`, ...as('owner'), ...imageForm(PNG) });
    expect(upload.statusCode, upload.body).toBe(200);
    const url = upload.json().data.image_url;
    expect(url).toEqual(expect.any(String));
    expect((await get(`/api/user/${client.id}`)).json().data.image_url).toBe(url);

    const svg = await t.call({ method: 'POST', url: `/api/user/${client.id}/image`, ...as('owner'), ...imageForm(SVG, 'x.svg', 'image/svg+xml') });
    expect(svg.statusCode).toBe(422);
    const foreign = await t.call({ method: 'POST', url: `/api/user/${client.id}/image`, ...as('other'), ...imageForm(PNG) });
    expect(foreign.statusCode).toBe(404);

    const removed = await t.call({ method: 'DELETE', url: `/api/user/${client.id}/image`, ...as('owner') });
    expect(removed.json().data.image_url).toBeNull();
    expect((await get(`/api/user/${client.id}`)).json().data.image_url).toBeNull();
  });
});
