import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  Loader,
  PasswordInput,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  customerKeys,
  eraseMyAccount,
  exportMyData,
  getMyConsents,
  updateMyConsents,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  AppError,
  ErrorCode,
  PrivacyMessages,
  privacyExportFileName,
  privacyExportToCsv,
} from '@rendezvous/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@rendezvous/i18n';

type Format = 'json' | 'csv';

const MIME: Record<Format, string> = {
  json: 'application/json',
  csv: 'text/csv;charset=utf-8',
};

/** Hands `text` to the browser as a file download named `fileName`. */
function saveFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // After the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * "Your data" on the signed-in customer's account (Quebec's Law 25, PIPEDA): download what
 * the business holds about them, as JSON or CSV, or erase their account. On erasure the
 * server has already ended their sessions: `onErased` only forgets the session here.
 */
export function YourData({
  businessName,
  onErased,
}: {
  businessName: string;
  onErased: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Stack component="section" aria-labelledby="your-data" gap="md">
      <Title order={2} fz="h3" id="your-data">
        {t('privacy.title')}
      </Title>
      <YourChoices businessName={businessName} />
      <DownloadMyData businessName={businessName} />
      <EraseMyAccount businessName={businessName} onErased={onErased} />
    </Stack>
  );
}

/**
 * News and offers by e-mail: off until the customer turns it on (no record means no consent),
 * each change recorded by the server with the words shown here, in the site's language.
 */
function YourChoices({ businessName }: { businessName: string }) {
  const { t, i18n } = useTranslation('account');
  const message = useMessage();
  const api = useApi();
  const queryClient = useQueryClient();
  const stateId = useId();
  const consents = useQuery({ queryKey: customerKeys.consents(), queryFn: () => getMyConsents(api) });
  const save = useMutation({
    mutationFn: (marketing: boolean) => updateMyConsents(api, { marketing }),
    onSuccess: (current) => queryClient.setQueryData(customerKeys.consents(), current),
  });
  const marketing = consents.data?.find((consent) => consent.purpose === 'marketing');
  const granted = save.isPending ? save.variables : (marketing?.granted ?? false);
  const since = marketing
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(marketing.recorded_at))
    : null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        {t('privacy.choices.title')}
      </Title>
      <Text size="sm">{t('privacy.choices.intro', { business: businessName })}</Text>
      {consents.isPending ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('privacy.choices.loading')}</Text>
        </Group>
      ) : consents.isError ? (
        <Alert color="red" role="alert" title={t('privacy.choices.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            {message(consents.error.message)}
            <Button size="xs" variant="default" onClick={() => void consents.refetch()}>
              {t('privacy.choices.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <Switch
            label={t('privacy.choices.marketing')}
            aria-describedby={stateId}
            checked={granted}
            disabled={save.isPending}
            onChange={(event) => save.mutate(event.currentTarget.checked)}
          />
          {/* Apart from the switch's label: its name is the consent's wording, word for word. */}
          <Text id={stateId} size="sm" c="dark.5">
            {since
              ? t(marketing?.granted ? 'privacy.choices.givenOn' : 'privacy.choices.withdrawnOn', { date: since })
              : t('privacy.choices.never')}
          </Text>
          {save.isError && (
            <Alert color="red" role="alert" title={t('privacy.choices.saveFailed')}>
              {message(save.error.message)}
            </Alert>
          )}
          {save.isSuccess && (
            <Text size="sm" role="status">
              {t('privacy.choices.saved')}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

function DownloadMyData({ businessName }: { businessName: string }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const api = useApi();
  const download = useMutation({
    mutationFn: async (format: Format) => {
      const data = await exportMyData(api);
      const text =
        format === 'json' ? `${JSON.stringify(data, null, 2)}\n` : privacyExportToCsv(data);
      saveFile(privacyExportFileName(data, format), text, MIME[format]);
    },
  });
  const button = (format: Format) => (
    <Button
      variant="default"
      loading={download.isPending && download.variables === format}
      disabled={download.isPending && download.variables !== format}
      onClick={() => download.mutate(format)}
    >
      {t(`privacy.download.${format}`)}
    </Button>
  );
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        {t('privacy.download.title')}
      </Title>
      <Text size="sm">{t('privacy.download.intro', { business: businessName })}</Text>
      {download.isError && (
        <Alert color="red" role="alert" title={t('privacy.download.failed')}>
          {message(download.error.message)}
        </Alert>
      )}
      <Group gap="sm" wrap="wrap">
        {button('json')}
        {button('csv')}
      </Group>
    </Stack>
  );
}

/** The password field's own refusal (422), if that is what the server answered. */
const passwordError = (error: Error | null): string | undefined =>
  error instanceof AppError ? error.errors?.password?.[0] : undefined;

function EraseMyAccount({
  businessName,
  onErased,
}: {
  businessName: string;
  onErased: () => void;
}) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const api = useApi();
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const erase = useMutation({
    mutationFn: (value: string) => eraseMyAccount(api, { password: value }),
    onSuccess: onErased,
  });
  const close = () => {
    if (erase.isPending) return;
    setOpened(false);
    setPassword('');
    setMissing(false);
    erase.reset();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    erase.mutate(password);
  };
  const wrongPassword = passwordError(erase.error);
  const fieldError = missing ? message('Password is required') : message(wrongPassword);
  const refusal =
    erase.isError && !wrongPassword
      ? erase.error instanceof AppError &&
        erase.error.code === ErrorCode.Conflict &&
        erase.error.message === PrivacyMessages.upcoming
        ? t('privacy.erase.upcoming')
        : message(erase.error.message)
      : null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        {t('privacy.erase.heading')}
      </Title>
      <Text size="sm">{t('privacy.erase.intro')}</Text>
      <Group>
        <Button color="red" variant="light" onClick={() => setOpened(true)}>
          {t('privacy.erase.open')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t('privacy.erase.title')}>
        <form noValidate onSubmit={submit} aria-label={t('privacy.erase.title')}>
          <Stack>
            <Text size="sm">{t('privacy.erase.what')}</Text>
            <List size="sm" spacing={2}>
              <List.Item>{t('privacy.erase.whatProfile')}</List.Item>
              <List.Item>{t('privacy.erase.whatPassword')}</List.Item>
              <List.Item>{t('privacy.erase.whatWords')}</List.Item>
            </List>
            <Text size="sm">{t('privacy.erase.kept', { business: businessName })}</Text>
            <Text size="sm">{t('privacy.erase.cancelFirst')}</Text>
            <Text size="sm" fw={700}>
              {t('privacy.erase.final')}
            </Text>
            {refusal && (
              <Alert color="red" role="alert">
                {refusal}
              </Alert>
            )}
            <PasswordInput
              label={t('password')}
              description={t('privacy.erase.passwordHelp')}
              autoComplete="current-password"
              required
              data-autofocus
              value={password}
              error={fieldError || undefined}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setMissing(false);
                if (wrongPassword) erase.reset();
              }}
            />
            <Group justify="flex-end" gap="sm" wrap="wrap">
              <Button variant="default" onClick={close} disabled={erase.isPending}>
                {t('privacy.erase.keep')}
              </Button>
              <Button type="submit" color="red" loading={erase.isPending}>
                {t('privacy.erase.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
