import type { MantineColor } from '@mantine/core';
import type { AppointmentStatus, INVITATION_STATUSES, PersonStatus } from '@rendezvous/domain';

export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export type ReadStatus = 'read' | 'unread';

/** Which list a status belongs to; the same word ("active") has a different colour in each. */
export type StatusKind = 'person' | 'appointment' | 'invitation' | 'read';

export interface StatusByKind {
  person: PersonStatus;
  appointment: AppointmentStatus;
  invitation: InvitationStatus;
  read: ReadStatus;
}

/** Chip colour of every known status. Mantine has no amber; its yellow is the amber shade. */
export const STATUS_COLORS: { [K in StatusKind]: Record<StatusByKind[K], MantineColor> } = {
  person: { active: 'green', inactive: 'gray', suspended: 'yellow' },
  appointment: { active: 'blue', completed: 'green', cancelled: 'red', missed: 'orange' },
  invitation: { invited: 'blue', registered: 'green' },
  read: { read: 'gray', unread: 'blue' },
};
