import type { Address, Business } from '@rendezvous/domain';

/** A business as GET business/{id} sends it with its relations, for component tests. */
export function makeBusiness(overrides: Partial<Business> = {}): Business {
  return {
    id: 10,
    name: 'Maison Lumière',
    email: 'hello@maison.test',
    phone_number: '416-555-0100',
    registry_id: null,
    short_description: 'Hair and colour',
    long_description: null,
    status: 'active',
    province: null,
    primary_contact: null,
    postal_code: null,
    logo_url: null,
    subdomain: 'maison',
    theme_id: 1,
    category_service_id: 1,
    time_zone: 'America/Toronto',
    is_live: 1,
    tax_rate_ppm: 149750,
    booking_fee: 0,
    booking_horizon_days: 365,
    cancellation_notice_hours: 24,
    minimum_notice_minutes: 120,
    slot_step_minutes: 15,
    max_appointments_per_consultant_day: null,
    waitlist_hold_minutes: 30,
    online_series_max: 0,
    trial_ends_at: null,
    full_address: null,
    gmaps_full_address: null,
    morph_class: 'business',
    created_at: '2026-01-02T10:00:00.000Z',
    addresses: [],
    settings: [],
    tags: [],
    ...overrides,
  };
}

export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    addressable_id: 10,
    addressable_type: 'business',
    address_line_1: '123 King Street West',
    address_line_2: null,
    country_id: 1,
    state_id: 10,
    city: 'Toronto',
    postal_code: 'M5H 1A1',
    hide_address: 0,
    gmaps_full_address: '123 King Street West, Toronto, Ontario, M5H 1A1, Canada',
    gmaps_latitude: 43.65,
    gmaps_longitude: -79.38,
    gmaps_place_id: 'offline:CA-ON:toronto',
    ...overrides,
  };
}

export const COUNTRIES = [
  {
    id: 1,
    name: 'Canada',
    code: 'CA',
    is_active: 1 as const,
    states: [
      { id: 10, country_id: 1, name: 'Ontario' },
      { id: 11, country_id: 1, name: 'Quebec' },
    ],
  },
];

export const MAP_OFFLINE = { tile_url: null, attribution: '© OpenStreetMap contributors', geocoder: 'offline' as const };
