import { Alert, Button, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  AppError,
  ContactFormSchema,
  type ContactForm as ContactFormValues,
} from '@rendezvous/domain';
import { sendContactMessage } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@rendezvous/i18n';

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', body: '' };

/** The page's contact form: a message to the business, which lands in its inbox. */
export default function ContactForm({ businessId }: { businessId: number }) {
  const { t } = useTranslation();
  const message = useMessage();
  const api = useApi();
  const form = useForm<ContactFormValues>({
    initialValues: EMPTY,
    validate: zod4Resolver(ContactFormSchema, { errorPriority: 'first' }),
  });
  const send = useMutation({
    mutationFn: (values: ContactFormValues) =>
      sendContactMessage(api, { ...values, business_id: businessId }),
    onSuccess: () => form.reset(),
    onError: (error) => {
      if (error instanceof AppError && error.errors) form.setErrors(firstErrors(error.errors));
    },
  });
  const error = (field: keyof ContactFormValues) =>
    message(form.errors[field] as string | undefined) || undefined;

  return (
    <form
      noValidate
      aria-label={t('contact.formLabel')}
      onSubmit={form.onSubmit((values) => {
        send.reset();
        send.mutate(values);
      })}
    >
      <Stack maw={640}>
        {send.isSuccess && (
          <Alert color="green" role="status" title={t('contact.sentTitle')}>
            {t('contact.sent')}
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" role="alert">
            {message(send.error.message)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('contact.name')}
            autoComplete="name"
            required
            {...form.getInputProps('name')}
            error={error('name')}
          />
          <TextInput
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
            error={error('email')}
          />
        </SimpleGrid>
        <TextInput
          label={t('contact.phone')}
          type="tel"
          autoComplete="tel"
          required
          {...form.getInputProps('phone')}
          error={error('phone')}
        />
        <Textarea
          label={t('contact.body')}
          autosize
          minRows={4}
          required
          {...form.getInputProps('body')}
          error={error('body')}
        />
        <Button type="submit" loading={send.isPending} w={{ base: '100%', sm: 'auto' }}>
          {t('contact.send')}
        </Button>
      </Stack>
    </form>
  );
}

function firstErrors(fields: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [field, messages[0] ?? '']),
  );
}
