import { Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileSize } from '../file-size/use-file-size';

const MB = 1024 * 1024;

export interface ImageDropzoneProps {
  /** Called with the accepted images of each drop or pick. */
  onDrop: (files: File[]) => void;
  /** Accept several images at once. @default false */
  multiple?: boolean;
  /** Largest accepted file, in bytes. @default 5 MB */
  maxSize?: number;
  /** @default 'Drag an image here or click to choose' ('images' when multiple) */
  label?: string;
  /** Shows a loader over the zone, e.g. while uploading. @default false */
  loading?: boolean;
  /** @default false */
  disabled?: boolean;
}

function describeRejection(
  { file, errors }: FileRejection,
  maxSize: string,
  t: TFunction<'ui'>,
): string {
  const codes = errors.map((error) => error.code);
  if (codes.includes('too-many-files')) return t('dropzone.tooMany');
  if (codes.includes('file-invalid-type')) return t('dropzone.notImage', { name: file.name });
  if (codes.includes('file-too-large')) {
    return t('dropzone.tooLarge', { name: file.name, size: maxSize });
  }
  return t('dropzone.unusable', { name: file.name });
}

/**
 * A click-or-drag zone for images (PNG, JPEG, GIF, SVG, WebP, AVIF, HEIC) that previews what
 * was chosen and says why a file was refused.
 */
export function ImageDropzone({
  onDrop,
  multiple = false,
  maxSize = 5 * MB,
  label,
  loading = false,
  disabled = false,
}: ImageDropzoneProps) {
  const { t } = useTranslation('ui');
  const fileSize = useFileSize();
  const [files, setFiles] = useState<File[]>([]);
  // Kept as the file and why, so a language switch rewords it.
  const [rejection, setRejection] = useState<FileRejection | null>(null);
  const zoneLabel = label ?? (multiple ? t('dropzone.many') : t('dropzone.one'));

  const previews = useMemo(
    () => files.map((file) => ({ name: file.name, url: URL.createObjectURL(file) })),
    [files],
  );
  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)),
    [previews],
  );

  const accept = (accepted: File[]) => {
    setRejection(null);
    setFiles(accepted);
    onDrop(accepted);
  };

  const reject = (rejections: FileRejection[]) => {
    const first = rejections[0];
    setRejection(first ?? null);
  };

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={accept}
        onReject={reject}
        accept={IMAGE_MIME_TYPE}
        maxSize={maxSize}
        multiple={multiple}
        loading={loading}
        disabled={disabled}
        // The zone's own file input: named, so it is no unlabelled form field.
        inputProps={{ 'aria-label': zoneLabel }}
      >
        <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} color="var(--mantine-primary-color-filled)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={40} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <Stack gap={4}>
            <Text size="md">{zoneLabel}</Text>
            <Text size="sm" c="dimmed">
              {t('dropzone.limit', { size: fileSize(maxSize) })}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {rejection && (
        <Text size="sm" c="red" role="alert">
          {describeRejection(rejection, fileSize(maxSize), t)}
        </Text>
      )}
      {previews.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
          {previews.map((preview) => (
            <Image
              key={preview.url}
              src={preview.url}
              alt={preview.name}
              h={96}
              fit="cover"
              radius="sm"
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
