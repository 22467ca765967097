import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { admins } from './auth';
import { businesses } from './businesses';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { activityType, morphType } from './enums';

/** The audit trail of the Activities screen: who did what to whom, and when. */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    business_id: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    /** The admin the activity is listed under. */
    admin_id: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    initiator_type: morphType('initiator_type').notNull(),
    initiator_id: integer('initiator_id').notNull(),
    receiver_type: morphType('receiver_type'),
    receiver_id: integer('receiver_id'),
    activity_type: activityType('activity_type').notNull(),
    /** The note in English: a person's own words, or the sentence the server rendered from note_key. */
    note: text('note'),
    /**
     * For a note the server wrote: its key (the domain's ACTIVITY_NOTES) and values, so a reader
     * sees it in their language. Both null for a note a person wrote.
     */
    note_key: text('note_key'),
    note_values: jsonb('note_values').$type<Record<string, string | number | string[]>>(),
    /**
     * The appointment an event activity is about; its `events` are these rows. Kept (set to
     * null) when the appointment is deleted, so the deletion itself stays on record.
     */
    appointment_id: integer('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    /** When the event recorded took place, for activities that describe one (type event). */
    start_date: timestamptz('start_date'),
    end_date: timestamptz('end_date'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('activities_business_created_idx').on(t.business_id, t.created_at),
    index('activities_initiator_idx').on(t.initiator_type, t.initiator_id),
    index('activities_type_idx').on(t.activity_type),
    index('activities_admin_id_idx').on(t.admin_id),
    index('activities_appointment_id_idx').on(t.appointment_id),
    // The key's shape, not the list: keys are added with the code that writes them (which checks
    // each against the domain's list), and a reader falls back to the English note for a key it
    // does not know. The values stay a small object.
    check('activities_note_key_shape', sql`${t.note_key} ~ '^[a-z][A-Za-z0-9]{0,63}$'`),
    check(
      'activities_note_values_bounded',
      sql`jsonb_typeof(${t.note_values}) = 'object' and octet_length(${t.note_values}::text) <= 8192`,
    ),
    check('activities_note_key_with_values', sql`(${t.note_key} is null) = (${t.note_values} is null)`),
  ],
);
