import { Alert, Button, List, Text } from '@mantine/core';
import type { TimeOffConflict } from '@rendezvous/domain';

export interface ConflictsListProps {
  conflicts: TimeOffConflict[];
  /** Opens an appointment, to move or cancel it. */
  onOpen: (appointmentId: number) => void;
  onDismiss?: () => void;
}

/**
 * The appointments already booked inside time off just added: they stay booked until the owner
 * moves or cancels them, one click away each.
 */
export function ConflictsList({ conflicts, onOpen, onDismiss }: ConflictsListProps) {
  if (conflicts.length === 0) return null;
  return (
    <Alert
      color="orange"
      title={`${conflicts.length} ${conflicts.length === 1 ? 'appointment is' : 'appointments are'} booked during this time off`}
      withCloseButton={onDismiss !== undefined}
      closeButtonLabel="Dismiss the appointments to move"
      onClose={onDismiss}
    >
      <Text size="sm" mb="xs">
        They are still booked: open each one to move or cancel it.
      </Text>
      <List spacing="xs" size="sm" aria-label="Appointments to move or cancel">
        {conflicts.map((c) => (
          <List.Item key={c.id}>
            {c.date} {c.start_time}–{c.end_time}: {c.customer_name} with {c.consultant_name}{' '}
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => onOpen(c.id)}
              aria-label={`Open the appointment of ${c.customer_name} on ${c.date} at ${c.start_time}`}
            >
              Open
            </Button>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
