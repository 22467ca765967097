import { Button, Group, Stack } from '@mantine/core';
import { ThemeMessages, type ThemeEntityKind } from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';
import { blockOf, imagesOf } from './blocks';
import { ImagePicker } from './ImagePicker';
import { SaveFailure } from './SaveFailure';
import type { StepProps } from './types';
import { useSaveBlocks, type SaveMessages } from './use-save-block';

export interface SingleImageStepProps extends StepProps {
  kind: Extract<ThemeEntityKind, 'headerImage' | 'agentPhoto'>;
  label: string;
  messages: SaveMessages;
}

/** The header image and the agent photo: one image each. */
export function SingleImageStep({
  businessId,
  themeId,
  blocks,
  kind,
  label,
  messages,
}: SingleImageStepProps) {
  const { t } = useTranslation('website');
  const msg = useMessage();
  const block = blockOf(blocks, kind);
  const current = imagesOf(block).at(-1);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const { save, saving, failure } = useSaveBlocks();

  const submit = async () => {
    if (!file && !current) {
      setError(msg(ThemeMessages.imageRequired));
      showErrorToast(msg(ThemeMessages.imageRequired));
      return;
    }
    setError(null);
    const saved = await save(
      [
        {
          businessId,
          themeId,
          kind,
          existing: block,
          images: file ? [file] : [],
          singleImage: true,
        },
      ],
      { success: msg(messages.success), error: msg(messages.error) },
    );
    if (saved.ok) {
      setFile(null);
      setResetKey((key) => key + 1);
    }
  };

  return (
    <Stack gap="md">
      <ImagePicker
        label={t(`step.${label}`)}
        lowerLabel={label.toLowerCase()}
        current={current}
        resetKey={resetKey}
        error={error}
        onChange={(chosen) => {
          setFile(chosen);
          if (chosen) setError(null);
        }}
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
