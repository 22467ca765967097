import { Button, Group, Stack, Textarea } from '@mantine/core';
import { businessKeys, updateBusiness } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { BusinessProfileFormSchema, Snackbars, type Business } from '@rendezvous/domain';
import { showErrorToast, showSuccessToast } from '@rendezvous/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

const TextsSchema = BusinessProfileFormSchema.pick({
  short_description: true,
  long_description: true,
});

/** Not worded by the spec: the confirmation of the texts step. */
export const SiteTextsMessages = { saved: 'Site texts updated' } as const;

type Field = 'short_description' | 'long_description';

/**
 * The texts of themes 1 and 2: the short description under the business's name (the hero) and
 * the long one in About. They are the business's own descriptions, shared with its profile.
 */
export function SiteTextsStep({ business }: { business: Business }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState({
    short_description: business.short_description ?? '',
    long_description: business.long_description ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const parsed = TextsSchema.safeParse({
      short_description: texts.short_description.trim() || null,
      long_description: texts.long_description.trim() || null,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      showErrorToast(Snackbars.mandatoryFieldsMissing);
      return;
    }
    setErrors({});
    const patch = Object.fromEntries(
      (Object.keys(parsed.data) as Field[])
        .filter((key) => parsed.data[key] !== (business[key] ?? null))
        .map((key) => [key, parsed.data[key]]),
    );
    if (Object.keys(patch).length === 0) return;
    setSaving(true);
    try {
      // A single field per call, as the profile saves them.
      for (const [key, value] of Object.entries(patch)) {
        await updateBusiness(api, business.id, { [key]: value });
      }
      await queryClient.invalidateQueries({ queryKey: businessKeys.all });
      showSuccessToast(SiteTextsMessages.saved);
    } catch {
      // The failed call already showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Textarea
        label="Short description"
        description="Shown under your business's name, at the top of your site."
        autosize
        minRows={2}
        value={texts.short_description}
        error={errors.short_description}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setTexts((current) => ({ ...current, short_description: value }));
        }}
      />
      <Textarea
        label="Long description"
        description="Shown in the About section of your site."
        autosize
        minRows={5}
        value={texts.long_description}
        error={errors.long_description}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setTexts((current) => ({ ...current, long_description: value }));
        }}
      />
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={saving}>
          Update
        </Button>
      </Group>
    </Stack>
  );
}
