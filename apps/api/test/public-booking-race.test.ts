import { CustomerMessages, ORIGIN_KEYS, MAX_BOOKING_HORIZON_DAYS } from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, guests } from '../src/db/schema';
import { demoIds } from './appointments/fixtures';
import { startTestApp, type TestApp } from './support/app';

/**
 * Customers racing for one time on the public site: only PostgreSQL runs the requests truly in
 * parallel (PGlite serialises them), so only there does the no-overlap constraint face them.
 */
describe.runIf(process.env.TEST_DATABASE_URL)(
  'public bookings racing for one time on PostgreSQL',
  () => {
    let t: TestApp;
    let ids: Awaited<ReturnType<typeof demoIds>>;
    let businessId: number;

    beforeAll(async () => {
      t = await startTestApp(
        { name: 'postgres', url: process.env.TEST_DATABASE_URL },
        // The guests all come from one address here; real ones would not.
        { env: { CONTACT_IP_LIMIT: '100' }, bookingHorizonDays: MAX_BOOKING_HORIZON_DAYS },
      );
      const owner = await t.signIn('owner@rendezvous.test');
      businessId = owner.admin.business_id!;
      ids = await demoIds(t, businessId);
    });
    afterAll(() => t.close());

    it('20 guests booking the same time: one 201, 19 × 409 with the message, no 5xx, no stray guests', async () => {
      const offering = ids.offering(ids.owner.id, "Men's cut");
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/site/maison-lumiere/appointments',
            headers: { 'x-origin-key': ORIGIN_KEYS.publicSite, 'x-request-type': 'guest' },
            payload: {
              consultant_id: ids.owner.id,
              consultant_service_ids: [offering],
              date: '2031-06-17',
              start_time: '10:00',
              end_time: '10:30',
              pay_now: 0,
              guest: {
                firstname: 'Racer',
                lastname: `No ${i}`,
                email: `racer${i}@example.org`,
                phone: '+1 514-555-0100',
              },
            },
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      for (const answer of answers.filter((a) => a.statusCode === 409)) {
        expect(answer.json().message).toBe(CustomerMessages.slotTaken);
      }
      const db = t.database.db;
      const stored = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.business_id, businessId), eq(appointments.date, '2031-06-17')));
      expect(stored).toHaveLength(1);
      // Each refused booking took its guest back with it.
      const racers = await db
        .select({ id: guests.id })
        .from(guests)
        .where(eq(guests.firstname, 'Racer'));
      expect(racers).toHaveLength(1);
    });
  },
);
