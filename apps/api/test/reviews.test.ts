import { HttpMessages, ORIGIN_KEYS, SiteMessages } from '@rendezvous/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseErrorOf } from '../src/db/errors';
import { businesses, reviews, users } from '../src/db/schema';
import { engines, startTestApp, type TestApp } from './support/app';

type SignedIn = Awaited<ReturnType<TestApp['signIn']>>;
type ReviewRow = {
  id: number;
  rating: number;
  text: string;
  status: string;
  user?: { full_name: string };
  user_review_count?: number;
  flagged_reviews?: { reason: string }[];
};

describe.each(engines)('reviews on $name', (engine) => {
  let t: TestApp;
  let owner: SignedIn;
  let other: Awaited<ReturnType<TestApp['signUpOwner']>>;
  let businessId: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await t.signIn('owner@rendezvous.test');
    other = await t.signUpOwner('reviews-other@example.com', 'Other Review Shop');
    businessId = owner.admin.business_id!;
  });
  afterAll(() => t?.close());

  const asAdmin = (token: string, query: string, businessHeader?: number) =>
    t.call({ method: 'GET', url: `/api/reviews?${query}`, token, businessId: businessHeader });
  const asVisitor = (url: string) =>
    t.call({
      method: 'GET',
      url: `/api/${url}`,
      headers: { 'x-origin-key': ORIGIN_KEYS.publicSite, 'x-request-type': 'guest' },
    });

  describe('GET reviews for the business admins', () => {
    it('lists every review of the business, newest first, with authors, counts and flags', async () => {
      const res = await asAdmin(
        owner.token,
        'paginate=10&page=1&filterByBusiness=true&appendUser=true&appendFlaggedReviews=true',
      );
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      expect(page).toMatchObject({ total: 5, current_page: 1, per_page: 10, last_page: 1 });
      const rows = page.data as ReviewRow[];
      expect(rows[0]!.status).toBe('flagged');
      expect(rows[0]!.flagged_reviews![0]!.reason).toMatch(/Spam/);
      expect(rows[1]!.flagged_reviews).toEqual([]);
      expect(rows.every((r) => r.user?.full_name && r.user_review_count === 1)).toBe(true);
    });

    it('pages, filters by status and searches the text and the author', async () => {
      const page = (await asAdmin(owner.token, 'paginate=2&page=2&filterByBusiness=true')).json()
        .data;
      expect(page).toMatchObject({ total: 5, current_page: 2, last_page: 3 });
      expect(page.data).toHaveLength(2);
      const flagged = (await asAdmin(owner.token, 'filterByBusiness=true&status=flagged')).json()
        .data;
      expect(flagged.data.map((r: ReviewRow) => r.status)).toEqual(['flagged']);
      const search = (await asAdmin(owner.token, 'filterByBusiness=true&search=manicure')).json()
        .data;
      expect(search.data.map((r: ReviewRow) => r.text)).toEqual([
        'My manicure lasted three weeks. Will be back!',
      ]);
      const none = (await asAdmin(owner.token, 'filterByBusiness=true&search=100%25')).json().data;
      expect(none.total).toBe(0);
    });

    it("keeps an admin to their own business's reviews", async () => {
      expect((await asAdmin(other.token, `business_id=${businessId}`)).statusCode).toBe(404);
      const mine = (await asAdmin(other.token, 'filterByBusiness=true')).json().data;
      expect(mine.total).toBe(0);
      const mismatch = await asAdmin(other.token, 'filterByBusiness=true', businessId);
      expect(mismatch.statusCode).toBe(403);
      expect(mismatch.json().message).toBe(HttpMessages.businessMismatch);
    });
  });

  describe('GET reviews for the public site', () => {
    it('lists only published reviews of a live site, without flags', async () => {
      const res = await asVisitor(
        `reviews?business_id=${businessId}&appendUser=true&appendFlaggedReviews=true&status=flagged`,
      );
      expect(res.statusCode).toBe(200);
      const rows = res.json().data.data as ReviewRow[];
      expect(rows).toHaveLength(4);
      expect(rows.every((r) => r.status === 'published' && r.flagged_reviews === undefined)).toBe(
        true,
      );
      expect(rows[0]!.user!.full_name).toBeTruthy();
      expect(res.body).not.toMatch(/Spam|cheap followers/);
    });

    it('needs a business, and a live one', async () => {
      expect((await asVisitor('reviews')).statusCode).toBe(422);
      expect((await asVisitor('reviews?business_id=999999')).statusCode).toBe(404);
      const offline = await asVisitor(`reviews?business_id=${other.businessId}`);
      expect(offline.statusCode).toBe(403);
      expect(offline.json().message).toBe(SiteMessages.notPublished);
    });
  });

  describe('GET reviews/stats', () => {
    it('gives the published reviews in figures, to visitors of a live site and to the admins', async () => {
      const expected = { count: 4, average: 4.3, per_rating: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 } };
      const visitor = await asVisitor(`reviews/stats?business_id=${businessId}`);
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json().data).toEqual(expected);

      await t.database.db
        .update(businesses)
        .set({ is_live: 0 })
        .where(eq(businesses.id, businessId));
      expect((await asVisitor(`reviews/stats?business_id=${businessId}`)).statusCode).toBe(403);
      const admin = await t.call({
        method: 'GET',
        url: `/api/reviews/stats?business_id=${businessId}`,
        token: owner.token,
      });
      expect(admin.json().data).toEqual(expected);
      await t.database.db
        .update(businesses)
        .set({ is_live: 1 })
        .where(eq(businesses.id, businessId));
    });

    it('is zero everywhere for a business without reviews', async () => {
      const res = await t.call({
        method: 'GET',
        url: `/api/reviews/stats?business_id=${other.businessId}`,
        token: other.token,
      });
      expect(res.json().data).toEqual({
        count: 0,
        average: 0,
        per_rating: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      });
    });
  });
});

describe.each(engines)('reviews in the database on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t?.close());

  it("refuses a review by another business's client, and keeps a review whose author is deleted", async () => {
    const db = t.database.db;
    const [demo] = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.subdomain, 'maison-lumiere'));
    const other = await t.signUpOwner('reviews-db-other@example.com', 'Other DB Shop');
    const [stranger] = await db
      .insert(users)
      .values({
        business_id: other.businessId,
        firstname: 'Sam',
        lastname: 'Elsewhere',
        email: 'sam@example.org',
      })
      .returning({ id: users.id });
    const foreign = db
      .insert(reviews)
      .values({ business_id: demo!.id, user_id: stranger!.id, rating: 5, text: 'Hi' });
    await expect(foreign).rejects.toSatisfy(
      (error: unknown) => databaseErrorOf(error)?.constraint === 'reviews_user_of_business_fk',
    );

    const [author] = await db
      .insert(users)
      .values({
        business_id: demo!.id,
        firstname: 'Kim',
        lastname: 'Leaving',
        email: 'kim.leaving@example.org',
      })
      .returning({ id: users.id });
    const [review] = await db
      .insert(reviews)
      .values({ business_id: demo!.id, user_id: author!.id, rating: 4, text: 'Nice' })
      .returning({ id: reviews.id });
    await db.delete(users).where(eq(users.id, author!.id));
    const [kept] = await db.select().from(reviews).where(eq(reviews.id, review!.id));
    expect(kept).toMatchObject({ business_id: demo!.id, user_id: null, text: 'Nice' });
  });
});
