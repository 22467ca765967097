import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests, notifications, outboundMail, outboundSms, smsOptOuts, users } from '../../src/db/schema';
import { engines, startTestApp, type TestApp } from '../support/app';

type Row = {
  id: number;
  thread: string;
  body: string;
  action: string;
  type: string;
  status_read: number;
  is_starred: number;
  contact_name: string | null;
  senderable: { full_name: string } | null;
  threads?: Row[];
};

describe.each(engines)('messages on $name', (engine) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  let consultant: Awaited<ReturnType<TestApp['signIn']>>;
  let businessId: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await t.signIn('owner@rendezvous.test');
    consultant = await t.signIn('consultant@rendezvous.test');
    businessId = owner.admin.business_id!;
  });
  afterAll(() => t?.close());

  const list = async (
    token: string,
    query: string,
  ): Promise<{ data: Row[]; total: number; last_page: number }> => {
    const res = await t.call({ method: 'GET', url: `/api/messages?${query}`, token });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const contact = (payload: object) =>
    t.call({
      method: 'POST',
      url: '/api/contact',
      payload,
      headers: { 'x-origin-key': 'rdv-public-site' },
    });

  it('lists the inbox newest first with each thread, oldest first', async () => {
    const page = await list(
      owner.token,
      'action=received&sortByKey=id&sortByDirection=desc&sortByThread=true&paginate=5&page=1',
    );
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((m) => m.action === 'received')).toBe(true);
    const ids = page.data.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const grace = page.data.find((m) => m.contact_name === 'Grace Kim')!;
    expect(grace.threads!.map((m) => m.action)).toEqual(['received', 'sent']);
    expect(grace.threads![1]!.senderable?.full_name).toBeTruthy();
  });

  it('filters the outbox, starred and unread views, and pages them', async () => {
    const outbox = await list(owner.token, 'action=sent');
    expect(outbox.data.every((m) => m.action === 'sent')).toBe(true);
    const starred = await list(owner.token, 'isStarred=1');
    expect(starred.data.length).toBeGreaterThan(0);
    expect(starred.data.every((m) => m.is_starred === 1)).toBe(true);
    const one = await list(owner.token, 'paginate=1&page=2');
    expect(one.data).toHaveLength(1);
    expect(one.last_page).toBe(one.total);
  });

  it('stars any message, but refuses to toggle the read state of a message the admin sent', async () => {
    const [sent] = (await list(owner.token, 'action=sent')).data;
    const star = await t.call({
      method: 'PATCH',
      url: `/api/message/${sent!.id}`,
      token: owner.token,
      payload: { is_starred: 1 },
    });
    expect(star.statusCode).toBe(200);
    expect(star.json().data.is_starred).toBe(1);
    const read = await t.call({
      method: 'PATCH',
      url: `/api/message/${sent!.id}`,
      token: owner.token,
      payload: { status_read: 0 },
    });
    expect(read.statusCode).toBe(422);
    expect(read.json().message).toBe('You cannot mark a message you sent as read or unread');
  });

  it('takes a contact-form message, notifies the business admins who read messages, and validates it', async () => {
    const before = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.admin_id, owner.admin.id));
    const res = await contact({
      business_id: businessId,
      name: 'Ada Visitor',
      email: 'ada@example.org',
      phone: '+1 416 555 0100',
      body: 'Can I book for two?',
    });
    expect(res.statusCode).toBe(201);
    const after = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.admin_id, owner.admin.id));
    expect(after.length).toBe(before.length + 1);
    expect(after.find((n) => n.message_id === res.json().data.id)).toMatchObject({
      type: 'contact',
      status_read: 0,
      body: 'Ada Visitor: Can I book for two?',
    });
    const inbox = await list(owner.token, 'action=received&statusRead=0');
    expect(inbox.data[0]).toMatchObject({
      contact_name: 'Ada Visitor',
      type: 'contact',
      body: 'Can I book for two?',
    });

    const bad = await contact({
      business_id: businessId,
      name: '',
      email: 'nope',
      phone: 'x',
      body: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      name: ['Name is required'],
      email: ['A valid email is required'],
      phone: ['A valid phone number is required'],
      body: ['Your message is required'],
    });
    const unknown = await contact({
      business_id: 999_999,
      name: 'A',
      email: 'a@example.org',
      phone: '+1 416 555 0100',
      body: 'Hi',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('e-mails a reply to a contact message to the visitor, in the same thread, marking the original read', async () => {
    const sent = await contact({
      business_id: businessId,
      name: 'Reply Me',
      email: 'reply.me@example.org',
      phone: '+1 416 555 0101',
      body: 'Question?',
    });
    const original = (await list(owner.token, 'action=received&paginate=50')).data.find(
      (m) => m.id === sent.json().data.id,
    )!;
    const res = await t.call({
      method: 'POST',
      url: '/api/message',
      token: owner.token,
      payload: {
        business_id: businessId,
        reply_message_id: original.id,
        thread: original.thread,
        senderable_type: 'admin',
        senderable_id: owner.admin.id,
        receiverable_type: 'business',
        receiverable_id: businessId,
        body: 'Yes, of course.',
        type: 'contact',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Message sent',
      data: { thread: original.thread, action: 'sent', body: 'Yes, of course.' },
    });
    const [mail] = await t.database.db
      .select()
      .from(outboundMail)
      .where(eq(outboundMail.to, 'reply.me@example.org'))
      .orderBy(desc(outboundMail.id))
      .limit(1);
    expect(mail?.text).toContain('Yes, of course.');
    const thread = (await list(owner.token, 'sortByThread=true&paginate=50')).data.find(
      (m) => m.id === original.id,
    )!;
    expect(thread.status_read).toBe(1);
    expect(thread.threads!.map((m) => m.body)).toEqual(['Question?', 'Yes, of course.']);
  });

  it("keeps every business's messages to itself", async () => {
    const other = await t.signUpOwner('other.messages@rendezvous.test', 'Other Messages Co');
    const [mine] = (await list(owner.token, 'paginate=1')).data;
    expect((await list(other.token, 'paginate=50')).data).toEqual([]);
    const patch = await t.call({
      method: 'PATCH',
      url: `/api/message/${mine!.id}`,
      token: other.token,
      businessId: other.businessId,
      payload: { is_starred: 1 },
    });
    expect(patch.statusCode).toBe(404);
    const reply = await t.call({
      method: 'POST',
      url: '/api/message',
      token: other.token,
      businessId: other.businessId,
      payload: {
        business_id: other.businessId,
        reply_message_id: mine!.id,
        thread: mine!.thread,
        senderable_type: 'admin',
        senderable_id: other.id,
        receiverable_type: 'business',
        receiverable_id: other.businessId,
        body: 'Hi',
        type: 'contact',
      },
    });
    expect(reply.statusCode).toBe(404);
    const foreign = await t.call({
      method: 'GET',
      url: '/api/messages',
      token: owner.token,
      businessId: other.businessId,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("writes only to the business's own people: another business's client, guest or admin is a 404, unread and unmailed", async () => {
    const other = await t.signUpOwner('receivers.messages@rendezvous.test', 'Receivers Co');
    const [client] = await t.database.db.select().from(users).where(eq(users.business_id, businessId)).limit(1);
    const [guest] = await t.database.db.select().from(guests).where(eq(guests.business_id, businessId)).limit(1);
    const send = (token: string, business: number, receiverable_type: string, receiverable_id: number) =>
      t.call({
        method: 'POST',
        url: '/api/message',
        token,
        businessId: business,
        payload: {
          business_id: business,
          reply_message_id: null,
          thread: `receivers-${receiverable_type}-${receiverable_id}`,
          senderable_type: 'admin',
          senderable_id: 1,
          receiverable_type,
          receiverable_id,
          body: 'Your account needs attention: reply with your card number.',
          type: 'contact',
        },
      });
    const mailsTo = async (to: string) =>
      (await t.database.db.select().from(outboundMail).where(eq(outboundMail.to, to))).length;
    const before = { client: await mailsTo(client!.email), guest: await mailsTo(guest!.email) };

    for (const [type, id] of [
      ['user', client!.id],
      ['guest', guest!.id],
      ['admin', owner.admin.id],
      ['business', businessId],
    ] as const) {
      const res = await send(other.token, other.businessId, type, id);
      expect(res.statusCode, `${type} ${id}`).toBe(404);
      expect(res.body).not.toContain(client!.lastname);
    }
    expect(await mailsTo(client!.email)).toBe(before.client);
    expect(await mailsTo(guest!.email)).toBe(before.guest);

    const own = await send(owner.token, businessId, 'user', client!.id);
    expect(own.statusCode).toBe(201);
    expect(own.json().data.receiverable.full_name).toBe(`${client!.firstname} ${client!.lastname}`);
    expect(await mailsTo(client!.email)).toBe(before.client + 1);
  });

  it('sends an SMS-type message by text to the client\'s phone, naming the business, and by e-mail to one without a phone', async () => {
    const [client] = await t.database.db.select().from(users).where(eq(users.business_id, businessId)).limit(1);
    const send = () =>
      t.call({
        method: 'POST',
        url: '/api/message',
        token: owner.token,
        payload: {
          business_id: businessId,
          reply_message_id: null,
          thread: `sms-${client!.id}`,
          senderable_type: 'admin',
          senderable_id: owner.admin.id,
          receiverable_type: 'user',
          receiverable_id: client!.id,
          body: 'See you at 10.',
          type: 'sms',
        },
      });
    const phone = `+1${client!.phone!.replace(/\D/g, '').slice(-10)}`;
    const texts = async () => (await t.database.db.select().from(outboundSms).where(eq(outboundSms.to, phone))).map((m) => m.body);
    const mails = async () => (await t.database.db.select().from(outboundMail).where(eq(outboundMail.to, client!.email))).length;
    const before = { texts: (await texts()).length, mails: await mails() };
    expect((await send()).statusCode).toBe(201);
    expect((await texts()).slice(before.texts)).toEqual(['Maison Lumière Salon: See you at 10.']);
    expect(await mails()).toBe(before.mails);

    await t.database.db.update(users).set({ phone: null }).where(eq(users.id, client!.id));
    try {
      expect((await send()).statusCode).toBe(201);
      expect(await mails()).toBe(before.mails + 1);
    } finally {
      await t.database.db.update(users).set({ phone: client!.phone }).where(eq(users.id, client!.id));
    }

    // A number that texted STOP to the business gets it by e-mail instead.
    await t.database.db.insert(smsOptOuts).values({ business_id: businessId, phone });
    try {
      expect((await send()).statusCode).toBe(201);
      expect((await texts()).slice(before.texts)).toEqual(['Maison Lumière Salon: See you at 10.']);
      expect(await mails()).toBe(before.mails + 2);
    } finally {
      await t.database.db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
    }
  });

  it("lists the platform's templates and the business's own; only its own change", async () => {
    const categories = (
      await t.call({ method: 'GET', url: '/api/default-message-categories', token: owner.token })
    ).json().data;
    const created = await t.call({
      method: 'POST',
      url: '/api/default-message',
      token: owner.token,
      payload: {
        name: 'Running late',
        body: 'We are running 10 minutes late.',
        default_message_category_id: categories[0]?.id ?? null,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const all = (
      await t.call({ method: 'GET', url: '/api/default-messages', token: owner.token })
    ).json().data as { id: number; business_id: number | null }[];
    expect(all.some((m) => m.id === id)).toBe(true);
    const platform = all.find((m) => m.business_id === null);
    expect(platform).toBeDefined();
    const edit = await t.call({
      method: 'POST',
      url: `/api/default-message/${id}`,
      token: owner.token,
      payload: { body: 'About 15 minutes late.' },
    });
    expect(edit.json().data.body).toBe('About 15 minutes late.');
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/default-message/${platform!.id}`,
          token: owner.token,
          payload: { body: 'Mine now' },
        })
      ).statusCode,
    ).toBe(404);
    const invalid = await t.call({
      method: 'POST',
      url: '/api/default-message',
      token: owner.token,
      payload: { name: '', body: '' },
    });
    expect(invalid.json().errors).toMatchObject({
      name: ['Name is required'],
      body: ['Message is required'],
    });
    // A consultant reads templates but does not manage them.
    expect(
      (
        await t.call({
          method: 'DELETE',
          url: `/api/default-message/${id}`,
          token: consultant.token,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/default-message/${id}`, token: owner.token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/default-message/${id}`, token: owner.token }))
        .statusCode,
    ).toBe(404);
  });
});
