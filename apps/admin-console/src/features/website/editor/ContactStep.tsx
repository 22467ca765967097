import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BROKER_CONTACT_KEYS,
  BrokerContactFormSchema,
  Snackbars,
  ThemeMessages,
  type BrokerContactForm,
} from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';
import { translatedValidate } from '../../forms/translated-validate';
import { blockOf, valuesOf } from './blocks';
import { SaveFailure } from './SaveFailure';
import type { StepProps } from './types';
import { useSaveBlocks } from './use-save-block';

const FIELDS: { key: keyof BrokerContactForm; label: string; required?: boolean; type?: string }[] =
  [
    { key: 'broker_name', label: 'Name', required: true },
    { key: 'broker_email', label: 'Email', required: true, type: 'email' },
    { key: 'broker_office_number', label: 'Office number', required: true, type: 'tel' },
    { key: 'broker_mobile_number', label: 'Mobile number', required: true, type: 'tel' },
    { key: 'broker_facebook_url', label: 'Facebook URL', type: 'url' },
    { key: 'broker_linkedin_url', label: 'LinkedIn URL', type: 'url' },
    { key: 'broker_instagram_url', label: 'Instagram URL', type: 'url' },
  ];

/** The broker's contact details shown at the bottom of the site. */
export function ContactStep({ businessId, themeId, blocks }: StepProps) {
  const { t } = useTranslation('website');
  const msg = useMessage();
  const block = blockOf(blocks, 'contact');
  const stored = valuesOf(block);
  const form = useForm<Record<keyof BrokerContactForm, string>>({
    mode: 'controlled',
    initialValues: Object.fromEntries(
      BROKER_CONTACT_KEYS.map((key) => [key, stored[key] ?? '']),
    ) as Record<keyof BrokerContactForm, string>,
    validate: translatedValidate(BrokerContactFormSchema),
  });
  const { save, saving, failure } = useSaveBlocks();

  const submit = form.onSubmit(
    async (values) => {
      const items = Object.fromEntries(BROKER_CONTACT_KEYS.map((key) => [key, values[key].trim()]));
      await save([{ businessId, themeId, kind: 'contact', existing: block, items }], {
        success: msg(block ? ThemeMessages.contactUpdated : ThemeMessages.contactSaved),
        error: msg(ThemeMessages.saveContactError),
      });
    },
    () => showErrorToast(msg(Snackbars.mandatoryFieldsMissing)),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map((field) => (
            <TextInput
              key={field.key}
              label={t(`contact.${field.key}`)}
              type={field.type ?? 'text'}
              withAsterisk={field.required}
              {...form.getInputProps(field.key)}
            />
          ))}
        </SimpleGrid>
        <SaveFailure step={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {block ? t('update') : t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
