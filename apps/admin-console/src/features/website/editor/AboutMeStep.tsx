import { Button, Group, Stack, Textarea } from '@mantine/core';
import { AboutMeFormSchema, THEME_ITEM_KEYS, ThemeMessages, itemValue } from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useState } from 'react';
import { blockOf } from './blocks';
import { SaveFailure } from './SaveFailure';
import type { StepProps } from './types';
import { useSaveBlocks } from './use-save-block';

/** The broker's presentation text. */
export function AboutMeStep({ businessId, themeId, blocks }: StepProps) {
  const block = blockOf(blocks, 'aboutMe');
  const [text, setText] = useState(
    () => (block && itemValue(block, THEME_ITEM_KEYS.aboutMeText)) ?? '',
  );
  const [error, setError] = useState<string | null>(null);
  const { save, saving, failure } = useSaveBlocks();

  const submit = async () => {
    const parsed = AboutMeFormSchema.safeParse({ about_me_text: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ThemeMessages.aboutMeRequired);
      showErrorToast(ThemeMessages.aboutMeSnackbar);
      return;
    }
    setError(null);
    await save(
      [
        {
          businessId,
          themeId,
          kind: 'aboutMe',
          existing: block,
          items: { [THEME_ITEM_KEYS.aboutMeText]: parsed.data.about_me_text },
          textKeys: [THEME_ITEM_KEYS.aboutMeText],
        },
      ],
      {
        success: ThemeMessages.aboutMeSaved,
        error: block ? ThemeMessages.updateAboutMeError : ThemeMessages.saveAboutMeError,
      },
    );
  };

  return (
    <Stack gap="md">
      <Textarea
        label="About me"
        description="Introduce yourself to the visitors of your site."
        withAsterisk
        autosize
        minRows={5}
        value={text}
        error={error}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <SaveFailure step={failure} />
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={saving}>
          {block ? 'Update' : 'Submit'}
        </Button>
      </Group>
    </Stack>
  );
}
