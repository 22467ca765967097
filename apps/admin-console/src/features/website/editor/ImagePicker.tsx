import { Image, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { ImageDropzone } from '@rendezvous/ui-kit';
import { useTranslation } from 'react-i18next';

export interface ImagePickerProps {
  /** Names the image, e.g. 'Header image' (translated). */
  label: string;
  /** The English name in lower case, for the English sentences that use it. */
  lowerLabel?: string;
  /** The stored image, if any. */
  current: string | undefined;
  /** Called with the image chosen to replace it (null when cleared). */
  onChange: (file: File | null) => void;
  error?: string | null;
  /** Changing it empties the zone, e.g. after a save. */
  resetKey?: number;
}

/** The current image of a block and a zone to choose the one that replaces it. */
export function ImagePicker({
  label,
  lowerLabel = label.toLowerCase(),
  current,
  onChange,
  error,
  resetKey,
}: ImagePickerProps) {
  const { t } = useTranslation('website');
  const labelId = useId();
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={500} size="sm">
        {label}
      </Text>
      {current ? (
        <Image
          src={current}
          alt={t('imagePicker.currentAlt', { label, lower: lowerLabel })}
          mah={220}
          w="auto"
          fit="contain"
          radius="sm"
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('imagePicker.none')}
        </Text>
      )}
      <ImageDropzone
        key={resetKey}
        label={t('imagePicker.drop', { label, lower: lowerLabel })}
        onDrop={(files) => onChange(files[0] ?? null)}
      />
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
