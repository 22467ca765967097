import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import {
  ActionCardFormSchema,
  THEME_ITEM_KEYS,
  ThemeMessages,
  itemValue,
  type BusinessThemeEntity,
} from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';
import { imagesOf } from './blocks';
import { FrenchText, useFrenchItem } from './FrenchText';
import { ImagePicker } from './ImagePicker';
import { SaveFailure } from './SaveFailure';
import type { SaveStep } from './save-block';

export interface ActionCardValues {
  text: string;
  buttonText: string;
  /** The texts in Canadian French ('' when not written). */
  textFr: string;
  buttonTextFr: string;
  image: File | null;
}

export interface ActionCardDialogProps {
  opened: boolean;
  /** The card being edited; a new one without it. */
  card: BusinessThemeEntity | undefined;
  saving: boolean;
  failure: SaveStep | null;
  onClose: () => void;
  /** Resolves true when saved (the dialog then closes). */
  onSave: (values: ActionCardValues) => Promise<boolean>;
}

type Errors = Partial<Record<'action_card_text' | 'action_card_button_text' | 'image', string>>;

/** Adds or edits an action card: its text, its button's text and its background image. */
export function ActionCardDialog({
  opened,
  card,
  saving,
  failure,
  onClose,
  onSave,
}: ActionCardDialogProps) {
  const { t } = useTranslation('website');
  const msg = useMessage();
  const [text, setText] = useState(
    () => (card && itemValue(card, THEME_ITEM_KEYS.actionCardText)) ?? '',
  );
  const [buttonText, setButtonText] = useState(
    () => (card && itemValue(card, THEME_ITEM_KEYS.actionCardButtonText)) ?? '',
  );
  const [textFr, setTextFr] = useFrenchItem(card, THEME_ITEM_KEYS.actionCardText);
  const [buttonTextFr, setButtonTextFr] = useFrenchItem(card, THEME_ITEM_KEYS.actionCardButtonText);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const current = imagesOf(card).at(-1);

  const submit = async () => {
    const parsed = ActionCardFormSchema.safeParse({
      action_card_text: text,
      action_card_button_text: buttonText,
      image: image ?? current ?? null,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        found[key] ??= msg(issue.message);
      }
      setErrors(found);
      showErrorToast(msg(ThemeMessages.actionCardSnackbar));
      return;
    }
    setErrors({});
    if (
      await onSave({
        text: parsed.data.action_card_text,
        buttonText: parsed.data.action_card_button_text,
        textFr,
        buttonTextFr,
        image,
      })
    ) {
      onClose();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={card ? t('cards.editTitle') : t('cards.add')}
      size="lg"
    >
      <Stack gap="md">
        <Textarea
          label={t('cards.text')}
          withAsterisk
          autosize
          minRows={3}
          value={text}
          error={errors.action_card_text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <FrenchText
          itemKey={THEME_ITEM_KEYS.actionCardText}
          label={t('french.cardText')}
          minRows={3}
          value={textFr}
          onChange={setTextFr}
        />
        <TextInput
          label={t('cards.buttonText')}
          withAsterisk
          value={buttonText}
          error={errors.action_card_button_text}
          onChange={(event) => setButtonText(event.currentTarget.value)}
        />
        <FrenchText
          itemKey={THEME_ITEM_KEYS.actionCardButtonText}
          label={t('french.cardButton')}
          value={buttonTextFr}
          onChange={setButtonTextFr}
        />
        <ImagePicker
          label={t('cards.background')}
          lowerLabel="background image"
          current={current}
          error={errors.image}
          onChange={setImage}
        />
        <SaveFailure step={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={saving}>
            {card ? t('update') : t('submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
