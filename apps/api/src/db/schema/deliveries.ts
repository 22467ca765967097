import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { businesses } from './businesses';
import { createdAt, id, timestamptz } from './columns';
import { customerType } from './enums';

/**
 * One message to one customer on one channel about one appointment: its confirmation, a change
 * or cancellation notice, or a reminder. Planned in the transaction that books, moves or
 * cancels the appointment, with a job on the queue to send it at `due_at`; the row is the
 * appointment's delivery log, and its unique key is what makes a retried or duplicated job
 * send nothing twice. `version` counts the appointment's changes, so a move plans new
 * reminders beside the superseded ones.
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    appointment_id: integer('appointment_id').notNull(),
    version: integer('version').notNull(),
    /** 'confirmation', 'change', 'cancellation', or 'reminder:<minutes before>'. */
    step: text('step').notNull(),
    recipient_type: customerType('recipient_type').notNull(),
    recipient_id: integer('recipient_id').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    status: text('status', {
      enum: ['scheduled', 'sending', 'sent', 'superseded', 'skipped', 'failed'],
    })
      .default('scheduled')
      .notNull(),
    due_at: timestamptz('due_at').notNull(),
    /** The queue's job that sends it. */
    job_id: uuid('job_id').notNull(),
    /** Filled when it is sent (or skipped): where, in which language, what the provider said. */
    address: text('address'),
    language: text('language'),
    sent_at: timestamptz('sent_at'),
    /** Why it was skipped or failed, or the provider's last status. */
    detail: text('detail'),
    attempts: integer('attempts').default(0).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    unique('message_deliveries_key_unique').on(
      t.appointment_id,
      t.version,
      t.step,
      t.recipient_type,
      t.recipient_id,
      t.channel,
    ),
    index('message_deliveries_business_appointment_idx').on(t.business_id, t.appointment_id),
    index('message_deliveries_appointment_status_idx').on(t.appointment_id, t.status),
    // An SMS reply finds the reminder it answers by the number it came from.
    index('message_deliveries_address_idx').on(t.address, t.channel, t.status),
    foreignKey({
      name: 'message_deliveries_appointment_of_business_fk',
      columns: [t.appointment_id, t.business_id],
      foreignColumns: [appointments.id, appointments.business_id],
    }).onDelete('cascade'),
    check('message_deliveries_version_positive', sql`${t.version} > 0`),
    check('message_deliveries_step_bounded', sql`length(${t.step}) <= 40`),
    check('message_deliveries_channel_known', sql`${t.channel} in ('email', 'sms')`),
    check(
      'message_deliveries_status_known',
      sql`${t.status} in ('scheduled', 'sending', 'sent', 'superseded', 'skipped', 'failed')`,
    ),
  ],
);

/**
 * Numbers that replied STOP (ARRÊT) to a business's text messages: nothing more is texted to
 * them by that business until they reply START. Kept per business, as carriers expect (the
 * customer stops one sender, not every business on the platform).
 */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** E.164, as the gateway sends to it and Twilio's From gives it. */
    phone: text('phone').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    unique('sms_opt_outs_business_phone_unique').on(t.business_id, t.phone),
    check('sms_opt_outs_phone_e164', sql`${t.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
  ],
);
