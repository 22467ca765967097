import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  activities,
  admins,
  appointmentServices,
  appointments,
  consultants,
  guests,
  users,
  videoConferences,
} from '../../db/schema';
import { toWire, type Wire } from '../../lib/wire';

export type AppointmentRow = typeof appointments.$inferSelect;

/** Every column but the generated user_id/guest_id (customerable_id carries the customer). */
export const appointmentColumns = {
  id: appointments.id,
  business_id: appointments.business_id,
  consultant_id: appointments.consultant_id,
  customer_type: appointments.customer_type,
  customerable_id: appointments.customerable_id,
  customer_timezone_id: appointments.customer_timezone_id,
  date: appointments.date,
  start_time: appointments.start_time,
  end_time: appointments.end_time,
  starts_at: appointments.starts_at,
  ends_at: appointments.ends_at,
  status: appointments.status,
  booking_fee: appointments.booking_fee,
  tip: appointments.tip,
  service_total: appointments.service_total,
  tax: appointments.tax,
  total: appointments.total,
  pay_now: appointments.pay_now,
  google_calendar_event_id: appointments.google_calendar_event_id,
  series_id: appointments.series_id,
  created_at: appointments.created_at,
};
export type AppointmentBase = { [K in keyof typeof appointmentColumns]: AppointmentRow[K] };

export interface Appends {
  customer?: boolean;
  consultant?: boolean;
  services?: boolean;
  /** One appointment's dialog: events, video conferences and selected consultant services. */
  detail?: boolean;
}

type Person = { id: number; firstname: string; lastname: string; full_name: string; email: string };

const fullName = (p: { firstname: string; lastname: string }) =>
  `${p.firstname} ${p.lastname}`.trim();

const unique = (values: number[]) => [...new Set(values)];

async function customersOf(db: Db | Tx, businessId: number, rows: AppointmentBase[]) {
  const userIds = unique(
    rows.filter((r) => r.customer_type === 'user').map((r) => r.customerable_id),
  );
  const guestIds = unique(
    rows.filter((r) => r.customer_type === 'guest').map((r) => r.customerable_id),
  );
  const pick = (table: typeof users | typeof guests, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: table.id,
            firstname: table.firstname,
            lastname: table.lastname,
            email: table.email,
          })
          .from(table)
          .where(and(inArray(table.id, ids), eq(table.business_id, businessId)));
  const [userRows, guestRows] = await Promise.all([pick(users, userIds), pick(guests, guestIds)]);
  const byKey = new Map<string, Person>();
  for (const u of userRows) byKey.set(`user:${u.id}`, { ...u, full_name: fullName(u) });
  for (const g of guestRows) byKey.set(`guest:${g.id}`, { ...g, full_name: fullName(g) });
  return byKey;
}

async function consultantsOf(db: Db | Tx, businessId: number, rows: AppointmentBase[]) {
  const ids = unique(rows.map((r) => r.consultant_id));
  const found = await db
    .select({
      id: consultants.id,
      admin_id: admins.id,
      firstname: admins.firstname,
      lastname: admins.lastname,
    })
    .from(consultants)
    .innerJoin(admins, eq(admins.id, consultants.admin_id))
    .where(and(inArray(consultants.id, ids), eq(consultants.business_id, businessId)));
  return new Map(
    found.map((c) => [
      c.id,
      {
        id: c.id,
        admin: {
          id: c.admin_id,
          firstname: c.firstname,
          lastname: c.lastname,
          full_name: fullName(c),
        },
      },
    ]),
  );
}

async function servicesOf(db: Db | Tx, businessId: number, ids: number[]) {
  const lines = await db
    .select({
      id: appointmentServices.id,
      appointment_id: appointmentServices.appointment_id,
      service_id: appointmentServices.service_id,
      consultant_service_id: appointmentServices.consultant_service_id,
      name: appointmentServices.name,
      price: appointmentServices.price,
    })
    .from(appointmentServices)
    .where(
      and(
        inArray(appointmentServices.appointment_id, ids),
        eq(appointmentServices.business_id, businessId),
      ),
    )
    .orderBy(asc(appointmentServices.id));
  const byAppointment = new Map<number, Omit<(typeof lines)[number], 'appointment_id'>[]>();
  for (const { appointment_id, ...line } of lines) {
    const list = byAppointment.get(appointment_id) ?? [];
    list.push(line);
    byAppointment.set(appointment_id, list);
  }
  return byAppointment;
}

/** An appointment's events: its activities, oldest first, with the initiating admin's name. */
export async function eventsOf(db: Db | Tx, businessId: number, appointmentId: number) {
  const rows = await db
    .select({
      id: activities.id,
      note: activities.note,
      start_date: activities.start_date,
      end_date: activities.end_date,
      created_at: activities.created_at,
      firstname: admins.firstname,
      lastname: admins.lastname,
    })
    .from(activities)
    .leftJoin(
      admins,
      and(eq(activities.initiator_type, 'admin'), eq(admins.id, activities.initiator_id)),
    )
    .where(
      and(eq(activities.appointment_id, appointmentId), eq(activities.business_id, businessId)),
    )
    .orderBy(asc(activities.created_at), asc(activities.id));
  return rows.map(({ firstname, lastname, ...event }) => ({
    ...event,
    initiator:
      firstname === null || lastname === null
        ? null
        : { full_name: fullName({ firstname, lastname }) },
  }));
}

/**
 * Adds the requested relations to a page of appointments: one query per relation kind, in
 * parallel, whatever the page size.
 */
export async function withRelations(
  db: Db | Tx,
  businessId: number,
  rows: AppointmentBase[],
  appends: Appends,
) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const single = appends.detail && rows.length === 1 ? rows[0]! : null;
  const [customers, consultantMap, services, events, meetings] = await Promise.all([
    appends.customer ? customersOf(db, businessId, rows) : null,
    appends.consultant ? consultantsOf(db, businessId, rows) : null,
    appends.services || appends.detail ? servicesOf(db, businessId, ids) : null,
    single ? eventsOf(db, businessId, single.id) : null,
    single
      ? db
          .select({
            id: videoConferences.id,
            appointment_id: videoConferences.appointment_id,
            event_platform: videoConferences.event_platform,
            url: videoConferences.url,
            password: videoConferences.password,
          })
          .from(videoConferences)
          .where(eq(videoConferences.appointment_id, single.id))
          .orderBy(asc(videoConferences.id))
      : null,
  ]);
  return toWire(
    rows.map((row) => {
      const lines = services?.get(row.id) ?? [];
      return {
        ...row,
        ...(customers
          ? { customerable: customers.get(`${row.customer_type}:${row.customerable_id}`) }
          : {}),
        ...(consultantMap ? { consultant: consultantMap.get(row.consultant_id) } : {}),
        ...(services && (appends.services || appends.detail) ? { services: lines } : {}),
        ...(single
          ? {
              selected_consultant_services: lines
                .map((l) => l.consultant_service_id)
                .filter((id): id is number => id !== null),
              video_conferences: meetings ?? [],
              events: events ?? [],
            }
          : {}),
      };
    }),
  );
}

/** One appointment of the business with every relation the dialog shows; null when not there. */
export async function loadAppointment(db: Db | Tx, businessId: number, id: number) {
  const [row] = await db
    .select(appointmentColumns)
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.business_id, businessId)))
    .limit(1);
  if (!row) return null;
  const [full] = await withRelations(db, businessId, [row], {
    customer: true,
    consultant: true,
    services: true,
    detail: true,
  });
  return full!;
}

/** Used by the stats: the month (YYYY-MM) of a date column. */
export const monthOf = sql<string>`to_char(${appointments.date}, 'YYYY-MM')`;

type JsonPerson = { id: number; firstname: string; lastname: string; email: string };
type JsonConsultant = { id: number; admin: { id: number; firstname: string; lastname: string } };
type JsonLine = {
  id: number;
  service_id: number | null;
  consultant_service_id: number | null;
  name: string;
  price: number;
};

const a = appointments;
const customerJson = sql<JsonPerson | null>`case ${a.customer_type}
  when 'user' then (select json_build_object('id', u.id, 'firstname', u.firstname, 'lastname', u.lastname, 'email', u.email)
    from users u where u.id = ${a.user_id} and u.business_id = ${a.business_id})
  else (select json_build_object('id', g.id, 'firstname', g.firstname, 'lastname', g.lastname, 'email', g.email)
    from guests g where g.id = ${a.guest_id} and g.business_id = ${a.business_id}) end`;
const consultantJson = sql<JsonConsultant | null>`(select json_build_object('id', c.id, 'admin',
    json_build_object('id', ad.id, 'firstname', ad.firstname, 'lastname', ad.lastname))
  from consultants c join admins ad on ad.id = c.admin_id
  where c.id = ${a.consultant_id} and c.business_id = ${a.business_id})`;
const servicesJson = sql<
  JsonLine[]
>`coalesce((select json_agg(json_build_object('id', s.id, 'service_id', s.service_id,
    'consultant_service_id', s.consultant_service_id, 'name', s.name, 'price', s.price) order by s.id)
  from appointment_services s where s.appointment_id = ${a.id} and s.business_id = ${a.business_id}), '[]'::json)`;

/**
 * A page of the list with its relations in ONE statement: the page's ids are picked first
 * (the business/created_at index, LIMIT/OFFSET), then each row's customer, consultant and
 * service lines are read by key in correlated subqueries, as JSON. One round trip instead of
 * one per relation kind. `limit`/`offset` may be placeholders (see list.ts); the statement
 * takes the placeholder `businessId`.
 */
export function pagePlan(
  db: Db,
  where: SQL,
  order: SQL[],
  limit: number,
  offset: number,
  appends: Appends,
) {
  const page = db
    .select({ page_id: appointments.id })
    .from(appointments)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({
      ...appointmentColumns,
      customer: appends.customer ? customerJson : sql<JsonPerson | null>`null`,
      consultant: appends.consultant ? consultantJson : sql<JsonConsultant | null>`null`,
      services: appends.services ? servicesJson : sql<JsonLine[] | null>`null`,
      stamp: activityStamp,
    })
    .from(appointments)
    .innerJoin(page, eq(page.page_id, appointments.id))
    .orderBy(...order);
}

/**
 * When the business's newest activity was recorded (microseconds, as text): read in the page's
 * own statement, it tells whether a kept total may still be used (see CountCache).
 */
const activityStamp = sql<
  string | null
>`(select (extract(epoch from act.created_at) * 1000000)::bigint::text
  from activities act where act.business_id = ${sql.placeholder('businessId')} order by act.created_at desc limit 1)`;

type PageRow = AppointmentBase & {
  customer: JsonPerson | null;
  consultant: JsonConsultant | null;
  services: JsonLine[] | null;
  stamp: string | null;
};

/**
 * An appointment's own columns as the API writes them, its instants as ISO strings. Built as
 * one literal (the list's rows go through here, ten per request): typed against
 * `appointmentColumns`, so a column added there fails to compile until it is written out here.
 */
function wireAppointment(r: AppointmentBase): Wire<AppointmentBase> {
  return {
    id: r.id,
    business_id: r.business_id,
    consultant_id: r.consultant_id,
    customer_type: r.customer_type,
    customerable_id: r.customerable_id,
    customer_timezone_id: r.customer_timezone_id,
    date: r.date,
    start_time: r.start_time,
    end_time: r.end_time,
    starts_at: r.starts_at.toISOString(),
    ends_at: r.ends_at.toISOString(),
    status: r.status,
    booking_fee: r.booking_fee,
    tip: r.tip,
    service_total: r.service_total,
    tax: r.tax,
    total: r.total,
    pay_now: r.pay_now,
    google_calendar_event_id: r.google_calendar_event_id,
    series_id: r.series_id,
    created_at: r.created_at.toISOString(),
  };
}

type ListedAppointment = Wire<AppointmentBase> & {
  customerable?: (JsonPerson & { full_name: string }) | undefined;
  consultant?: { id: number; admin: JsonConsultant['admin'] & { full_name: string } } | undefined;
  services?: JsonLine[];
};

/**
 * The rows of `pagePlan` as the API answers them. The appended relations come from JSON, so
 * only the appointment's own columns hold dates to write out; each row is built once.
 */
export function presentPage(rows: PageRow[], appends: Appends): ListedAppointment[] {
  return rows.map((r) => {
    const row: ListedAppointment = wireAppointment(r);
    if (appends.customer) {
      row.customerable = r.customer
        ? { ...r.customer, full_name: fullName(r.customer) }
        : undefined;
    }
    if (appends.consultant) {
      const c = r.consultant;
      row.consultant = c
        ? { id: c.id, admin: { ...c.admin, full_name: fullName(c.admin) } }
        : undefined;
    }
    if (appends.services) row.services = r.services ?? [];
    return row;
  });
}
