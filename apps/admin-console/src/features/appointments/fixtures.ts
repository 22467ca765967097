import type { Appointment } from '@rendezvous/domain';

/** An appointment as GET appointments/appointment/{id} answers it. */
export function makeAppointment(over: Partial<Appointment> = {}): Appointment {
  return {
    id: 1,
    business_id: 10,
    consultant_id: 3,
    customerable_id: 7,
    customer_type: 'user',
    customer_timezone_id: null,
    date: '2026-12-02',
    start_time: '13:30',
    end_time: '14:30',
    starts_at: '2026-12-02T18:30:00.000Z',
    ends_at: '2026-12-02T19:30:00.000Z',
    status: 'active',
    booking_fee: 0,
    tip: 0,
    service_total: 5000,
    tax: 749,
    total: 5749,
    pay_now: 1,
    google_calendar_event_id: null,
    series_id: null,
    created_at: '2026-11-20T09:08:07.000Z',
    services: [{ id: 1, service_id: 5, consultant_service_id: 31, name: 'Haircut', price: 5000 }],
    selected_consultant_services: [31],
    customerable: { id: 7, firstname: 'Jordan', lastname: 'Lee', full_name: 'Jordan Lee', email: 'jordan@example.com' },
    consultant: { id: 3, admin: { id: 1, firstname: 'Ada', lastname: 'Lovelace', full_name: 'Ada Lovelace' } },
    ...over,
  };
}

export const page = <T>(rows: T[], total = rows.length, perPage = 10) => ({
  data: rows,
  current_page: 1,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
});

/** A service consultant 3 offers at the business's price, description and length (an hour). */
export const makeConsultantService = (id: number, name: string, price: number) => ({
  id,
  service_id: id + 100,
  consultant_id: 3,
  name,
  price,
  description: null,
  image_url: null,
  appointment_length_decider: 'business' as const,
  appointment_length: 60,
  minimum_appointment_length: 60,
  maximum_appointment_length: 60,
  use_business_price: true,
  use_business_description: true,
  use_business_appointment_length: true,
});
