import { Image, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { ImageDropzone } from '@rendezvous/ui-kit';

export interface ImagePickerProps {
  /** Names the image, e.g. 'Header image'. */
  label: string;
  /** The stored image, if any. */
  current: string | undefined;
  /** Called with the image chosen to replace it (null when cleared). */
  onChange: (file: File | null) => void;
  error?: string | null;
  /** Changing it empties the zone, e.g. after a save. */
  resetKey?: number;
}

/** The current image of a block and a zone to choose the one that replaces it. */
export function ImagePicker({ label, current, onChange, error, resetKey }: ImagePickerProps) {
  const labelId = useId();
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={500} size="sm">
        {label}
      </Text>
      {current ? (
        <Image
          src={current}
          alt={`Current ${label.toLowerCase()}`}
          mah={220}
          w="auto"
          fit="contain"
          radius="sm"
        />
      ) : (
        <Text size="sm" c="dimmed">
          No image yet.
        </Text>
      )}
      <ImageDropzone
        key={resetKey}
        label={`Drag the ${label.toLowerCase()} here or click to choose`}
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
