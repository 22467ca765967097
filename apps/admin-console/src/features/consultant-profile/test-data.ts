import { adminKeys } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import {
  DEFAULT_BUSINESS_DAY,
  WEEK_DAYS,
  type Admin,
  type BusinessDay,
  type ConsultantService,
  type Service,
} from '@rendezvous/domain';
import { makeAdmin } from '../../test/fixtures';

export const businessService: Service = {
  id: 40,
  name: "Men's cut",
  price: 4000,
  show_price: true,
  description: 'A classic cut.',
  image_url: null,
  service_category_id: 3,
  appointment_length_decider: 'business',
  appointment_length: 30,
  minimum_appointment_length: 30,
  maximum_appointment_length: 60,
  is_subscription: false,
  subscription_period_id: 3,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  business_id: 10,
};

export const offeredService: ConsultantService = {
  id: 70,
  service_id: 41,
  consultant_id: 7,
  name: 'Full colour',
  price: 12000,
  description: 'Colour from roots to ends.',
  image_url: null,
  appointment_length_decider: 'business',
  appointment_length: 90,
  minimum_appointment_length: 90,
  maximum_appointment_length: 90,
  use_business_price: true,
  use_business_description: true,
  use_business_appointment_length: true,
};

/** The business is closed on Sunday. */
export const businessDays: BusinessDay[] = WEEK_DAYS.map((day, index) => ({
  id: 100 + index,
  business_id: 10,
  day,
  ...DEFAULT_BUSINESS_DAY,
  is_active: day === 'sunday' ? 0 : 1,
}));

/** The signed-in owner (admin and consultant) with a consultant side. */
export function consultantAdmin(overrides: Partial<Admin> = {}): Admin {
  return makeAdmin(['admin', 'consultant'], {
    consultant: {
      id: 7,
      admin_id: 1,
      business_id: 10,
      services: [offeredService],
      days: WEEK_DAYS.map((day, index) => ({
        id: 200 + index,
        consultant_id: 7,
        day,
        ...DEFAULT_BUSINESS_DAY,
        is_active: day === 'sunday' ? 0 : 1,
      })),
    },
    ...overrides,
  });
}

/** A query client that already holds the signed-in admin (as after the router guard). */
export function signedInAs(me: Admin) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), me);
  return queryClient;
}

export const page = <T,>(rows: T[]) => ({ data: rows, current_page: 1, last_page: 1, per_page: 100, total: rows.length });
