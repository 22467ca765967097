import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { integrationQueries, saveIntegrationEntities } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { Integration } from '@rendezvous/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshConnections } from './integration-flow';

export interface CalendarDialogProps {
  integration: Integration;
  opened: boolean;
  onClose: () => void;
}

/**
 * The calendar selection dialog: the Google account's calendars, the chosen ones ticked; the
 * first chosen receives the appointments' events.
 */
export function CalendarDialog({ integration, opened, onClose }: CalendarDialogProps) {
  const { t } = useTranslation('integrations');
  const api = useApi();
  const queryClient = useQueryClient();
  const calendars = useQuery({ ...integrationQueries.calendars(api, integration.id), enabled: opened });
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    const saved = (integration.entities ?? []).filter((e) => e.entity_type === 'calendar').map((e) => e.entity_id);
    setChosen(saved.length > 0 ? saved : ['primary']);
  }, [opened, integration.entities]);

  const save = async () => {
    const items = calendars.data ?? [];
    setSaving(true);
    try {
      await saveIntegrationEntities(api, {
        integration_id: integration.id,
        entities: items
          .filter((c) => chosen.includes(c.id))
          .map((c) => ({ entity_type: 'calendar', entity_id: c.id, name: c.summary })),
      });
      // The connections carry the choice: reopened, the dialog ticks what was saved.
      void refreshConnections(queryClient);
      onClose();
    } catch {
      // The client showed the server's message; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('calendars.title')} size="md">
      <Stack gap="md">
        {calendars.isPending ? (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('calendars.loading')}</Text>
          </Group>
        ) : calendars.isError ? (
          <Alert color="red" title={t('calendars.failed')}>
            {t('calendars.tryLater')}
          </Alert>
        ) : calendars.data.length === 0 ? (
          <Text size="sm">{t('calendars.none')}</Text>
        ) : (
          <Checkbox.Group
            label={t('calendars.label')}
            value={chosen}
            onChange={setChosen}
          >
            <Stack gap="xs" mt="xs">
              {calendars.data.map((calendar) => (
                <Checkbox key={calendar.id} value={calendar.id} label={calendar.summary} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!calendars.isSuccess}>
            {t('actions.save', { ns: 'common' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
