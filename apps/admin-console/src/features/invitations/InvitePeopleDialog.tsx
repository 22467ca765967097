import { ActionIcon, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { createInvitations, referenceQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  InvitationMessages,
  InviteEntryFormSchema,
  toInvitationEntries,
  type InvitationEntry,
} from '@rendezvous/domain';
import { invitableRoles } from '@rendezvous/permissions';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { useCurrentAdmin } from '../auth/use-current-admin';

export interface InvitePeopleDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called after the invitations were sent. */
  onSent: () => void;
}

/** A role's name in the console's language; one the catalog does not know is shown capitalised. */
const roleLabel = (name: string, t: TFunction<'invitations'>) => {
  const words = name.replaceAll('_', ' ');
  return t(`role.${name}`, { defaultValue: words.charAt(0).toUpperCase() + words.slice(1) });
};

/**
 * Invite People: a role and one or more comma-separated addresses, sent as typed; Add lists
 * them first, to invite others with another role in the same go.
 */
export function InvitePeopleDialog({ opened, onClose, onSent }: InvitePeopleDialogProps) {
  const { t } = useTranslation('invitations');
  const msg = useMessage();
  const api = useApi();
  const admin = useCurrentAdmin();
  const roles = useQuery(referenceQueries.roles(api));
  const [roleId, setRoleId] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [entries, setEntries] = useState<InvitationEntry[]>([]);
  const [errors, setErrors] = useState<{ roleId?: string; email?: string; list?: string }>({});
  const [sending, setSending] = useState(false);

  const options = admin && roles.data ? invitableRoles(admin, roles.data) : [];
  const nameOf = (id: number) => roleLabel(options.find((r) => r.id === id)?.name ?? String(id), t);

  const close = () => {
    setRoleId(null);
    setEmail('');
    setEntries([]);
    setErrors({});
    onClose();
  };

  /**
   * The addresses typed in the field, checked against the chosen role: the entries they add
   * (those not listed yet), or null when they are not valid (the field then says why).
   */
  const typedEntries = (): InvitationEntry[] | null => {
    const parsed = InviteEntryFormSchema.safeParse({ roleId: roleId ? Number(roleId) : undefined, email });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'roleId' ? 'roleId' : 'email';
        next[field] ??= msg(issue.message);
      }
      setErrors(next);
      return null;
    }
    const known = new Set(entries.map((e) => e.email.toLowerCase()));
    return toInvitationEntries(parsed.data).filter((e) => !known.has(e.email.toLowerCase()));
  };

  const add = () => {
    const added = typedEntries();
    if (!added) return;
    setEntries([...entries, ...added]);
    setEmail('');
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // What is still typed in the field is sent too: "Add" only builds a list of several roles.
    const typed = email.trim() !== '' ? typedEntries() : [];
    if (!typed) return;
    const toSend = [...entries, ...typed];
    if (toSend.length === 0) {
      setErrors({ list: msg(InvitationMessages.noneAdded) });
      return;
    }
    setEntries(toSend);
    setEmail('');
    setErrors({});
    setSending(true);
    try {
      await createInvitations(api, toSend);
      onSent();
      close();
    } catch (failure) {
      const fieldErrors = (failure as { errors?: Record<string, string[]> } | null)?.errors;
      const first = fieldErrors ? Object.values(fieldErrors)[0]?.[0] : undefined;
      if (first) setErrors({ list: msg(first) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={msg(InvitationMessages.dialogTitle)}
      size="lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={msg(InvitationMessages.dialogTitle)}>
        <Stack gap="md">
          <Select
            label={t('dialog.role')}
            placeholder={t('dialog.chooseRole')}
            data={options.map((r) => ({ value: String(r.id), label: roleLabel(r.name, t) }))}
            value={roleId}
            onChange={(value) => {
              setRoleId(value);
              setErrors((e) => ({ ...e, roleId: undefined }));
            }}
            error={errors.roleId}
            required
          />
          <TextInput
            label={t('dialog.emails')}
            description={t('dialog.emailsDescription')}
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setErrors((e) => ({ ...e, email: undefined }));
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            error={errors.email}
            required
          />
          <Group justify="flex-end">
            <Button variant="light" onClick={add}>
              {t('dialog.add')}
            </Button>
          </Group>
          {entries.length > 0 ? (
            <Stack gap={4} component="ul" aria-label={t('dialog.toSend')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {entries.map((entry) => (
                <Group key={entry.email} component="li" justify="space-between" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {entry.email} — {nameOf(entry.roleId)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('dialog.remove', { email: entry.email })}
                    onClick={() => setEntries(entries.filter((e) => e !== entry))}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          ) : null}
          {errors.list ? (
            <Text c="red" size="sm" role="alert">
              {errors.list}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={sending}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={sending}>
              {t('dialog.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
