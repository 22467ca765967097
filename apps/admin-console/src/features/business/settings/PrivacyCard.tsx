import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { updateBusiness } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { GUEST_RETENTION_MONTHS, PrivacyMessages, type Business } from '@rendezvous/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { serverFieldErrors } from '../../forms/form-errors';
import { useBusinessChanged } from '../profile/use-business-changed';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';

const savedText = (business: Business) =>
  String(business.guest_retention_months ?? GUEST_RETENTION_MONTHS.default);

/** The typed months, or null when they are not a whole number within the bounds. */
function parseMonths(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const months = Number(trimmed);
  return months >= GUEST_RETENTION_MONTHS.min && months <= GUEST_RETENTION_MONTHS.max
    ? months
    : null;
}

/**
 * "Privacy": how long a guest without an appointment is kept before the nightly job
 * anonymizes them (Quebec's Law 25: personal data is kept no longer than needed). Saved on
 * its own (PATCH business/{id}); the server's message is the success toast, and a failure
 * keeps what was typed.
 */
export function PrivacyCard({ business }: { business: Business }) {
  const { t } = useTranslation('business');
  const msg = useMessage();
  const api = useApi();
  const changed = useBusinessChanged();
  const [saved, setSaved] = useState(() => savedText(business));
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (months: number) =>
      updateBusiness(api, business.id, { guest_retention_months: months }),
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
          {t('privacy.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('privacy.intro')}
        </Text>
        <form noValidate onSubmit={submit} aria-label={t('privacy.title')}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('privacy.retentionLabel')}
              description={t('privacy.retentionDescription', {
                min: GUEST_RETENTION_MONTHS.min,
                max: GUEST_RETENTION_MONTHS.max,
              })}
              inputMode="numeric"
              w={320}
              maxLength={3}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={error === null ? null : msg(error)}
              rightSection={<Text size="sm">{t('privacy.months')}</Text>}
              rightSectionWidth={64}
            />
            <Button type="submit" loading={save.isPending} disabled={text === saved}>
              {t('privacy.save')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
