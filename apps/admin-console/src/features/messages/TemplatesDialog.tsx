import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  createDefaultMessage,
  deleteDefaultMessage,
  messageKeys,
  messageQueries,
  updateDefaultMessage,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  DefaultMessageInputSchema,
  PREVIEW_LENGTH,
  preview,
  type DefaultMessage,
} from '@rendezvous/domain';
import { ConfirmDialog, EmptyState } from '@rendezvous/ui-kit';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/i18n';

type Draft = { id: number | null; name: string; body: string; category: string | null };
const EMPTY: Draft = { id: null, name: '', body: '', category: null };

/** Reply templates: the platform's (read-only) and the business's own (add, edit, delete). */
export default function TemplatesDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('messages-page');
  const api = useApi();
  const queryClient = useQueryClient();
  const templates = useQuery(messageQueries.templates(api));
  const categories = useQuery(messageQueries.categories(api));
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'body', string>>>({});
  const [deleting, setDeleting] = useState<DefaultMessage | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: messageKeys.templates() });

  const save = useMutation({
    mutationFn: (input: {
      name: string;
      body: string;
      default_message_category_id: number | null;
    }) =>
      draft.id ? updateDefaultMessage(api, draft.id, input) : createDefaultMessage(api, input),
    onSuccess: () => {
      setDraft(EMPTY);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteDefaultMessage(api, id),
    onSuccess: refresh,
  });

  const submit = () => {
    const parsed = DefaultMessageInputSchema.safeParse({
      name: draft.name,
      body: draft.body,
      default_message_category_id: draft.category ? Number(draft.category) : null,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as 'name' | 'body'] ??= translateMessage(issue.message);
      return setErrors(next);
    }
    setErrors({});
    save.mutate({
      ...parsed.data,
      default_message_category_id: parsed.data.default_message_category_id ?? null,
    });
  };

  const categoryName = (id: number | null) => categories.data?.find((c) => c.id === id)?.name;

  return (
    <Modal opened={opened} onClose={onClose} title={t('templates.title')} size="lg">
      <Stack gap="md">
        {templates.data?.length === 0 && <EmptyState text={t('templates.empty')} />}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {templates.data?.map((template) => (
            <Group key={template.id} component="li" justify="space-between" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {template.name}
                  {categoryName(template.default_message_category_id) && (
                    <Text span size="xs" c="dark.4">
                      {' '}
                      · {categoryName(template.default_message_category_id)}
                    </Text>
                  )}
                </Text>
                <Text size="sm" c="dark.5">
                  {preview(template.body, PREVIEW_LENGTH.default)}
                </Text>
              </div>
              {template.business_id === null ? (
                <Text size="xs" c="dark.4">
                  {t('templates.platform')}
                </Text>
              ) : (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('templates.editName', { name: template.name })}
                    onClick={() =>
                      setDraft({
                        id: template.id,
                        name: template.name,
                        body: template.body,
                        category: template.default_message_category_id
                          ? String(template.default_message_category_id)
                          : null,
                      })
                    }
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    aria-label={t('templates.deleteName', { name: template.name })}
                    onClick={() => setDeleting(template)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              )}
            </Group>
          ))}
        </Stack>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {draft.id ? t('templates.editTitle') : t('templates.newTitle')}
            </Text>
            <TextInput
              label={t('templates.name')}
              value={draft.name}
              maxLength={100}
              error={errors.name}
              onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
            />
            <Select
              label={t('templates.category')}
              clearable
              data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={draft.category}
              onChange={(category) => setDraft({ ...draft, category })}
            />
            <Textarea
              label={t('templates.message')}
              autosize
              minRows={3}
              maxLength={5000}
              value={draft.body}
              error={errors.body}
              onChange={(event) => setDraft({ ...draft, body: event.currentTarget.value })}
            />
            <Group justify="flex-end">
              {draft.id && (
                <Button variant="default" onClick={() => setDraft(EMPTY)}>
                  {t('templates.cancelEdit')}
                </Button>
              )}
              <Button type="submit" loading={save.isPending}>
                {draft.id ? t('templates.save') : t('templates.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('templates.deleteTitle')}
        message={t('templates.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('templates.delete')}
        onConfirm={() => remove.mutateAsync(deleting!.id).then(() => setDeleting(null))}
        onClose={() => setDeleting(null)}
      />
    </Modal>
  );
}
