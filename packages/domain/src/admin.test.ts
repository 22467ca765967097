import { describe, expect, it } from 'vitest';
import {
  AdminListQuerySchema,
  AdminProfileFormSchema,
  AdminSchema,
  UpdateAdminInputSchema,
  type Admin,
} from './admin';
import { adminDisplayName } from './people';
import { UpdateAdminRolesInputSchema } from './role';
import { toPendingSetupStep } from './setup-steps';
import { messagesOf } from './test-helpers';

/** An admin as get-admin-by-token returns it, with every relation the console reads. */
const adminFixture: Admin = {
  id: 4,
  firstname: 'Ada',
  lastname: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  phone: null,
  full_name: 'Ada Lovelace',
  business_id: 1,
  image_url: null,
  is_active: 1,
  is_away: 0,
  can_invite: true,
  morph_class: 'admin',
  created_at: '2025-01-01T00:00:00.000Z',
  roles: [
    {
      id: 3,
      name: 'admin',
      type: 'admin',
      permissions: [{ action: 'read', entity: 'dashboard', is_active: 1 }],
    },
  ],
  consultant: {
    id: 9,
    admin_id: 4,
    business_id: 1,
    days: [
      {
        id: 1,
        consultant_id: 9,
        day: 'monday',
        is_active: 1,
        work_start_time: '09:00',
        work_end_time: '17:00',
        has_breaks: 0,
        break_start_time: null,
        break_end_time: null,
      },
    ],
    services: [],
  },
  business: {
    id: 1,
    name: 'Salon',
    email: null,
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
    theme_id: 1,
    category_service_id: 2,
    time_zone: 'America/Toronto',
    is_live: 0,
    tax_rate_ppm: 149750,
    booking_fee: 0,
    booking_horizon_days: 365,
    trial_ends_at: null,
    full_address: null,
    gmaps_full_address: null,
    morph_class: 'business',
    created_at: '2025-01-01T00:00:00.000Z',
  },
  pending_setup_steps: [toPendingSetupStep('add_business_logo')],
  integrations: [],
  merchant_customers: [],
};

describe('AdminSchema', () => {
  it('keeps every field the console reads', () => {
    expect(AdminSchema.parse(adminFixture)).toEqual(adminFixture);
  });

  it('accepts every setup name of the spec as a pending step, view_integrations included', () => {
    const admin = {
      ...adminFixture,
      pending_setup_steps: [toPendingSetupStep('view_integrations')],
    };
    expect(AdminSchema.parse(admin).pending_setup_steps[0]?.action).toBe('view_integrations');
    const unknown = { ...toPendingSetupStep('add_business_logo'), action: 'view_everything' };
    expect(AdminSchema.safeParse({ ...adminFixture, pending_setup_steps: [unknown] }).success).toBe(
      false,
    );
  });

  it('refuses an admin without roles, consultant or pending steps', () => {
    const {
      roles: _roles,
      consultant: _consultant,
      pending_setup_steps: _steps,
      ...partial
    } = adminFixture;
    expect(Object.keys(messagesOf(AdminSchema, partial)).sort()).toEqual([
      'consultant',
      'pending_setup_steps',
      'roles',
    ]);
  });
});

describe('admin forms', () => {
  it('use the spec messages', () => {
    expect(messagesOf(AdminProfileFormSchema, { firstname: '', lastname: '', email: 'x' })).toEqual(
      {
        firstname: ['First name is required'],
        lastname: ['Last name is required'],
        email: ['Email must be valid'],
      },
    );
  });

  it('patch one field at a time', () => {
    expect(UpdateAdminInputSchema.parse({ business_id: 5 })).toEqual({ business_id: 5 });
    expect(UpdateAdminInputSchema.parse({ is_away: 1 })).toEqual({ is_away: 1 });
    expect(messagesOf(UpdateAdminInputSchema, { is_away: 2 })).toHaveProperty('is_away');
  });

  it('refuse a username with @, which sign-in would read as an e-mail', () => {
    expect(messagesOf(UpdateAdminInputSchema, { username: 'ada@work' })).toEqual({
      username: ['Username cannot contain @'],
    });
    expect(UpdateAdminInputSchema.parse({ username: ' ada ' })).toEqual({ username: 'ada' });
  });

  it('bound every field', () => {
    expect(
      messagesOf(UpdateAdminInputSchema, {
        firstname: 'A'.repeat(2_000_000),
        username: 'u'.repeat(65),
        phone: '5'.repeat(33),
        business_id: 2 ** 31,
      }),
    ).toEqual({
      firstname: ['First name must be at most 100 characters'],
      username: ['Username must be at most 64 characters'],
      phone: ['Phone must be at most 32 characters'],
      business_id: [expect.any(String)],
    });
    expect(messagesOf(UpdateAdminInputSchema, { lastname: 'Love\u0000lace' })).toEqual({
      lastname: ['Last name cannot contain control characters'],
    });
  });

  it('list admins by a role id within the id column', () => {
    expect(AdminListQuerySchema.parse({ role: '3' }).role).toBe(3);
    expect(messagesOf(AdminListQuerySchema, { role: '2147483648' })).toHaveProperty('role');
    expect(messagesOf(AdminListQuerySchema, { search: 's'.repeat(101) })).toEqual({
      search: ['Search must be at most 100 characters'],
    });
  });

  it('replace roles with at least one', () => {
    expect(messagesOf(UpdateAdminRolesInputSchema, { roles: [] })).toEqual({
      roles: ['At least one role is required'],
    });
  });

  it('show the first name in the header', () => {
    expect(adminDisplayName(adminFixture)).toBe('Ada');
    expect(adminDisplayName({ firstname: '', full_name: 'Ada Lovelace' })).toBe('Ada Lovelace');
  });
});
