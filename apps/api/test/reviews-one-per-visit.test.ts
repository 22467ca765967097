import { HttpMessages, ORIGIN_KEYS, ReviewMessages } from '@rendezvous/domain';
import { and, eq, isNotNull, lt, notInArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, reviews, users } from '../src/db/schema';
import { clock } from '../src/lib/clock';
import { hashPassword } from '../src/lib/password';
import { engines, startTestApp, type TestApp } from './support/app';

const PASSWORD = 'One-Review-Each-2026';

describe.each(engines)('one review per visit, editable by its author, on $name', (engine) => {
  let t: TestApp;
  let businessId: number;
  let ownerToken: string;
  let authorId: number;
  let author: string;
  let neighbour: string;
  let visits: number;
  /** A third client, whose visits the test marks missed. */
  let absentId: number;

  const site = ({ token, ...rest }: InjectOptions & { token?: string }) =>
    t.app.inject({
      ...rest,
      headers: {
        'x-origin-key': ORIGIN_KEYS.publicSite,
        'x-request-type': 'user',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...rest.headers,
      },
    });
  const write = (token: string, rating: number, text: string) =>
    site({ method: 'POST', url: '/api/reviews', token, payload: { business_id: businessId, rating, text } });
  const edit = (token: string, id: number, payload: Record<string, unknown>) =>
    site({ method: 'PATCH', url: `/api/reviews/${id}`, token, payload });
  /** A demo client who has had `past` appointments here, signed in with a password. */
  const signInClient = async (userId: number) => {
    const [client] = await t.database.db
      .update(users)
      .set({ password: await hashPassword(PASSWORD) })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    const res = await site({
      method: 'POST',
      url: '/api/login?type=user',
      headers: { 'x-business-id': String(businessId) },
      payload: { email: client!.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.token as string;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const owner = await t.signIn('owner@rendezvous.test');
    ownerToken = owner.token;
    businessId = owner.admin.business_id!;
    const past = await t.database.db
      .select({ user_id: appointments.user_id })
      .from(appointments)
      .where(
        and(
          eq(appointments.business_id, businessId),
          isNotNull(appointments.user_id),
          notInArray(appointments.status, ['cancelled', 'missed']),
          lt(appointments.starts_at, clock.now()),
        ),
      );
    const byUser = new Map<number, number>();
    for (const row of past) byUser.set(row.user_id!, (byUser.get(row.user_id!) ?? 0) + 1);
    const [first, second, third] = [...byUser.keys()];
    absentId = third!;
    authorId = first!;
    visits = byUser.get(first!)!;
    author = await signInClient(first!);
    neighbour = await signInClient(second!);
  });
  afterAll(() => t?.close());
  const ofVisits = () => and(eq(reviews.user_id, authorId), isNotNull(reviews.appointment_id));

  it('takes one review per past appointment, then asks to edit instead (409)', async () => {
    for (let i = 0; i < visits; i++) {
      expect((await write(author, 5, `Visit ${i + 1}: lovely.`)).statusCode).toBe(201);
    }
    const extra = await write(author, 1, 'Spam spam spam.');
    expect(extra.statusCode).toBe(409);
    expect(extra.json().message).toBe(ReviewMessages.allReviewed);
    // Reviews seeded before reviews named their visit have none.
    const stored = await t.database.db.select().from(reviews).where(ofVisits());
    expect(stored).toHaveLength(visits);
    expect(new Set(stored.map((r) => r.appointment_id)).size).toBe(visits);
  });

  it('keeps one review per appointment in the database too', async () => {
    const [mine] = await t.database.db.select().from(reviews).where(ofVisits()).limit(1);
    await expect(
      t.database.db.insert(reviews).values({
        business_id: businessId,
        user_id: authorId,
        appointment_id: mine!.appointment_id,
        rating: 1,
        text: 'Again.',
      }),
    ).rejects.toThrow();
  });

  it('lets the author edit their review, and no one else', async () => {
    const [mine] = await t.database.db.select().from(reviews).where(ofVisits()).limit(1);
    const edited = await edit(author, mine!.id, { rating: 3, text: 'Good, but the wait was long.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe(ReviewMessages.updated);
    expect(edited.json().data).toMatchObject({
      id: mine!.id,
      rating: 3,
      text: 'Good, but the wait was long.',
      user: { id: authorId },
    });
    const listed = await site({ method: 'GET', url: `/api/reviews?business_id=${businessId}&paginate=100` });
    expect(listed.json().data.data.find((r: { id: number }) => r.id === mine!.id)).toMatchObject({
      rating: 3,
      text: 'Good, but the wait was long.',
    });

    const onlyText = await edit(author, mine!.id, { text: 'Good.' });
    expect(onlyText.json().data).toMatchObject({ rating: 3, text: 'Good.' });
    const nothing = await edit(author, mine!.id, {});
    expect(nothing.statusCode).toBe(422);
    const badRating = await edit(author, mine!.id, { rating: 9 });
    expect(badRating.statusCode).toBe(422);
    expect(badRating.json().errors.rating).toEqual([ReviewMessages.ratingRequired]);

    const someoneElse = await edit(neighbour, mine!.id, { rating: 1 });
    expect(someoneElse.statusCode).toBe(404);
    expect(someoneElse.json().message).toBe(HttpMessages.notFound);
    const admin = await t.call({
      method: 'PATCH',
      url: `/api/reviews/${mine!.id}`,
      token: ownerToken,
      payload: { rating: 1 },
    });
    expect(admin.statusCode).toBe(403);
    const [kept] = await t.database.db.select().from(reviews).where(eq(reviews.id, mine!.id));
    expect(kept).toMatchObject({ rating: 3, text: 'Good.' });
  });

  it('is not for a visit the customer missed', async () => {
    await t.database.db
      .update(appointments)
      .set({ status: 'missed' })
      .where(and(eq(appointments.user_id, absentId), lt(appointments.starts_at, clock.now())));
    const theirs = () => t.database.db.select().from(reviews).where(eq(reviews.user_id, absentId));
    const before = await theirs();
    const res = await write(await signInClient(absentId), 5, 'Lovely, I hear.');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ReviewMessages.appointmentNeeded);
    expect(await theirs()).toEqual(before);
  });
});
