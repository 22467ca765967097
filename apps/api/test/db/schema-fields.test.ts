import {
  ACTIVITY_TYPES,
  APPOINTMENT_LENGTH_DECIDERS,
  APPOINTMENT_STATUSES,
  CUSTOMER_TYPES,
  INTEGRATION_PLATFORMS,
  INVITATION_STATUSES,
  ITEM_DATA_TYPES,
  MESSAGE_ACTIONS,
  MESSAGE_TYPES,
  MORPH_CLASSES,
  NOTIFICATION_TYPES,
  PAYMENT_METHOD_STATUSES,
  PERMISSION_ACTIONS,
  PERSON_STATUSES,
  PROSPECT_STATUSES,
  REVIEW_STATUSES,
  ROLE_TYPES,
  VIDEO_PLATFORMS,
  WEEK_DAYS,
  TIME_OFF_KINDS,
} from '@rendezvous/domain';
import { getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';

/**
 * The scalar fields each spec §3 entity lists (both documents). Relations the spec lists with
 * an entity (roles, services, customerable...) and values the API derives (morph_class,
 * pending_setup_steps) are not columns, so they are left out.
 */
// A table: one entity per entry, its fields flowing over lines.
// prettier-ignore
const SPEC_FIELDS: Array<[string, PgTable, string[]]> = [
  ['Appointment', schema.appointments, [
    'id', 'business_id', 'consultant_id', 'customerable_id', 'customer_type',
    'customer_timezone_id', 'date', 'start_time', 'end_time', 'status', 'booking_fee', 'tip',
    'service_total', 'tax', 'total', 'pay_now', 'google_calendar_event_id', 'created_at'
  ]],
  ['Admin', schema.admins, [
    'id', 'firstname', 'lastname', 'username', 'email', 'phone', 'full_name', 'business_id',
    'can_invite', 'image_url', 'is_active', 'is_away'
  ]],
  ['Business', schema.businesses, [
    'id', 'name', 'email', 'phone_number', 'registry_id', 'short_description', 'long_description',
    'status', 'province', 'primary_contact', 'postal_code', 'logo_url', 'subdomain', 'theme_id',
    'full_address', 'gmaps_full_address', 'category_service_id', 'time_zone', 'trial_ends_at'
  ]],
  ['Service', schema.services, [
    'id', 'name', 'price', 'show_price', 'description', 'image_url', 'service_category_id',
    'appointment_length_decider', 'appointment_length', 'minimum_appointment_length',
    'maximum_appointment_length', 'is_subscription', 'subscription_period_id', 'business_id'
  ]],
  ['Client', schema.users, [
    'id', 'firstname', 'lastname', 'full_name', 'email', 'phone', 'status', 'image_url',
    'password', 'business_id', 'created_at'
  ]],
  ['Guest', schema.guests, [
    'id', 'business_id', 'firstname', 'lastname', 'email', 'phone', 'created_at'
  ]],
  ['Address', schema.addresses, [
    'addressable_id', 'addressable_type', 'address_line_1', 'address_line_2', 'country_id',
    'state_id', 'city', 'postal_code', 'hide_address', 'gmaps_full_address', 'gmaps_latitude',
    'gmaps_longitude', 'gmaps_place_id'
  ]],
  ['Business setting', schema.businessSettings, [
    'setting_code', 'is_active', 'business_id'
  ]],
  ['Setting definition', schema.settings, [
    'code', 'description', 'info', 'icon'
  ]],
  ['Service category', schema.serviceCategories, [
    'id', 'name', 'image_url', 'business_id'
  ]],
  ['Subscription period', schema.subscriptionPeriods, [
    'id', 'period', 'description'
  ]],
  ['Consultant service', schema.consultantServices, [
    'id', 'service_id', 'consultant_id', 'name', 'price', 'description', 'image_url',
    'appointment_length_decider', 'appointment_length', 'minimum_appointment_length',
    'maximum_appointment_length', 'use_business_price', 'use_business_description',
    'use_business_appointment_length'
  ]],
  ['Day', schema.days, [
    'id', 'day', 'is_active', 'work_start_time', 'work_end_time', 'has_breaks',
    'break_start_time', 'break_end_time', 'business_id', 'consultant_id'
  ]],
  ['Invitation', schema.invitations, [
    'id', 'email', 'role_id', 'status', 'admin_id', 'sender_id', 'last_email_sent', 'created_at',
    'firstname', 'lastname'
  ]],
  ['Role', schema.roles, [
    'id', 'name', 'type'
  ]],
  ['Role permission', schema.permissions, [
    'action', 'entity', 'is_active'
  ]],
  ['Message', schema.messages, [
    'id', 'business_id', 'thread', 'reply_message_id', 'senderable_id', 'senderable_type',
    'receiverable_id', 'receiverable_type', 'body', 'type', 'status_read', 'is_starred', 'action',
    'created_at'
  ]],
  ['Notification', schema.notifications, [
    'id', 'type', 'body', 'status_read', 'created_at'
  ]],
  ['Activity', schema.activities, [
    'note', 'activity_type', 'created_at', 'initiator_type', 'initiator_id', 'receiver_type',
    'receiver_id'
  ]],
  ['Prospect', schema.prospects, [
    'user_id', 'status'
  ]],
  ['Integration', schema.integrations, [
    'id', 'platform', 'integrable_type', 'integrable_id'
  ]],
  ['Integration entity', schema.integrationEntities, [
    'integration_id', 'entity_type', 'entity_id'
  ]],
  ['Review', schema.reviews, [
    'id', 'business_id', 'rating', 'text', 'created_at'
  ]],
  ['Theme', schema.themes, [
    'id', 'preview_image_url', 'minimum_images_count'
  ]],
  ['Theme image', schema.themeImages, [
    'image_url'
  ]],
  ['Business theme entity', schema.businessThemeEntities, [
    'id', 'business_id', 'theme_id', 'type', 'group', 'order'
  ]],
  ['Theme entity item', schema.businessThemeEntityItems, [
    'id', 'key', 'value', 'data_type'
  ]],
  ['Merchant', schema.merchants, [
    'name', 'onboarding_completed'
  ]],
  ['Merchant customer', schema.merchantCustomers, [
    'id', 'gateway'
  ]],
  ['Payment method', schema.paymentMethods, [
    'id', 'brand', 'identifier', 'is_default', 'status', 'merchant_customers_id', 'payment_method'
  ]],
];

describe('Drizzle tables against the spec and the domain', () => {
  it.each(SPEC_FIELDS)(
    '%s has a column for every field the spec lists',
    (_entity, table, fields) => {
      const columns = getTableColumns(table);
      const missing = fields.filter((field) => !(field in columns));
      expect(missing).toEqual([]);
    },
  );

  it('names every property after its column, so rows go out as the spec names them', () => {
    const tables = Object.values(schema).filter((value) => is(value, PgTable));
    expect(tables.length).toBeGreaterThan(40);
    for (const table of tables) {
      for (const [property, column] of Object.entries(getTableColumns(table))) {
        expect(column.name).toBe(property);
      }
    }
  });

  it('keeps money in integer cents', () => {
    const money = [
      schema.appointments.booking_fee,
      schema.appointments.tip,
      schema.appointments.service_total,
      schema.appointments.tax,
      schema.appointments.total,
      schema.appointmentServices.price,
      schema.services.price,
      schema.consultantServices.price,
    ];
    for (const column of money) expect(column.columnType).toBe('PgInteger');
  });

  it('offers exactly the values the domain allows in every enum it shares', () => {
    const pairs: Array<[readonly string[], readonly string[]]> = [
      [schema.personStatus.enumValues, PERSON_STATUSES],
      [schema.appointmentStatus.enumValues, APPOINTMENT_STATUSES],
      [schema.customerType.enumValues, CUSTOMER_TYPES],
      [schema.invitationStatus.enumValues, INVITATION_STATUSES],
      [schema.notificationType.enumValues, NOTIFICATION_TYPES],
      [schema.messageType.enumValues, MESSAGE_TYPES],
      [schema.messageAction.enumValues, MESSAGE_ACTIONS],
      [schema.activityType.enumValues, ACTIVITY_TYPES],
      [schema.weekDay.enumValues, WEEK_DAYS],
      [schema.integrationPlatform.enumValues, INTEGRATION_PLATFORMS],
      [schema.permissionAction.enumValues, PERMISSION_ACTIONS],
      [schema.roleType.enumValues, ROLE_TYPES],
      [schema.morphType.enumValues, MORPH_CLASSES],
      [schema.lengthDecider.enumValues, APPOINTMENT_LENGTH_DECIDERS],
      [schema.themeItemDataType.enumValues, ITEM_DATA_TYPES],
      [schema.reviewStatus.enumValues, REVIEW_STATUSES],
      [schema.prospectStatus.enumValues, PROSPECT_STATUSES],
      [schema.paymentMethodStatus.enumValues, PAYMENT_METHOD_STATUSES],
      [schema.videoPlatform.enumValues, VIDEO_PLATFORMS],
      [schema.timeOffKind.enumValues, TIME_OFF_KINDS],
    ];
    for (const [table, domain] of pairs) expect(table).toEqual([...domain]);
  });
});
