import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { updateBusiness } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { GUEST_RETENTION_MONTHS, PrivacyMessages, type Business } from '@rendezvous/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { serverFieldErrors } from '../../forms/form-errors';
import { useBusinessChanged } from '../profile/use-business-changed';

const savedText = (business: Business) =>
  String(business.guest_retention_months ?? GUEST_RETENTION_MONTHS.default);

/** The typed months, or null when they are not a whole number within the bounds. */
function parseMonths(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const months = Number(trimmed);
  return months >= GUEST_RETENTION_MONTHS.min && months <= GUEST_RETENTION_MONTHS.max ? months : null;
}

/**
 * "Privacy": how long a guest without an appointment is kept before the nightly job
 * anonymizes them (Quebec's Law 25: personal data is kept no longer than needed). Saved on
 * its own (PATCH business/{id}); the server's message is the success toast, and a failure
 * keeps what was typed.
 */
export function PrivacyCard({ business }: { business: Business }) {
  const api = useApi();
  const changed = useBusinessChanged();
  const [saved, setSaved] = useState(() => savedText(business));
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (months: number) => updateBusiness(api, business.id, { guest_retention_months: months }),
    onSuccess: async (updated, months) => {
      const now = String(updated?.guest_retention_months ?? months);
      setSaved(now);
      setText(now);
      await changed();
    },
    onError: (failure) => {
      const message = serverFieldErrors(failure)?.guest_retention_months;
      if (message) setError(message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const months = parseMonths(text);
    if (months === null) {
      setError(PrivacyMessages.retentionInvalid);
      return;
    }
    setError(null);
    save.mutate(months);
  };

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Privacy
        </Title>
        <Text size="sm" c="dimmed">
          Personal data is kept only as long as it is needed. A client&apos;s or guest&apos;s data can also be
          exported or erased from their list.
        </Text>
        <form noValidate onSubmit={submit} aria-label="Privacy">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Keep guests without an appointment for (months)"
              description={`Guests with no appointment for this long are anonymized by a nightly job. ${GUEST_RETENTION_MONTHS.min} to ${GUEST_RETENTION_MONTHS.max} months.`}
              inputMode="numeric"
              w={320}
              maxLength={3}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={error}
              rightSection={<Text size="sm">months</Text>}
              rightSectionWidth={64}
            />
            <Button type="submit" loading={save.isPending} disabled={text === saved}>
              Save retention
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
