import { Button, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { businessKeys, updateBusiness } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { BusinessProfileFormSchema, Snackbars, type Business } from '@rendezvous/domain';
import { showErrorToast, showSuccessToast } from '@rendezvous/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';

const TextsSchema = BusinessProfileFormSchema.pick({
  short_description: true,
  long_description: true,
  short_description_fr: true,
  long_description_fr: true,
});

/** Not worded by the spec: the confirmation of the texts step. */
export const SiteTextsMessages = { saved: 'Site texts updated' } as const;

type Field =
  'short_description' | 'long_description' | 'short_description_fr' | 'long_description_fr';
const FIELDS: readonly Field[] = [
  'short_description',
  'long_description',
  'short_description_fr',
  'long_description_fr',
];

/**
 * The texts of themes 1 and 2: the short description under the business's name (the hero) and
 * the long one in About, each in English and in Canadian French. They are the business's own
 * descriptions, shared with its profile.
 */
export function SiteTextsStep({ business }: { business: Business }) {
  const { t } = useTranslation('website');
  const msg = useMessage();
  const api = useApi();
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState(
    () =>
      Object.fromEntries(FIELDS.map((field) => [field, business[field] ?? ''])) as Record<
        Field,
        string
      >,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const parsed = TextsSchema.safeParse(
      Object.fromEntries(FIELDS.map((field) => [field, texts[field].trim() || null])),
    );
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= msg(issue.message);
      setErrors(next);
      showErrorToast(msg(Snackbars.mandatoryFieldsMissing));
      return;
    }
    setErrors({});
    const patch = Object.fromEntries(
      FIELDS.filter((key) => parsed.data[key] !== (business[key] ?? null)).map((key) => [
        key,
        parsed.data[key],
      ]),
    );
    if (Object.keys(patch).length === 0) return;
    setSaving(true);
    try {
      // A single field per call, as the profile saves them.
      for (const [key, value] of Object.entries(patch)) {
        await updateBusiness(api, business.id, { [key]: value });
      }
      await queryClient.invalidateQueries({ queryKey: businessKeys.all });
      showSuccessToast(t('texts.saved'));
    } catch {
      // The failed call already showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  // Each description in English and in French, side by side: field, label, help, rows, language.
  const fields = [
    ['short_description', t('texts.short'), t('texts.shortDescription'), 2, 'en'],
    ['short_description_fr', t('french.shortDescription'), undefined, 2, 'fr-CA'],
    ['long_description', t('texts.long'), t('texts.longDescription'), 5, 'en'],
    ['long_description_fr', t('french.longDescription'), undefined, 5, 'fr-CA'],
  ] as const;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {fields.map(([field, label, description, minRows, lang]) => (
          <Textarea
            key={field}
            label={label}
            description={description}
            lang={lang}
            autosize
            minRows={minRows}
            value={texts[field]}
            error={errors[field]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setTexts((current) => ({ ...current, [field]: value }));
            }}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={saving}>
          {t('update')}
        </Button>
      </Group>
    </Stack>
  );
}
