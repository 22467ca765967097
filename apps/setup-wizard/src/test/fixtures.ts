import type { Admin, Business, BusinessCategory } from '@rendezvous/domain';

/** A newly signed-up admin: no roles to speak of and no business yet. */
export function newAdmin(overrides: Partial<Admin> = {}): Admin {
  return {
    id: 7,
    firstname: 'Chloé',
    lastname: 'Martin',
    username: null,
    email: 'chloe@example.com',
    phone: null,
    full_name: 'Chloé Martin',
    business_id: null,
    image_url: null,
    is_active: 1,
    is_away: 0,
    can_invite: true,
    morph_class: 'admin',
    created_at: '2026-01-01T00:00:00.000Z',
    roles: [],
    consultant: null,
    pending_setup_steps: [],
    ...overrides,
  };
}

export const CATEGORIES: BusinessCategory[] = [
  {
    id: 1,
    name: 'Beauty & wellness',
    services: [
      { id: 11, name: 'Hair salon' },
      { id: 12, name: 'Spa' },
    ],
  },
  {
    id: 2,
    name: 'Real estate',
    services: [{ id: 21, name: 'Residential brokerage' }],
  },
];

/** A business just created by the setup form: nothing configured yet. */
export function newBusiness(overrides: Partial<Business> = {}): Business {
  return {
    id: 55,
    name: 'Maison Lumière',
    email: 'chloe@example.com',
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
    category_service_id: 11,
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
    addresses: [],
    ...overrides,
  };
}
