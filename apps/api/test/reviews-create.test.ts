import { ORIGIN_KEYS, ReviewMessages, SiteMessages } from '@rendezvous/domain';
import { and, eq, isNotNull, lt, ne } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, businessSettings, businesses, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';
import { engines, startTestApp, type TestApp } from './support/app';

const PASSWORD = 'Review-Writer-2026-Maple';

describe.each(engines)('writing a review on $name', (engine) => {
  let t: TestApp;
  let businessId: number;
  let ownerToken: string;
  let customerToken: string;
  let otherBusinessId: number;

  /** As the public site calls: its origin key, a customer request. */
  const site = ({ token, headers, ...rest }: InjectOptions & { token?: string }) =>
    t.app.inject({
      ...rest,
      headers: {
        'x-origin-key': ORIGIN_KEYS.publicSite,
        'x-request-type': 'user',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
  const post = (token: string | undefined, payload: Record<string, unknown>) =>
    site({
      method: 'POST',
      url: '/api/reviews',
      token,
      payload: { business_id: businessId, ...payload },
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    const owner = await t.signIn('owner@rendezvous.test');
    ownerToken = owner.token;
    businessId = owner.admin.business_id!;
    otherBusinessId = (await t.signUpOwner('review-writer-other@example.com', 'Other Review Place'))
      .businessId;

    // A demo client with an appointment in the past gets a password to sign in with.
    const [past] = await t.database.db
      .select({ user_id: appointments.user_id })
      .from(appointments)
      .where(
        and(
          eq(appointments.business_id, businessId),
          isNotNull(appointments.user_id),
          ne(appointments.status, 'cancelled'),
          lt(appointments.starts_at, new Date()),
        ),
      )
      .limit(1);
    const [client] = await t.database.db
      .update(users)
      .set({ password: await hashPassword(PASSWORD) })
      .where(eq(users.id, past!.user_id!))
      .returning({ email: users.email });
    const signIn = await site({
      method: 'POST',
      url: '/api/login?type=user',
      headers: { 'x-business-id': String(businessId) },
      payload: { email: client!.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    customerToken = signIn.json().data.token;
  });
  afterAll(() => t?.close());

  it('publishes the review of a customer who has had an appointment, first in the list and in the stats', async () => {
    const res = await post(customerToken, { rating: 4, text: 'Friendly team, great colour.' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(ReviewMessages.added);
    const review = res.json().data;
    expect(review).toMatchObject({
      rating: 4,
      status: 'published',
      user: { full_name: expect.any(String) },
    });
    expect(review.user_review_count).toBeGreaterThanOrEqual(1);

    const list = await site({
      method: 'GET',
      url: `/api/reviews?business_id=${businessId}&appendUser=true`,
    });
    expect(list.json().data.data[0]).toMatchObject({
      id: review.id,
      text: 'Friendly team, great colour.',
    });
    const stats = await site({
      method: 'GET',
      url: `/api/reviews/stats?business_id=${businessId}`,
    });
    expect(stats.json().data).toMatchObject({ count: 5, per_rating: { 4: 2 } });
  });

  it('requires a rating of 1 to 5 and a text, with the spec messages', async () => {
    const res = await post(customerToken, { rating: 0, text: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      rating: [ReviewMessages.ratingRequired],
      text: [ReviewMessages.contentRequired],
    });
    expect((await post(customerToken, { rating: 6, text: 'Too good' })).statusCode).toBe(422);
  });

  it('is only for signed-in customers of the business', async () => {
    expect((await post(undefined, { rating: 5, text: 'Anonymous' })).statusCode).toBe(401);
    const admin = await post(ownerToken, { rating: 5, text: 'Self praise' });
    expect(admin.statusCode).toBe(403);
    const elsewhere = await site({
      method: 'POST',
      url: '/api/reviews',
      token: customerToken,
      payload: { business_id: otherBusinessId, rating: 5, text: 'Never been' },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses a customer who has not had an appointment yet', async () => {
    const registered = await site({
      method: 'POST',
      url: '/api/site/maison-lumiere/register',
      payload: {
        firstname: 'Noé',
        lastname: 'Gagnon',
        email: 'noe.gagnon@example.org',
        phone: '+1 514-555-0142',
        password: 'Poutine-Friday-Night-42',
      },
    });
    expect(registered.statusCode).toBe(201);
    const res = await post(registered.json().data.token, { rating: 5, text: 'Looks nice' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ReviewMessages.appointmentNeeded);
  });

  it('refuses while the business does not accept reviews or its site is offline', async () => {
    const accept = and(
      eq(businessSettings.business_id, businessId),
      eq(businessSettings.setting_code, 'accept_reviews'),
    );
    await t.database.db.update(businessSettings).set({ is_active: 0 }).where(accept);
    const closed = await post(customerToken, { rating: 5, text: 'Again' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe(ReviewMessages.notAccepted);
    await t.database.db.update(businessSettings).set({ is_active: 1 }).where(accept);

    await t.database.db.update(businesses).set({ is_live: 0 }).where(eq(businesses.id, businessId));
    const offline = await post(customerToken, { rating: 5, text: 'Again' });
    expect(offline.statusCode).toBe(403);
    expect(offline.json().message).toBe(SiteMessages.notPublished);
    await t.database.db.update(businesses).set({ is_live: 1 }).where(eq(businesses.id, businessId));
  });
});
