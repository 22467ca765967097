import {
  Button,
  Divider,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  deleteAdminImage,
  referenceQueries,
  sendAdminPasswordReset,
  updateAdmin,
  updateAdminRoles,
  uploadAdminImage,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  AdminMessages,
  AdminProfileFormSchema,
  ROLE_NAMES,
  RoleMessages,
  type Admin,
  type AdminProfileForm,
  type UpdateAdminInput,
} from '@rendezvous/domain';
import { invitableRoles } from '@rendezvous/permissions';
import { ImageUploadField } from '@rendezvous/ui-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { useCurrentAdmin } from '../auth/use-current-admin';
import { ChangePasswordForm } from './ChangePasswordForm';
import { EmailChangeDialog } from './EmailChangeDialog';
import { translatedValidate } from '../forms/translated-validate';
import { useRefreshAdmin } from './use-refresh-admin';

/** The catalog key of each role's name (the `profile` namespace). */
const ROLE_LABELS: Record<string, string> = {
  [ROLE_NAMES.consultant]: 'role.consultant',
  [ROLE_NAMES.admin]: 'role.admin',
  [ROLE_NAMES.platformAdmin]: 'role.platformAdmin',
};

export const roleLabel = (name: string, t: TFunction<'profile'>) => {
  const key = ROLE_LABELS[name];
  return key ? t(key) : name;
};

export interface ProfileTabProps {
  admin: Admin;
}

const profileValues = (admin: Admin): AdminProfileForm => ({
  firstname: admin.firstname,
  lastname: admin.lastname,
  username: admin.username ?? '',
  email: admin.email,
  phone: admin.phone ?? '',
});

/**
 * The Profile tab: photo, name, username, phone, e-mail (changed through a code), away and
 * active switches, roles, and one's own password (a colleague gets a reset link instead).
 */
export function ProfileTab({ admin }: ProfileTabProps) {
  const { t } = useTranslation('profile');
  const msg = useMessage();
  const api = useApi();
  const me = useCurrentAdmin();
  const refresh = useRefreshAdmin();
  const self = me?.id === admin.id;
  const [emailOpen, setEmailOpen] = useState(false);

  const form = useForm<AdminProfileForm>({
    initialValues: profileValues(admin),
    validate: translatedValidate(AdminProfileFormSchema),
  });

  const update = useMutation({
    mutationFn: (patch: UpdateAdminInput) => updateAdmin(api, admin.id, patch),
    onSuccess: refresh,
  });

  const saveProfile = (values: AdminProfileForm) => {
    const before = profileValues(admin);
    const patch: UpdateAdminInput = {};
    const changed = (field: keyof AdminProfileForm) => {
      const value = (values[field] ?? '').trim();
      return value !== (before[field] ?? '').trim() ? value : undefined;
    };
    const firstname = changed('firstname');
    const lastname = changed('lastname');
    const username = changed('username');
    const phone = changed('phone');
    if (firstname !== undefined) patch.firstname = firstname;
    if (lastname !== undefined) patch.lastname = lastname;
    // A cleared optional field is stored as null.
    if (username !== undefined) patch.username = username || null;
    if (phone !== undefined) patch.phone = phone || null;
    if (Object.keys(patch).length === 0) return;
    update.mutate(patch, { onSuccess: () => form.resetDirty() });
  };

  const image = useMutation({
    mutationFn: (file: File | null) =>
      file ? uploadAdminImage(api, admin.id, file) : deleteAdminImage(api, admin.id),
    onSuccess: refresh,
  });

  const sendReset = useMutation({ mutationFn: () => sendAdminPasswordReset(api, admin.id) });

  const roles = useQuery(referenceQueries.roles(api));
  const assignable = me
    ? invitableRoles(me, roles.data ?? []).filter(
        // A platform admin belongs to no business, so it is never offered for one.
        (role) => role.name !== ROLE_NAMES.platformAdmin || admin.business_id === null,
      )
    : [];
  const held = admin.roles.map((role) => String(role.id));
  const [chosenRoles, setChosenRoles] = useState<string[]>(held);
  const [rolesError, setRolesError] = useState<string | null>(null);
  const rolesChanged = [...chosenRoles].sort().join() !== [...held].sort().join();
  const saveRoles = useMutation({
    mutationFn: (ids: number[]) => updateAdminRoles(api, admin.id, ids),
    onSuccess: refresh,
  });
  const roleOptions = [
    ...assignable.map((role) => ({ value: String(role.id), label: roleLabel(role.name, t) })),
    // Held roles the editor may not hand out stay visible (and fixed).
    ...admin.roles
      .filter((role) => !assignable.some((a) => a.id === role.id))
      .map((role) => ({ value: String(role.id), label: roleLabel(role.name, t), disabled: true })),
  ];

  return (
    <Stack gap="xl" maw={720}>
      <ImageUploadField
        label={t('profile.photo')}
        value={admin.image_url}
        name={admin.full_name}
        loading={image.isPending}
        onUpload={(file) => image.mutateAsync(file)}
        onRemove={admin.image_url ? () => image.mutateAsync(null) : undefined}
      />

      <form noValidate onSubmit={form.onSubmit(saveProfile)} aria-label={t('profile.details')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('profile.firstName')}
              withAsterisk
              autoComplete="given-name"
              {...form.getInputProps('firstname')}
            />
            <TextInput
              label={t('profile.lastName')}
              withAsterisk
              autoComplete="family-name"
              {...form.getInputProps('lastname')}
            />
            <TextInput
              label={t('profile.username')}
              autoComplete="username"
              {...form.getInputProps('username')}
            />
            <TextInput
              label={t('profile.phone')}
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('profile.email')}
              value={admin.email}
              readOnly
              style={{ flex: '1 1 16rem' }}
              description={t('profile.emailHelp')}
            />
            <Button variant="light" onClick={() => setEmailOpen(true)}>
              {t('profile.changeEmail')}
            </Button>
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <EmailChangeDialog
        adminId={admin.id}
        opened={emailOpen}
        onClose={() => setEmailOpen(false)}
      />

      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('status.title')}
        </Title>
        <Switch
          label={msg(AdminMessages.awaySwitch)}
          checked={admin.is_away === 1}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ is_away: event.currentTarget.checked ? 1 : 0 })}
        />
        {!self && (
          <Switch
            label={msg(AdminMessages.active)}
            description={
              admin.is_active === 1
                ? undefined
                : t('status.inactiveHelp', { name: admin.firstname })
            }
            checked={admin.is_active === 1}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ is_active: event.currentTarget.checked ? 1 : 0 })}
          />
        )}
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('roles.title')}
        </Title>
        <MultiSelect
          label={t('roles.label')}
          data={roleOptions}
          value={chosenRoles}
          error={rolesError && msg(rolesError)}
          disabled={roles.isPending}
          description={roles.isError ? t('roles.loadError') : undefined}
          onChange={(value) => {
            setChosenRoles(value);
            setRolesError(null);
          }}
        />
        <Group justify="flex-end">
          <Button
            variant="light"
            disabled={!rolesChanged}
            loading={saveRoles.isPending}
            onClick={() => {
              if (chosenRoles.length === 0) {
                setRolesError(RoleMessages.rolesRequired);
                return;
              }
              saveRoles.mutate(chosenRoles.map(Number));
            }}
          >
            {t('roles.save')}
          </Button>
        </Group>
      </Stack>

      <Divider />
      {self ? (
        <Stack gap="sm">
          <Title order={2} size="h5">
            {t('password.change')}
          </Title>
          <ChangePasswordForm adminId={admin.id} />
        </Stack>
      ) : (
        <Stack gap="sm">
          <Title order={2} size="h5">
            {t('password.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('password.resetHelp', { name: admin.firstname })}
          </Text>
          <Group justify="flex-end">
            <Button
              variant="light"
              loading={sendReset.isPending}
              onClick={() => sendReset.mutate()}
            >
              {t('password.sendReset')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
