import { Button, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import {
  NEIGHBOURHOOD_IMAGE_KINDS,
  NeighbourhoodTextFormSchema,
  THEME_ITEM_KEYS,
  ThemeMessages,
  frenchItemKey,
  itemValue,
} from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';
import { blockOf, imagesOf } from './blocks';
import { FrenchText, frenchItem, useFrenchItem } from './FrenchText';
import { ImagePicker } from './ImagePicker';
import type { SaveBlockInput } from './save-block';
import { SaveFailure } from './SaveFailure';
import type { StepProps } from './types';
import { useSaveBlocks } from './use-save-block';

/** The neighbourhood: a text and two images, each its own block. */
export function NeighbourhoodStep({ businessId, themeId, blocks }: StepProps) {
  const { t } = useTranslation('website');
  const msg = useMessage();
  const textBlock = blockOf(blocks, 'neighbourhoodText');
  const imageBlocks = NEIGHBOURHOOD_IMAGE_KINDS.map((kind) => blockOf(blocks, kind));
  const [text, setText] = useState(
    () => (textBlock && itemValue(textBlock, THEME_ITEM_KEYS.neighbourhoodText)) ?? '',
  );
  const [french, setFrench] = useFrenchItem(textBlock, THEME_ITEM_KEYS.neighbourhoodText);
  const [files, setFiles] = useState<(File | null)[]>([null, null]);
  const [errors, setErrors] = useState<{ text?: string; images: (string | null)[] }>({
    images: [null, null],
  });
  const [resetKey, setResetKey] = useState(0);
  const { save, saving, failure } = useSaveBlocks();
  const exists = textBlock !== undefined || imageBlocks.some(Boolean);

  const submit = async () => {
    const parsed = NeighbourhoodTextFormSchema.safeParse({ neighbourhood_text: text });
    const imageErrors = imageBlocks.map((block, slot) =>
      files[slot] || imagesOf(block).length > 0
        ? null
        : msg(ThemeMessages.neighbourhoodImageRequired),
    );
    const firstIssue = parsed.success ? undefined : parsed.error.issues[0]?.message;
    const textError = firstIssue === undefined ? undefined : msg(firstIssue);
    setErrors({ text: textError, images: imageErrors });
    if (!parsed.success || imageErrors.some(Boolean)) {
      showErrorToast(textError ?? msg(ThemeMessages.neighbourhoodImageRequired));
      return;
    }
    const inputs: SaveBlockInput[] = [
      {
        businessId,
        themeId,
        kind: 'neighbourhoodText',
        existing: textBlock,
        items: {
          [THEME_ITEM_KEYS.neighbourhoodText]: parsed.data.neighbourhood_text,
          ...frenchItem(textBlock, THEME_ITEM_KEYS.neighbourhoodText, french),
        },
        textKeys: [
          THEME_ITEM_KEYS.neighbourhoodText,
          frenchItemKey(THEME_ITEM_KEYS.neighbourhoodText),
        ],
      },
      ...NEIGHBOURHOOD_IMAGE_KINDS.map((kind, slot) => ({
        businessId,
        themeId,
        kind,
        existing: imageBlocks[slot],
        images: files[slot] ? [files[slot]] : [],
        singleImage: true,
      })),
    ];
    const saved = await save(inputs, {
      success: msg(ThemeMessages.neighbourhoodTextSaved),
      error: msg(
        textBlock
          ? ThemeMessages.updateIntroductionCardError
          : ThemeMessages.saveNeighbourhoodTextError,
      ),
    });
    if (saved.ok) {
      setFiles([null, null]);
      setResetKey((key) => key + 1);
    }
  };

  return (
    <Stack gap="md">
      <Textarea
        label={t('neighbourhood.label')}
        description={t('neighbourhood.description')}
        withAsterisk
        autosize
        minRows={4}
        value={text}
        error={errors.text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <FrenchText
        itemKey={THEME_ITEM_KEYS.neighbourhoodText}
        label={t('french.neighbourhood')}
        minRows={4}
        value={french}
        onChange={setFrench}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {NEIGHBOURHOOD_IMAGE_KINDS.map((kind, slot) => (
          <ImagePicker
            key={kind}
            label={t('neighbourhood.image', { number: slot + 1 })}
            lowerLabel={`neighbourhood image ${slot + 1}`}
            current={imagesOf(imageBlocks[slot]).at(-1)}
            resetKey={resetKey}
            error={errors.images[slot]}
            onChange={(file) =>
              setFiles((current) => current.map((old, i) => (i === slot ? file : old)))
            }
          />
        ))}
      </SimpleGrid>
      <SaveFailure step={failure} />
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={saving}>
          {exists ? t('update') : t('submit')}
        </Button>
      </Group>
    </Stack>
  );
}
