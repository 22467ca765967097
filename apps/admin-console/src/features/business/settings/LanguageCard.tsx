import { Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { updateBusiness } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { Business } from '@rendezvous/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useBusinessChanged } from '../profile/use-business-changed';

type BusinessLanguage = NonNullable<Business['default_language']>;

const LANGUAGE_OPTIONS: { value: BusinessLanguage; label: string }[] = [
  { value: 'en-CA', label: 'English' },
  { value: 'fr-CA', label: 'French (French first)' },
];

/**
 * "Language": the business's own language. Customers whose language is not known get their
 * messages in it, and French makes the website French first (Quebec's Charter of the French
 * language): a visitor sees it in French unless they choose English on its switch. Saved as
 * soon as it is chosen (PATCH business/{id}); a failure puts the choice back.
 */
export function LanguageCard({ business }: { business: Business }) {
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
          Language
        </Title>
        <NativeSelect
          label="Your business's language"
          description="Messages to customers whose language we do not know are written in it. French makes your website French first: visitors see it in French unless they choose English."
          w={320}
          data={LANGUAGE_OPTIONS}
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
            Saving…
          </Text>
        )}
      </Stack>
    </Card>
  );
}
