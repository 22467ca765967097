import { pgEnum } from 'drizzle-orm/pg-core';

/*
 * Every closed set of values is a PostgreSQL enum. Those the domain package also lists are
 * spelled out again here rather than imported: drizzle-kit loads this schema through a
 * CommonJS loader that cannot resolve the ESM-only domain package. A test keeps the two
 * lists equal; a new value means a generated migration (`ALTER TYPE ... ADD VALUE`).
 */

/** Status of clients, guests and businesses. */
export const personStatus = pgEnum('person_status', ['active', 'inactive', 'suspended']);
export const appointmentStatus = pgEnum('appointment_status', [
  'active',
  'completed',
  'cancelled',
  'missed',
]);
export const customerType = pgEnum('customer_type', ['user', 'guest']);
export const invitationStatus = pgEnum('invitation_status', ['invited', 'registered']);
/** An admin invites admins into a business; the platform admin invites new businesses. */
export const invitationKind = pgEnum('invitation_kind', ['admin', 'business']);
export const notificationType = pgEnum('notification_type', ['sms', 'contact', 'appointment']);
export const messageType = pgEnum('message_type', ['contact', 'sms']);
export const messageAction = pgEnum('message_action', ['received', 'sent']);
export const activityType = pgEnum('activity_type', ['login', 'note', 'event']);
export const weekDay = pgEnum('week_day', [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]);
export const integrationPlatform = pgEnum('integration_platform', [
  'zoom',
  'google-calendar',
  'google-meet',
  'stripe',
]);

export const permissionAction = pgEnum('permission_action', ['read', 'create', 'update', 'delete']);

/** Role type: customers hold roles of type user, back-office staff roles of type admin. */
export const roleType = pgEnum('role_type', ['user', 'admin']);
export const tokenKind = pgEnum('token_kind', ['access', 'refresh']);
/** Who holds a token: an admin (back office) or a user (customer on the public site). */
export const tokenableType = pgEnum('tokenable_type', ['admin', 'user']);

/**
 * The target of a polymorphic reference (`*_type` + `*_id`). The value is the morph_class the
 * API reports for the row.
 */
export const morphType = pgEnum('morph_type', ['admin', 'user', 'guest', 'business', 'consultant']);

export const videoPlatform = pgEnum('video_platform', ['zoom', 'google-meet']);
export const lengthDecider = pgEnum('appointment_length_decider', ['business', 'customer']);
export const themeItemDataType = pgEnum('theme_item_data_type', ['string', 'text']);
export const reviewStatus = pgEnum('review_status', ['published', 'flagged']);
export const prospectStatus = pgEnum('prospect_status', ['new', 'approved', 'declined']);
export const prospectSource = pgEnum('prospect_source', ['contact', 'signup']);
export const paymentMethodStatus = pgEnum('payment_method_status', ['active', 'inactive']);
export const deliveryTransport = pgEnum('delivery_transport', ['outbox', 'smtp', 'twilio']);
/** What a time off entry is (issue 25); `closure` is the usual kind of a business's own. */
export const timeOffKind = pgEnum('time_off_kind', [
  'holiday',
  'sick',
  'training',
  'closure',
  'other',
]);
export const waitlistStatus = pgEnum('waitlist_status', ['waiting', 'offered', 'booked', 'removed']);
export const waitlistOfferStatus = pgEnum('waitlist_offer_status', [
  'open',
  'confirmed',
  'expired',
  'withdrawn',
]);
export const recurrenceFrequency = pgEnum('recurrence_frequency', ['daily', 'weekly', 'monthly']);
