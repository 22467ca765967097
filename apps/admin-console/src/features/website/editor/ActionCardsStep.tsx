import { ActionIcon, Button, Card, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import {
  bulkUpdateThemeEntities,
  businessKeys,
  deleteThemeEntity,
  quietly,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  THEME_ITEM_KEYS,
  frenchItemKey,
  ThemeMessages,
  itemValue,
  nextOrder,
  renumberOrders,
  type BusinessThemeEntity,
} from '@rendezvous/domain';
import { ConfirmDialog, EmptyState, showErrorToast, showSuccessToast } from '@rendezvous/ui-kit';
import { IconGripVertical, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';
import { ActionCardDialog, type ActionCardValues } from './ActionCardDialog';
import { frenchItem } from './FrenchText';
import { blocksOf, imagesOf } from './blocks';
import type { StepProps } from './types';
import { useSaveBlocks } from './use-save-block';

/** Moves the dragged card to where it was dropped. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The action cards: added, edited, removed, and put in order by dragging. */
export function ActionCardsStep({ businessId, themeId, blocks }: StepProps) {
  const { t } = useTranslation('website');
  const msg = useMessage();
  const api = useApi();
  const queryClient = useQueryClient();
  const saved = blocksOf(blocks, 'actionCard');
  const [cards, setCards] = useState(saved);
  const [dialog, setDialog] = useState<{ card: BusinessThemeEntity | undefined } | null>(null);
  const [removing, setRemoving] = useState<BusinessThemeEntity | null>(null);
  const { save, saving, failure } = useSaveBlocks();
  // The server's order wins whenever the business is refreshed.
  const savedKey = saved.map((card) => `${card.id}:${card.order}:${card.items.length}`).join(',');
  useEffect(() => setCards(saved), [savedKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const refresh = () => queryClient.invalidateQueries({ queryKey: businessKeys.all });

  const reorder = async ({ source, destination }: DropResult) => {
    if (!destination || destination.index === source.index) return;
    const previous = cards;
    const next = renumberOrders(moved(cards, source.index, destination.index));
    setCards(next);
    try {
      // Quiet: the spec's own messages below are this action's one toast.
      await bulkUpdateThemeEntities(quietly(api), {
        business_theme_entities: next.map(({ id, order }) => ({ id, order })),
      });
      showSuccessToast(msg(ThemeMessages.actionCardsReordered));
    } catch {
      setCards(previous);
      showErrorToast(msg(ThemeMessages.reorderCardsError));
    }
    await refresh();
  };

  const saveCard = async (values: ActionCardValues): Promise<boolean> => {
    const card = dialog?.card;
    const result = await save(
      [
        {
          businessId,
          themeId,
          kind: 'actionCard',
          existing: card,
          order: nextOrder(cards),
          items: {
            [THEME_ITEM_KEYS.actionCardText]: values.text,
            [THEME_ITEM_KEYS.actionCardButtonText]: values.buttonText,
            ...frenchItem(card, THEME_ITEM_KEYS.actionCardText, values.textFr),
            ...frenchItem(card, THEME_ITEM_KEYS.actionCardButtonText, values.buttonTextFr),
          },
          textKeys: [THEME_ITEM_KEYS.actionCardText, frenchItemKey(THEME_ITEM_KEYS.actionCardText)],
          images: values.image ? [values.image] : [],
          singleImage: true,
        },
      ],
      {
        success: msg(ThemeMessages.actionCardUpdated),
        error: msg(card ? ThemeMessages.updateActionCardError : ThemeMessages.saveCardError),
      },
    );
    // A new card whose text or image failed exists now: trying again updates it.
    if (!result.ok && result.entity) setDialog({ card: result.entity });
    return result.ok;
  };

  const remove = async (card: BusinessThemeEntity) => {
    try {
      await deleteThemeEntity(quietly(api), card.id);
      showSuccessToast(msg(ThemeMessages.actionCardRemoved));
    } catch (error) {
      showErrorToast(msg(ThemeMessages.removeActionCardError));
      throw error;
    } finally {
      await refresh();
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('cards.help')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDialog({ card: undefined })}
        >
          {t('cards.add')}
        </Button>
      </Group>
      {cards.length === 0 ? (
        <EmptyState text={t('cards.empty')} />
      ) : (
        <DragDropContext onDragEnd={(result) => void reorder(result)}>
          <Droppable droppableId="action-cards">
            {(droppable) => (
              <Stack
                gap="sm"
                ref={droppable.innerRef}
                {...droppable.droppableProps}
                component="ol"
                p={0}
                m={0}
              >
                {cards.map((card, index) => {
                  const text = itemValue(card, THEME_ITEM_KEYS.actionCardText) ?? '';
                  const buttonText = itemValue(card, THEME_ITEM_KEYS.actionCardButtonText) ?? '';
                  const image = imagesOf(card).at(-1);
                  return (
                    <Draggable key={card.id} draggableId={String(card.id)} index={index}>
                      {(draggable) => (
                        <Card
                          withBorder
                          component="li"
                          ref={draggable.innerRef}
                          {...draggable.draggableProps}
                          style={{ ...draggable.draggableProps.style, listStyle: 'none' }}
                          aria-label={t('cards.cardLabel', {
                            number: index + 1,
                            button: buttonText,
                          })}
                        >
                          <Group wrap="nowrap" align="center" gap="sm">
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              component="div"
                              {...draggable.dragHandleProps}
                              aria-label={t('cards.move', { number: index + 1 })}
                            >
                              <IconGripVertical size={18} aria-hidden />
                            </ActionIcon>
                            {image && (
                              <Image src={image} alt="" w={72} h={48} fit="cover" radius="sm" />
                            )}
                            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                              <Text size="sm" lineClamp={2}>
                                {text}
                              </Text>
                              <Text size="xs" c="dimmed">
                                {t('cards.button', { button: buttonText })}
                              </Text>
                            </Stack>
                            <Tooltip label={t('edit')}>
                              <ActionIcon
                                variant="subtle"
                                aria-label={t('cards.edit', { number: index + 1 })}
                                onClick={() => setDialog({ card })}
                              >
                                <IconPencil size={18} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={t('remove')}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('cards.remove', { number: index + 1 })}
                                onClick={() => setRemoving(card)}
                              >
                                <IconTrash size={18} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          </Group>
                        </Card>
                      )}
                    </Draggable>
                  );
                })}
                {droppable.placeholder}
              </Stack>
            )}
          </Droppable>
        </DragDropContext>
      )}
      {dialog && (
        <ActionCardDialog
          opened
          card={dialog.card}
          saving={saving}
          failure={failure}
          onClose={() => setDialog(null)}
          onSave={saveCard}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('cards.removeTitle')}
        message={t('cards.removeConfirm')}
        confirmLabel={t('remove')}
        onConfirm={() => (removing ? remove(removing) : undefined)}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
