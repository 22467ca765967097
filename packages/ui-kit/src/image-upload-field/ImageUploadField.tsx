import { Avatar, Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { UPLOAD_IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES, checkImageFile } from '@rendezvous/domain';
import { useMessage } from '@rendezvous/i18n';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileSize } from '../file-size/use-file-size';
import { getInitials } from '../initials-avatar';

export interface ImageUploadFieldProps {
  /** What the image is, e.g. 'Business logo' or 'Profile photo'. Names the group and preview. */
  label: string;
  /** URL of the current image; null or empty when there is none. */
  value: string | null | undefined;
  /** Whose image it is: without an image, their initials are shown instead of a placeholder. */
  name?: string | null;
  /**
   * Called with an accepted image (PNG, JPEG, GIF or WebP within `maxSize`). When it returns a
   * promise the buttons show a loader until it settles; a rejection keeps the current image
   * (the failed call already told the user why).
   */
  onUpload: (file: File) => void | Promise<unknown>;
  /** Called by the Remove button; without it there is no Remove button. */
  onRemove?: () => void | Promise<unknown>;
  /** Largest accepted image, in bytes. @default UPLOAD_MAX_BYTES (5 MB) */
  maxSize?: number;
  /** Shows loaders and disables the buttons, e.g. while the parent's upload runs. */
  loading?: boolean;
  disabled?: boolean;
  /** An error to show under the field, e.g. the server's answer. */
  error?: string | null;
  /** @default 'circle' for a person (`name` given), else 'rounded' */
  shape?: 'circle' | 'rounded';
  /** Preview size in pixels. @default 96 */
  size?: number;
}

const ACCEPT = UPLOAD_IMAGE_MIME_TYPES.join(',');

/**
 * One image of something (a logo, a service's picture, a profile photo): the current image or
 * initials or a placeholder, an Upload (or Replace) button and a Remove button. Only PNG,
 * JPEG, GIF and WebP within the size limit are passed on; anything else is refused here with
 * the API's own message.
 */
export function ImageUploadField({
  label,
  value,
  name,
  onUpload,
  onRemove,
  maxSize = UPLOAD_MAX_BYTES,
  loading = false,
  disabled = false,
  error,
  shape,
  size = 96,
}: ImageUploadFieldProps) {
  const { t } = useTranslation('ui');
  const msg = useMessage();
  const fileSize = useFileSize();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const resetRef = useRef<() => void>(null);
  const [pending, setPending] = useState<'upload' | 'remove' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = loading || pending !== null;
  const hasImage = Boolean(value);
  const radius = (shape ?? (name ? 'circle' : 'rounded')) === 'circle' ? size : 'md';
  const shownError = refusal ?? error ?? null;

  const run = async (kind: 'upload' | 'remove', action: () => void | Promise<unknown>) => {
    setPending(kind);
    try {
      await action();
    } catch {
      // The caller's request already reported the failure (the API client's error toast).
    } finally {
      setPending(null);
    }
  };

  const choose = (file: File | null) => {
    // The same file can be chosen again after a refusal or a removal.
    resetRef.current?.();
    if (!file) return;
    const problem = checkImageFile(file, maxSize);
    setRefusal(problem);
    if (problem) return;
    void run('upload', () => onUpload(file));
  };

  const initials = getInitials({ name });

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Text id={labelId} fw={500} size="sm">
        {label}
      </Text>
      <Group gap="md" align="center" wrap="wrap">
        {hasImage ? (
          <Image
            src={value}
            alt={label}
            w={size}
            h={size}
            fit="cover"
            radius={radius}
            style={{ flex: 'none' }}
          />
        ) : (
          <Avatar
            size={size}
            radius={radius}
            color="initials"
            name={name ?? undefined}
            aria-label={t('imageUpload.none', { label, lowerLabel: label.toLowerCase() })}
            role="img"
          >
            {initials || <IconPhoto size={size / 2.5} aria-hidden />}
          </Avatar>
        )}
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton
              onChange={choose}
              accept={ACCEPT}
              resetRef={resetRef}
              disabled={disabled || busy}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={pending === 'upload' || (loading && pending === null)}
                  disabled={disabled || busy}
                  aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
                >
                  {hasImage ? t('imageUpload.replace') : t('imageUpload.upload')}
                </Button>
              )}
            </FileButton>
            {onRemove && hasImage && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={pending === 'remove'}
                disabled={disabled || busy}
                onClick={() => {
                  setRefusal(null);
                  void run('remove', onRemove);
                }}
              >
                {t('imageUpload.remove')}
              </Button>
            )}
          </Group>
          <Text id={hintId} size="xs" c="dimmed">
            {t('imageUpload.hint', { size: fileSize(maxSize, 1) })}
          </Text>
        </Stack>
      </Group>
      {shownError && (
        <Box id={errorId} role="alert">
          <Text size="sm" c="red">
            {msg(shownError)}
          </Text>
        </Box>
      )}
    </Stack>
  );
}
