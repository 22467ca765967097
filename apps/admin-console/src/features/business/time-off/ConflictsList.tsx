import { Alert, Button, List, Text } from '@mantine/core';
import type { TimeOffConflict } from '@rendezvous/domain';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('business');
  if (conflicts.length === 0) return null;
  return (
    <Alert
      color="orange"
      title={t('conflicts.title', { count: conflicts.length })}
      withCloseButton={onDismiss !== undefined}
      closeButtonLabel={t('conflicts.dismiss')}
      onClose={onDismiss}
    >
      <Text size="sm" mb="xs">
        {t('conflicts.intro')}
      </Text>
      <List spacing="xs" size="sm" aria-label={t('conflicts.listLabel')}>
        {conflicts.map((c) => (
          <List.Item key={c.id}>
            {t('conflicts.item', {
              date: c.date,
              start: c.start_time,
              end: c.end_time,
              customer: c.customer_name,
              consultant: c.consultant_name,
            })}{' '}
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => onOpen(c.id)}
              aria-label={t('conflicts.open', {
                customer: c.customer_name,
                date: c.date,
                time: c.start_time,
              })}
            >
              {t('conflicts.openButton')}
            </Button>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
