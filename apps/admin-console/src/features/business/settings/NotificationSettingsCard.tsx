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
  const api = useApi();
  const settings = useQuery(businessSettingQueries.notifications(api, business.id));

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Customer notifications
        </Title>
        {settings.isPending ? (
          <Loader aria-label="Loading the notification settings" />
        ) : settings.isError ? (
          <Alert color="red" title="The notification settings could not be loaded">
            <Button variant="light" color="red" mt="sm" onClick={() => void settings.refetch()}>
              Try again
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
        errors[field] ??= issue.message;
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
          Object.fromEntries(Object.entries(fields).map(([k, v]) => [formField(k), v])),
        );
    },
  });
  const { leads } = form.values;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      aria-label="Customer notifications"
    >
      <Stack gap="md">
        <Fieldset
          variant="unstyled"
          legend="Send confirmations, changes, cancellations and reminders by"
        >
          <Group mt="xs">
            <Checkbox
              label="E-mail"
              {...form.getInputProps('email_notifications', { type: 'checkbox' })}
            />
            <Checkbox
              label="SMS"
              {...form.getInputProps('sms_notifications', { type: 'checkbox' })}
            />
          </Group>
        </Fieldset>

        <Switch
          label="Appointment reminders"
          {...form.getInputProps('appointment_reminders', { type: 'checkbox' })}
        />
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Reminder times before the appointment (up to {MAX_REMINDER_LEADS}, from 15 minutes to 14
            days)
          </Text>
          {leads.map((_, index) => (
            <Group key={index} align="flex-start" gap="xs">
              <TextInput
                label={`Reminder ${index + 1}`}
                inputMode="numeric"
                w={120}
                maxLength={5}
                disabled={!form.values.appointment_reminders}
                {...form.getInputProps(`leads.${index}.amount`)}
              />
              <NativeSelect
                label={`Reminder ${index + 1} unit`}
                data={Object.keys(DURATION_UNITS)}
                disabled={!form.values.appointment_reminders}
                {...form.getInputProps(`leads.${index}.unit`)}
              />
              <Button
                variant="subtle"
                color="red"
                mt={25}
                disabled={leads.length === 1 || !form.values.appointment_reminders}
                onClick={() => form.removeListItem('leads', index)}
                aria-label={`Remove reminder ${index + 1}`}
              >
                Remove
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
              Add a reminder
            </Button>
          </Group>
        </Stack>

        <Switch
          label="Replies to reminder texts"
          description="Reminder texts end “Reply 1 to confirm, 2 to cancel”: 1 marks the appointment confirmed, 2 cancels it while your cancellation notice allows, and you get a notification either way."
          disabled={!form.values.sms_notifications}
          {...form.getInputProps('sms_two_way', { type: 'checkbox' })}
        />

        <Switch
          label="Quiet hours for SMS"
          description="No SMS between these times on the customer's clock: one due then is sent when they end, or by e-mail if that is after the appointment starts."
          {...form.getInputProps('quiet_on', { type: 'checkbox' })}
        />
        <Group gap="sm">
          <TextInput
            type="time"
            label="Quiet from"
            w={140}
            disabled={!form.values.quiet_on}
            {...form.getInputProps('quiet_start')}
          />
          <TextInput
            type="time"
            label="Quiet until"
            w={140}
            disabled={!form.values.quiet_on}
            {...form.getInputProps('quiet_end')}
          />
        </Group>

        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            Save notification settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
