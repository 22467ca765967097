import { Button, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import {
  NEIGHBOURHOOD_IMAGE_KINDS,
  NeighbourhoodTextFormSchema,
  THEME_ITEM_KEYS,
  ThemeMessages,
  itemValue,
} from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useState } from 'react';
import { blockOf, imagesOf } from './blocks';
import { ImagePicker } from './ImagePicker';
import type { SaveBlockInput } from './save-block';
import { SaveFailure } from './SaveFailure';
import type { StepProps } from './types';
import { useSaveBlocks } from './use-save-block';

/** The neighbourhood: a text and two images, each its own block. */
export function NeighbourhoodStep({ businessId, themeId, blocks }: StepProps) {
  const textBlock = blockOf(blocks, 'neighbourhoodText');
  const imageBlocks = NEIGHBOURHOOD_IMAGE_KINDS.map((kind) => blockOf(blocks, kind));
  const [text, setText] = useState(
    () => (textBlock && itemValue(textBlock, THEME_ITEM_KEYS.neighbourhoodText)) ?? '',
  );
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
      files[slot] || imagesOf(block).length > 0 ? null : ThemeMessages.neighbourhoodImageRequired,
    );
    const textError = parsed.success ? undefined : parsed.error.issues[0]?.message;
    setErrors({ text: textError, images: imageErrors });
    if (!parsed.success || imageErrors.some(Boolean)) {
      showErrorToast(textError ?? ThemeMessages.neighbourhoodImageRequired);
      return;
    }
    const inputs: SaveBlockInput[] = [
      {
        businessId,
        themeId,
        kind: 'neighbourhoodText',
        existing: textBlock,
        items: { [THEME_ITEM_KEYS.neighbourhoodText]: parsed.data.neighbourhood_text },
        textKeys: [THEME_ITEM_KEYS.neighbourhoodText],
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
      success: ThemeMessages.neighbourhoodTextSaved,
      error: textBlock
        ? ThemeMessages.updateIntroductionCardError
        : ThemeMessages.saveNeighbourhoodTextError,
    });
    if (saved.ok) {
      setFiles([null, null]);
      setResetKey((key) => key + 1);
    }
  };

  return (
    <Stack gap="md">
      <Textarea
        label="Neighbourhood"
        description="What makes the neighbourhood a good place to live."
        withAsterisk
        autosize
        minRows={4}
        value={text}
        error={errors.text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {NEIGHBOURHOOD_IMAGE_KINDS.map((kind, slot) => (
          <ImagePicker
            key={kind}
            label={`Neighbourhood image ${slot + 1}`}
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
          {exists ? 'Update' : 'Submit'}
        </Button>
      </Group>
    </Stack>
  );
}
