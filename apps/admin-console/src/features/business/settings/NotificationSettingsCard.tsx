import {
  Alert,
  Button,
  Card,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  businessSettingKeys,
  businessSettingQueries,
  updateNotificationSettings,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  DEFAULT_QUIET_HOURS,
  MAX_REMINDER_LEADS,
  NotificationSettingsSchema,
  type Business,
  type NotificationSettings,
} from '@rendezvous/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverFieldErrors } from '../../forms/form-errors';
import { useBusinessChanged } from '../profile/use-business-changed';
import { DURATION_UNITS, inLargestUnit, wholeNumber, type DurationUnit } from './duration-units';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/i18n';

interface Values {
  email_notifications: boolean;
  sms_notifications: boolean;
  appointment_reminders: boolean;
  sms_two_way: boolean;
  leads: { amount: string; unit: DurationUnit }[];
  quiet_on: boolean;
  quiet_start: string;
  quiet_end: string;
}

function toValues(settings: NotificationSettings): Values {
  const quiet = settings.quiet_hours ?? DEFAULT_QUIET_HOURS;
  return {
    email_notifications: settings.email_notifications,
    sms_notifications: settings.sms_notifications,
    appointment_reminders: settings.appointment_reminders,
    sms_two_way: settings.sms_two_way,
    leads: settings.reminder_lead_minutes.map(inLargestUnit),
    quiet_on: settings.quiet_hours !== null,
    quiet_start: quiet.start,
    quiet_end: quiet.end,
  };
}

function toInput(values: Values) {
  return {
    email_notifications: values.email_notifications,
    sms_notifications: values.sms_notifications,
    appointment_reminders: values.appointment_reminders,
    sms_two_way: values.sms_two_way,
    reminder_lead_minutes: values.leads.map(
      (lead) => wholeNumber(lead.amount, 5) * DURATION_UNITS[lead.unit],
    ),
    quiet_hours: values.quiet_on ? { start: values.quiet_start, end: values.quiet_end } : null,
  };
}

/** The schema's (or the server's) field names as the form's. */
function formField(path: string): string {
  return path
    .replace(/^reminder_lead_minutes\.(\d+)$/, 'leads.$1.amount')
    .replace(/^reminder_lead_minutes$/, 'leads')
    .replace(/^quiet_hours\.(start|end)$/, 'quiet_$1');
}

/**
 * "Customer notifications": the channels the business's messages to customers go by, its
 * reminders and their lead times, and the quiet hours in which no SMS is sent. Saved together
 * (PUT business/{id}/notification-settings); the server's message is the success toast, and a
 * failure keeps the edits on screen.
 */
export function NotificationSettingsCard({ business }: { business: Business }) {
  const { t } = useTranslation('business');
  const api = useApi();
  const settings = useQuery(businessSettingQueries.notifications(api, business.id));

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('notifications.title')}
        </Title>
        {settings.isPending ? (
          <Loader aria-label={t('notifications.loading')} />
        ) : settings.isError ? (
          <Alert color="red" title={t('notifications.loadError')}>
            <Button variant="light" color="red" mt="sm" onClick={() => void settings.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </Alert>
        ) : (
          <NotificationSettingsForm businessId={business.id} settings={settings.data} />
        )}
      </Stack>
    </Card>
  );
}

function NotificationSettingsForm({
  businessId,
  settings,
}: {
  businessId: number;
  settings: NotificationSettings;
}) {
  const { t } = useTranslation('business');
  const api = useApi();
  const queryClient = useQueryClient();
  const changed = useBusinessChanged();
  const form = useForm<Values>({
    initialValues: toValues(settings),
    validate: (values) => {
      const parsed = NotificationSettingsSchema.safeParse(toInput(values));
      const errors: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? []) {
        const field = formField(issue.path.join('.'));
        errors[field] ??= translateMessage(issue.message);
      }
      return errors;
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) => updateNotificationSettings(api, businessId, toInput(values)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(businessSettingKeys.notifications(businessId), saved);
      form.setValues(toValues(saved));
      form.resetDirty(toValues(saved));
      // The business's settings list shows the same switches.
      await changed();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields)
        form.setErrors(
          Object.fromEntries(
            Object.entries(fields).map(([k, v]) => [formField(k), translateMessage(v)]),
          ),
        );
    },
  });
  const { leads } = form.values;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      aria-label={t('notifications.title')}
    >
      <Stack gap="md">
        <Fieldset variant="unstyled" legend={t('notifications.channels')}>
          <Group mt="xs">
            <Checkbox
              label={t('notifications.email')}
              {...form.getInputProps('email_notifications', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('notifications.sms')}
              {...form.getInputProps('sms_notifications', { type: 'checkbox' })}
            />
          </Group>
        </Fieldset>

        <Switch
          label={t('notifications.reminders')}
          {...form.getInputProps('appointment_reminders', { type: 'checkbox' })}
        />
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('notifications.leadsIntro', { max: MAX_REMINDER_LEADS })}
          </Text>
          {leads.map((_, index) => (
            <Group key={index} align="flex-start" gap="xs">
              <TextInput
                label={t('notifications.reminder', { n: index + 1 })}
                inputMode="numeric"
                w={120}
                maxLength={5}
                disabled={!form.values.appointment_reminders}
                {...form.getInputProps(`leads.${index}.amount`)}
              />
              <NativeSelect
                label={t('notifications.reminderUnit', { n: index + 1 })}
                data={Object.keys(DURATION_UNITS).map((unit) => ({
                  value: unit,
                  label: t(`units.${unit}`),
                }))}
                disabled={!form.values.appointment_reminders}
                {...form.getInputProps(`leads.${index}.unit`)}
              />
              <Button
                variant="subtle"
                color="red"
                mt={25}
                disabled={leads.length === 1 || !form.values.appointment_reminders}
                onClick={() => form.removeListItem('leads', index)}
                aria-label={t('notifications.removeReminder', { n: index + 1 })}
              >
                {t('notifications.remove')}
              </Button>
            </Group>
          ))}
          {form.errors.leads && (
            <Text size="sm" c="red" role="alert">
              {form.errors.leads}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              size="xs"
              disabled={leads.length >= MAX_REMINDER_LEADS || !form.values.appointment_reminders}
              onClick={() => form.insertListItem('leads', { amount: '1', unit: 'hours' })}
            >
              {t('notifications.addReminder')}
            </Button>
          </Group>
        </Stack>

        <Switch
          label={t('notifications.twoWay')}
          description={t('notifications.twoWayDescription')}
          disabled={!form.values.sms_notifications}
          {...form.getInputProps('sms_two_way', { type: 'checkbox' })}
        />

        <Switch
          label={t('notifications.quiet')}
          description={t('notifications.quietDescription')}
          {...form.getInputProps('quiet_on', { type: 'checkbox' })}
        />
        <Group gap="sm">
          <TextInput
            type="time"
            label={t('notifications.quietFrom')}
            w={140}
            disabled={!form.values.quiet_on}
            {...form.getInputProps('quiet_start')}
          />
          <TextInput
            type="time"
            label={t('notifications.quietUntil')}
            w={140}
            disabled={!form.values.quiet_on}
            {...form.getInputProps('quiet_end')}
          />
        </Group>

        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {t('notifications.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
