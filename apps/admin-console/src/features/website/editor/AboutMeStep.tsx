import { Button, Group, Stack, Textarea } from '@mantine/core';
import {
  AboutMeFormSchema,
  THEME_ITEM_KEYS,
  ThemeMessages,
  frenchItemKey,
  itemValue,
} from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';
import { blockOf } from './blocks';
import { FrenchText, frenchItem, useFrenchItem } from './FrenchText';
import { SaveFailure } from './SaveFailure';
import type { StepProps } from './types';
import { useSaveBlocks } from './use-save-block';

/** The broker's presentation text. */
export function AboutMeStep({ businessId, themeId, blocks }: StepProps) {
  const { t } = useTranslation('website');
  const msg = useMessage();
  const block = blockOf(blocks, 'aboutMe');
  const [text, setText] = useState(
    () => (block && itemValue(block, THEME_ITEM_KEYS.aboutMeText)) ?? '',
  );
  const [french, setFrench] = useFrenchItem(block, THEME_ITEM_KEYS.aboutMeText);
  const [error, setError] = useState<string | null>(null);
  const { save, saving, failure } = useSaveBlocks();

  const submit = async () => {
    const parsed = AboutMeFormSchema.safeParse({ about_me_text: text });
    if (!parsed.success) {
      setError(msg(parsed.error.issues[0]?.message ?? ThemeMessages.aboutMeRequired));
      showErrorToast(msg(ThemeMessages.aboutMeSnackbar));
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
          items: {
            [THEME_ITEM_KEYS.aboutMeText]: parsed.data.about_me_text,
            ...frenchItem(block, THEME_ITEM_KEYS.aboutMeText, french),
          },
          textKeys: [THEME_ITEM_KEYS.aboutMeText, frenchItemKey(THEME_ITEM_KEYS.aboutMeText)],
        },
      ],
      {
        success: msg(ThemeMessages.aboutMeSaved),
        error: msg(block ? ThemeMessages.updateAboutMeError : ThemeMessages.saveAboutMeError),
      },
    );
  };

  return (
    <Stack gap="md">
      <Textarea
        label={t('aboutMe.label')}
        description={t('aboutMe.description')}
        withAsterisk
        autosize
        minRows={5}
        value={text}
        error={error}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <FrenchText
        itemKey={THEME_ITEM_KEYS.aboutMeText}
        label={t('french.aboutMe')}
        minRows={5}
        value={french}
        onChange={setFrench}
      />
      <SaveFailure step={failure} />
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={saving}>
          {block ? t('update') : t('submit')}
        </Button>
      </Group>
    </Stack>
  );
}
