import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
    note: text('note'),
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
  ],
);
