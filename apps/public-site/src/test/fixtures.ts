import type {
  BookingQuote,
  PublicBooking,
  PublicSite,
  PublicTimeSlot,
  PublicWaitlistOffer,
} from '@rendezvous/domain';

const day = (id: number, name: string, active: 0 | 1 = 1) => ({
  id,
  business_id: 7,
  day: name as 'monday',
  is_active: active,
  work_start_time: '09:00',
  work_end_time: '17:00',
  has_breaks: 0 as const,
  break_start_time: null,
  break_end_time: null,
});

/** The public payload of a small salon's site (theme 1 unless overridden). */
export function siteFixture(
  overrides: Partial<PublicSite['business']> = {},
  extra: Partial<PublicSite> = {},
): PublicSite {
  return {
    business: {
      id: 7,
      name: 'Maison Lumière',
      email: 'hello@maison.test',
      phone_number: '+1 514 555 0101',
      short_description: 'Hair and colour in Old Montreal',
      long_description: 'We have cut hair since 1998.',
      logo_url: null,
      subdomain: 'maison',
      theme_id: 1,
      time_zone: 'America/Toronto',
      is_live: 1,
      online_series_max: 0,
      default_language: 'en-CA',
      addresses: [
        {
          id: 1,
          address_line_1: '12 Rue Saint-Paul',
          address_line_2: null,
          city: 'Montréal',
          postal_code: 'H2Y 1G6',
          country_id: 1,
          state_id: 1,
          hide_address: 0,
          gmaps_full_address: '12 Rue Saint-Paul, Montréal, QC H2Y 1G6',
          gmaps_latitude: 45.5,
          gmaps_longitude: -73.55,
          gmaps_place_id: 'x',
        },
      ],
      days: [
        day(1, 'monday'),
        { ...day(3, 'tuesday'), day: 'tuesday', work_start_time: '10:00', work_end_time: '16:00' },
        day(2, 'sunday', 0),
      ],
      settings: [],
      ...overrides,
    },
    theme_images: [
      { id: 1, business_id: 7, image_url: '/uploads/a.jpg', order: 1 },
      { id: 2, business_id: 7, image_url: '/uploads/b.jpg', order: 2 },
    ],
    services: [
      {
        id: 11,
        name: 'Haircut',
        description: 'Wash, cut and style',
        image_url: null,
        service_category_id: 1,
        service_category_name: 'Hair',
        show_price: true,
        price: 4500,
        is_subscription: false,
        appointment_length_decider: 'business',
        appointment_length: 30,
        minimum_appointment_length: 30,
        maximum_appointment_length: 60,
      },
      {
        id: 12,
        name: 'Consultation',
        description: 'Talk it through',
        image_url: null,
        service_category_id: 1,
        service_category_name: 'Hair',
        show_price: false,
        price: null,
        is_subscription: false,
        appointment_length_decider: 'business',
        appointment_length: 15,
        minimum_appointment_length: 15,
        maximum_appointment_length: 15,
      },
    ],
    consultants: [
      {
        id: 21,
        admin_id: 31,
        firstname: 'Amélie',
        lastname: 'Roy',
        full_name: 'Amélie Roy',
        image_url: null,
        is_away: 0,
        work_days: ['monday', 'tuesday', 'sunday'],
        services: [
          {
            id: 41,
            service_id: 11,
            name: 'Haircut',
            description: 'Wash, cut and style',
            image_url: null,
            price: 4500,
            appointment_length_decider: 'business',
            appointment_length: 30,
            minimum_appointment_length: 30,
            maximum_appointment_length: 60,
          },
        ],
      },
    ],
    theme_entities: [],
    review_stats: {
      count: 3,
      average: 4.3,
      per_rating: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 },
    },
    ...extra,
  };
}

export const page = <T>(data: T[] = []) => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: 10,
  total: data.length,
});

export const slot = (start: string, end: string, consultant = 21): PublicTimeSlot => ({
  consultant_id: consultant,
  consultant_name: 'Amélie Roy',
  consultant_service_ids: [41],
  start_time: start,
  end_time: end,
});

/** The quote of `slot`: Amélie's haircut at the list price, $45.00, with Quebec's 14.975 % of tax. */
export const quoted: BookingQuote = {
  consultant_id: 21,
  consultant_name: 'Amélie Roy',
  lines: [
    { consultant_service_id: 41, service_id: 11, name: 'Haircut', price: 4500, list_price: 4500 },
  ],
  service_total: 4500,
  tax_rate_ppm: 149_750,
  tax: 674,
  booking_fee: 0,
  total: 5174,
};

/** What booking answers: a haircut with Amélie on 10 March at 10:00, pay later unless changed. */
export function bookedFixture(changes: Partial<PublicBooking['appointment']> = {}): PublicBooking {
  return {
    appointment: {
      id: 90,
      business_id: 7,
      business_name: 'Maison Lumière',
      consultant_id: 21,
      consultant_name: 'Amélie Roy',
      customer_type: 'guest',
      date: '2026-03-10',
      start_time: '10:00',
      end_time: '10:30',
      starts_at: '2026-03-10T14:00:00Z',
      ends_at: '2026-03-10T14:30:00Z',
      time_zone: 'America/Toronto',
      status: 'active',
      service_total: 4500,
      tax: 0,
      booking_fee: 0,
      tip: 0,
      total: 4500,
      pay_now: 0,
      services: [{ id: 1, service_id: 11, consultant_service_id: 41, name: 'Haircut', price: 4500 }],
      selected_consultant_services: [41],
      can_change: true,
      change_notice_hours: 24,
      created_at: '2026-03-02T12:00:00Z',
      ...changes,
    },
    ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
  };
}

/**
 * A waitlist offer: the booked fixture's time (a haircut with Amélie on 10 March at 10:00),
 * held until 10:30 on 2 March, business time, for the customer the e-mail went to.
 */
export function waitlistOfferFixture(
  changes: Partial<PublicWaitlistOffer> = {},
): PublicWaitlistOffer {
  const { appointment } = bookedFixture();
  return {
    business: { name: 'Maison Lumière', subdomain: 'maison', phone: '+1 514 555 0101' },
    status: 'open',
    service_name: 'Haircut',
    consultant_name: appointment.consultant_name,
    date: appointment.date,
    start_time: appointment.start_time,
    end_time: appointment.end_time,
    starts_at: appointment.starts_at,
    expires_at: '2026-03-02T15:30:00Z',
    appointment_id: null,
    ...changes,
  };
}
