import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Center,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import {
  deleteThemeImage,
  quietly,
  updateThemeImageOrder,
  uploadThemeImage,
  websiteKeys,
  websiteQueries,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { renumberOrders, type ThemeImage } from '@rendezvous/domain';
import {
  ConfirmDialog,
  EmptyState,
  ImageDropzone,
  showErrorToast,
  showErrorToastUnlessReported,
  showSuccessToast,
} from '@rendezvous/ui-kit';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The texts of the theme images section (the spec words none of them). Each upload and removal
 * is confirmed by the API's own message.
 */
export const ThemeImageMessages = {
  uploaded: (count: number) =>
    count === 1 ? 'Theme image uploaded' : `${count} theme images uploaded`,
  uploadError: 'An error occurred while uploading the theme images',
  reordered: 'Theme images re-ordered',
  reorderError: 'An error occurred while re-ordering the theme images',
  removeError: 'An error occurred while removing the theme image',
  empty: 'No theme images yet. Upload some to activate a theme.',
} as const;

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The images every theme shows (hero, carousel): uploaded several at once, ordered by dragging. */
export function ThemeImagesSection({ businessId }: { businessId: number }) {
  const { t } = useTranslation('website');
  const api = useApi();
  const queryClient = useQueryClient();
  const images = useQuery(websiteQueries.themeImages(api, businessId));
  const [order, setOrder] = useState<ThemeImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const [dropKey, setDropKey] = useState(0);
  const [removing, setRemoving] = useState<ThemeImage | null>(null);
  useEffect(
    () => setOrder([...(images.data ?? [])].sort((a, b) => a.order - b.order)),
    [images.data],
  );
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: websiteKeys.themeImages(businessId) });

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setUploading(true);
    try {
      for (const file of files) await uploadThemeImage(api, businessId, file);
    } catch (error) {
      // The server's own failure message, when it gave one, is this upload's one toast.
      showErrorToastUnlessReported(error, t('images.uploadError'));
    } finally {
      setUploading(false);
      setDropKey((key) => key + 1);
      await refresh();
    }
  };

  const reorder = async ({ source, destination }: DropResult) => {
    if (!destination || destination.index === source.index) return;
    const previous = order;
    const next = renumberOrders(moved(order, source.index, destination.index));
    setOrder(next);
    try {
      // Quiet: the spec's own messages below are this action's one toast.
      await updateThemeImageOrder(quietly(api), {
        business_id: businessId,
        images: next.map(({ id, order: position }) => ({ id, order: position })),
      });
      showSuccessToast(t('images.reordered'));
    } catch {
      setOrder(previous);
      showErrorToast(t('images.reorderError'));
    }
    await refresh();
  };

  const remove = async (image: ThemeImage) => {
    try {
      await deleteThemeImage(api, businessId, image.id);
    } catch (error) {
      showErrorToastUnlessReported(error, t('images.removeError'));
      throw error;
    } finally {
      await refresh();
    }
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('images.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('images.help')}
        </Text>
        <ImageDropzone
          key={dropKey}
          multiple
          loading={uploading}
          onDrop={(files) => void upload(files)}
        />
        {images.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label={t('images.loading')} />
          </Center>
        ) : images.isError ? (
          <Alert color="red" title={t('images.loadError')}>
            <Button variant="light" color="red" mt="sm" onClick={() => void images.refetch()}>
              {t('tryAgain')}
            </Button>
          </Alert>
        ) : order.length === 0 ? (
          <EmptyState text={t('images.empty')} />
        ) : (
          <DragDropContext onDragEnd={(result) => void reorder(result)}>
            <Droppable droppableId="theme-images" direction="horizontal">
              {(droppable) => (
                <Group
                  gap="sm"
                  wrap="nowrap"
                  ref={droppable.innerRef}
                  {...droppable.droppableProps}
                  component="ol"
                  p={0}
                  m={0}
                  style={{ overflowX: 'auto' }}
                  aria-label={t('images.inOrder')}
                >
                  {order.map((image, index) => (
                    <Draggable key={image.id} draggableId={String(image.id)} index={index}>
                      {(draggable) => (
                        <Card
                          component="li"
                          withBorder
                          padding={6}
                          w={150}
                          miw={150}
                          ref={draggable.innerRef}
                          {...draggable.draggableProps}
                          style={{ ...draggable.draggableProps.style, listStyle: 'none' }}
                        >
                          <Image
                            src={image.image_url}
                            alt={t('images.alt', { number: index + 1 })}
                            h={90}
                            fit="cover"
                            radius="sm"
                          />
                          <Group justify="space-between" mt={4} wrap="nowrap">
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              component="div"
                              {...draggable.dragHandleProps}
                              aria-label={t('images.move', { number: index + 1 })}
                            >
                              <IconGripVertical size={16} aria-hidden />
                            </ActionIcon>
                            <Text size="xs" c="dimmed">
                              {index + 1}
                            </Text>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('images.remove', { number: index + 1 })}
                              onClick={() => setRemoving(image)}
                            >
                              <IconTrash size={16} aria-hidden />
                            </ActionIcon>
                          </Group>
                        </Card>
                      )}
                    </Draggable>
                  ))}
                  {droppable.placeholder}
                </Group>
              )}
            </Droppable>
          </DragDropContext>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t('images.removeTitle')}
        message={t('images.removeConfirm')}
        confirmLabel={t('remove')}
        onConfirm={() => (removing ? remove(removing) : undefined)}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
