import { AppointmentMessages, MAX_BOOKING_HORIZON_DAYS } from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import { demoIds } from './fixtures';

/**
 * Double booking under load: only PostgreSQL runs requests truly in parallel (PGlite serialises
 * them), so only there does the no-overlap constraint face real races.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('booking the same slot concurrently on PostgreSQL', () => {
  let t: TestApp;
  let token: string;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let businessId: number;

  beforeAll(async () => {
    t = await startTestApp(
      { name: 'postgres', url: process.env.TEST_DATABASE_URL },
      { bookingHorizonDays: MAX_BOOKING_HORIZON_DAYS },
    );
    const owner = await t.signIn('owner@rendezvous.test');
    token = owner.token;
    businessId = owner.admin.business_id!;
    ids = await demoIds(t, businessId);
  });
  afterAll(() => t.close());

  it('200 requests for one consultant and time: one 201, 199 × 409, no 5xx', async () => {
    const mens = ids.offering(ids.owner.id, "Men's cut");
    // Staggered starts within the same hour all overlap the first.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.call({
          method: 'POST',
          url: '/api/appointment',
          token,
          payload: {
            consultant_id: ids.owner.id,
            customer_type: i % 2 ? 'guest' : 'user',
            customerable_id: i % 2 ? ids.mia.id : ids.olivia.id,
            date: '2031-06-17',
            start_time: i % 3 === 0 ? '09:00' : '09:15',
            end_time: i % 3 === 0 ? '09:30' : '09:45',
            services: [mens],
          },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().message).toBe(AppointmentMessages.slotTaken);
    }
    const stored = await t.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.business_id, businessId), eq(appointments.date, '2031-06-17')));
    expect(stored).toHaveLength(1);
    // 200 bookings at once on PostgreSQL: on a machine busy with the other suites, over 20 s.
  }, 90_000);
});
