import { and, eq } from 'drizzle-orm';
import { admins, consultantServices, consultants, guests, services, users } from '../../src/db/schema';
import type { TestApp } from '../support/app';

/** Ids of the demo business the appointment tests book with. */
export async function demoIds(t: TestApp, businessId: number) {
  const db = t.database.db;
  const staff = await db
    .select({ id: consultants.id, admin_id: consultants.admin_id, email: admins.email })
    .from(consultants)
    .innerJoin(admins, eq(admins.id, consultants.admin_id))
    .where(eq(consultants.business_id, businessId));
  const owner = staff.find((c) => c.email === 'owner@rendezvous.test')!;
  const colleague = staff.find((c) => c.email === 'consultant@rendezvous.test')!;
  const offered = await db
    .select({ id: consultantServices.id, consultant_id: consultantServices.consultant_id, name: services.name })
    .from(consultantServices)
    .innerJoin(services, eq(services.id, consultantServices.service_id))
    .where(eq(consultantServices.business_id, businessId));
  const offering = (consultantId: number, name: string) =>
    offered.find((o) => o.consultant_id === consultantId && o.name === name)!.id;
  const catalogue = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(eq(services.business_id, businessId));
  /** The business service of that name. */
  const service = (name: string) => catalogue.find((c) => c.name === name)!.id;
  const [olivia] = await db.select().from(users).where(and(eq(users.business_id, businessId), eq(users.firstname, 'Olivia')));
  const [mia] = await db.select().from(guests).where(and(eq(guests.business_id, businessId), eq(guests.firstname, 'Mia')));
  return { owner, colleague, offering, service, olivia: olivia!, mia: mia! };
}

/** A console booking for Olivia with the owner, 10:00 to 11:15 on 2027-06-01 unless `over` says otherwise. */
export function oliviaBooking(ids: Awaited<ReturnType<typeof demoIds>>, over: Record<string, unknown> = {}) {
  return {
    consultant_id: ids.owner.id,
    customer_type: 'user',
    customerable_id: ids.olivia.id,
    date: '2027-06-01',
    start_time: '10:00',
    end_time: '11:15',
    services: [ids.offering(ids.owner.id, "Men's cut"), ids.offering(ids.owner.id, 'Classic manicure')],
    ...over,
  };
}
