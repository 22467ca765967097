import type { Business } from '@rendezvous/domain';

/** The business the tabs of these tests belong to. */
export const testBusiness: Business = {
  id: 10,
  name: 'Maison Lumière',
  email: 'hello@example.com',
  phone_number: null,
  registry_id: null,
  short_description: null,
  long_description: null,
  status: 'active',
  province: null,
  primary_contact: null,
  postal_code: null,
  logo_url: null,
  subdomain: null,
  theme_id: null,
  category_service_id: null,
  time_zone: 'America/Toronto',
  is_live: 0,
  tax_rate_ppm: 149750,
  booking_fee: 0,
  booking_horizon_days: 365,
  trial_ends_at: null,
  full_address: null,
  gmaps_full_address: null,
  morph_class: 'business',
  created_at: '2026-01-01T00:00:00.000Z',
};

/** A page as the API serves it. */
export function pageOf<T>(rows: T[], page = 1, total = rows.length) {
  return {
    data: rows,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / 10)),
    per_page: 10,
    total,
  };
}
