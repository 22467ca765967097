import { Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { updateBusiness } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { Business } from '@rendezvous/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useBusinessChanged } from '../profile/use-business-changed';
import { useTranslation } from 'react-i18next';

type BusinessLanguage = NonNullable<Business['default_language']>;

const LANGUAGE_OPTIONS: { value: BusinessLanguage; labelKey: string }[] = [
  { value: 'en-CA', labelKey: 'language.english' },
  { value: 'fr-CA', labelKey: 'language.french' },
];

/**
 * "Language": the business's own language. Customers whose language is not known get their
 * messages in it, and French makes the website French first (Quebec's Charter of the French
 * language): a visitor sees it in French unless they choose English on its switch. Saved as
 * soon as it is chosen (PATCH business/{id}); a failure puts the choice back.
 */
export function LanguageCard({ business }: { business: Business }) {
  const { t } = useTranslation('business');
  const api = useApi();
  const changed = useBusinessChanged();
  const [value, setValue] = useState<BusinessLanguage>(business.default_language ?? 'en-CA');
  const save = useMutation({
    mutationFn: (language: BusinessLanguage) =>
      updateBusiness(api, business.id, { default_language: language }),
    onSuccess: async (saved) => {
      setValue(saved.default_language ?? 'en-CA');
      await changed();
    },
    onError: () => setValue(business.default_language ?? 'en-CA'),
  });

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('language.title')}
        </Title>
        <NativeSelect
          label={t('language.label')}
          description={t('language.description')}
          w={320}
          data={LANGUAGE_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
          value={value}
          disabled={save.isPending}
          onChange={(event) => {
            const next = event.currentTarget.value as BusinessLanguage;
            setValue(next);
            save.mutate(next);
          }}
        />
        {save.isPending && (
          <Text size="sm" c="dimmed" role="status">
            {t('language.saving')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
