import {
  ROLE_IDS,
  buildIcs,
  customerCanChange,
  formatMoney,
  type CustomerAppointment,
} from '@rendezvous/domain';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  addresses,
  adminRoles,
  admins,
  appointmentServices,
  appointments,
  businesses,
  consultants,
} from '../../db/schema';
import { clock } from '../../lib/clock';

const columns = {
  id: appointments.id,
  business_id: appointments.business_id,
  business_name: businesses.name,
  business_email: businesses.email,
  time_zone: businesses.time_zone,
  cancellation_notice_hours: businesses.cancellation_notice_hours,
  consultant_id: appointments.consultant_id,
  consultant_firstname: admins.firstname,
  consultant_lastname: admins.lastname,
  consultant_admin_id: admins.id,
  customer_type: appointments.customer_type,
  customerable_id: appointments.customerable_id,
  date: appointments.date,
  start_time: appointments.start_time,
  end_time: appointments.end_time,
  starts_at: appointments.starts_at,
  ends_at: appointments.ends_at,
  status: appointments.status,
  service_total: appointments.service_total,
  tax: appointments.tax,
  booking_fee: appointments.booking_fee,
  tip: appointments.tip,
  total: appointments.total,
  pay_now: appointments.pay_now,
  created_at: appointments.created_at,
};

export type CustomerAppointmentRow = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.business_id))
    .innerJoin(
      consultants,
      and(
        eq(consultants.id, appointments.consultant_id),
        eq(consultants.business_id, appointments.business_id),
      ),
    )
    .innerJoin(admins, eq(admins.id, consultants.admin_id))
    .where(where);
}

/** Appointments as their customer sees them, in the order of `rows`, with their service lines. */
export async function presentCustomerAppointments(
  db: Db | Tx,
  rows: CustomerAppointmentRow[],
  now = clock.ms(),
): Promise<CustomerAppointment[]> {
  if (rows.length === 0) return [];
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
        inArray(
          appointmentServices.appointment_id,
          rows.map((r) => r.id),
        ),
        eq(appointmentServices.business_id, rows[0]!.business_id),
      ),
    )
    .orderBy(asc(appointmentServices.id));
  return rows.map((row) => {
    const own = lines.filter((l) => l.appointment_id === row.id);
    return {
      id: row.id,
      business_id: row.business_id,
      business_name: row.business_name,
      consultant_id: row.consultant_id,
      consultant_name: `${row.consultant_firstname} ${row.consultant_lastname}`.trim(),
      customer_type: row.customer_type,
      date: row.date,
      start_time: row.start_time.slice(0, 5),
      end_time: row.end_time.slice(0, 5),
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at.toISOString(),
      time_zone: row.time_zone,
      status: row.status,
      service_total: row.service_total,
      tax: row.tax,
      booking_fee: row.booking_fee,
      tip: row.tip,
      total: row.total,
      pay_now: row.pay_now,
      services: own.map(({ appointment_id: _a, price, ...line }) => ({
        ...line,
        price: price ?? 0,
      })),
      selected_consultant_services: own
        .map((l) => l.consultant_service_id)
        .filter((id): id is number => id !== null),
      can_change: customerCanChange(row, now, row.cancellation_notice_hours),
      change_notice_hours: row.cancellation_notice_hours,
      created_at: row.created_at.toISOString(),
    };
  });
}

/** One appointment of the business, its row for presenting; undefined when there is none. */
export async function loadCustomerAppointmentRow(
  db: Db | Tx,
  businessId: number,
  id: number,
  extra?: SQL,
) {
  const [row] = await selectRows(
    db,
    and(eq(appointments.id, id), eq(appointments.business_id, businessId), extra),
  );
  return row;
}

export { selectRows as selectCustomerAppointmentRows };

/** Admins of the business who hold the admin role: they hear of every booking from the site. */
export async function businessAdminIds(db: Db | Tx, businessId: number): Promise<number[]> {
  const rows = await db
    .select({ id: admins.id })
    .from(admins)
    .innerJoin(adminRoles, eq(adminRoles.admin_id, admins.id))
    .where(
      and(
        eq(admins.business_id, businessId),
        eq(adminRoles.role_id, ROLE_IDS.admin),
        eq(admins.is_active, 1),
      ),
    );
  return rows.map((r) => r.id);
}

/** Where the appointment happens, for the calendar file: the business's first visible address. */
export async function businessLocation(db: Db, businessId: number, name: string): Promise<string> {
  const [address] = await db
    .select({
      line: addresses.address_line_1,
      city: addresses.city,
      postal: addresses.postal_code,
      full: addresses.gmaps_full_address,
      hidden: addresses.hide_address,
    })
    .from(addresses)
    .where(and(eq(addresses.business_id, businessId), eq(addresses.addressable_type, 'business')))
    .orderBy(asc(addresses.id))
    .limit(1);
  if (!address) return name;
  if (address.hidden === 1) return `${name}, ${address.city}`;
  return `${name}, ${address.full ?? `${address.line}, ${address.city} ${address.postal}`}`;
}

/** The appointment's calendar file (RFC 5545). */
export function appointmentIcs(
  appointment: CustomerAppointment,
  opts: { location: string; host: string; businessEmail: string | null; now?: Date },
): string {
  const services = appointment.services.map((s) => s.name).join(', ');
  return buildIcs({
    uid: `appointment-${appointment.id}@${opts.host}`,
    stamp: opts.now ?? clock.now(),
    start: new Date(appointment.starts_at),
    end: new Date(appointment.ends_at),
    summary: `${services} with ${appointment.consultant_name} (${appointment.business_name})`,
    location: opts.location,
    description: `Total ${formatMoney(appointment.total)}. Booked with ${appointment.business_name}.`,
    status: appointment.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    organizer: opts.businessEmail
      ? { name: appointment.business_name, email: opts.businessEmail }
      : null,
  });
}
