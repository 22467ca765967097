import { Button, Group, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateBusiness } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { BusinessProfileFormSchema } from '@rendezvous/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { StepProps } from '../GuidedSetup';
import { refreshSetup } from './refresh';

const DescriptionsSchema = BusinessProfileFormSchema.pick({
  short_description: true,
  long_description: true,
});

/** The short description (a sentence or two) and the long one (the website's "about"). */
export function DescriptionsStep({ business, onDone }: StepProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: {
      short_description: business.short_description ?? '',
      long_description: business.long_description ?? '',
    },
    validate: zod4Resolver(DescriptionsSchema, { errorPriority: 'first' }),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      updateBusiness(api, business.id, {
        short_description: values.short_description.trim() || null,
        long_description: values.long_description.trim() || null,
      }),
    onSuccess: async () => {
      await refreshSetup(queryClient, business.id);
      onDone();
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Textarea
        label="Short description"
        description="One or two sentences that tell visitors what your business does."
        autosize
        minRows={2}
        mb="md"
        {...form.getInputProps('short_description')}
      />
      <Textarea
        label="Long description"
        description="Tell visitors more about your business on your website."
        autosize
        minRows={4}
        mb="md"
        {...form.getInputProps('long_description')}
      />
      <Group>
        <Button type="submit" loading={save.isPending}>
          Save and continue
        </Button>
      </Group>
    </form>
  );
}
