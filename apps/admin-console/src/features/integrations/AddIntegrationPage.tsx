import { Alert, Button, Card, Container, Group, Radio, Stack, Text } from '@mantine/core';
import { createAuthUrl } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  IntegrationAccessFormSchema,
  IntegrationMessages,
  encodeIntegrationState,
  isIntegrationName,
  type Admin,
  type IntegrationName,
} from '@rendezvous/domain';
import { hasRole } from '@rendezvous/permissions';
import { PageHeader, showErrorToast } from '@rendezvous/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/i18n';
import { useCurrentAdmin } from '../auth/use-current-admin';
import { WaitingScreen } from '../waiting/WaitingScreen';
import { panelPage } from './integration-flow';

/** A platform's name as its card shows it (`cards.{name}.title` in the integrations catalog). */
function useTitle(name: IntegrationName): string {
  const { t } = useTranslation('integrations');
  return t(`cards.${name}.title`);
}

/**
 * The access levels offered: business-wide (every consultant of the business may use the
 * connection) or personal. Their numbers are the domain's (INTEGRATION_ACCESS_LEVELS): the
 * fullest level of each set. Labelled by `add.choice.{owner}` (and `.text`).
 */
export const ACCESS_CHOICES = [
  { value: '4', owner: 'business' },
  { value: '3', owner: 'admin' },
] as const;

/** How the browser leaves for the provider (tests watch it instead). */
export type OpenProvider = (url: string) => void;

const leaveForProvider: OpenProvider = (url) => window.location.assign(url);

/** Goes to the provider's consent page for the chosen owner (the sandbox's when none is configured). */
function useConnect(name: IntegrationName, openProvider: OpenProvider) {
  const api = useApi();
  return async (admin: Admin, choice: (typeof ACCESS_CHOICES)[number]) => {
    const integrableType = choice.owner;
    const integrableId = integrableType === 'business' ? admin.business_id! : admin.id;
    const { url } = await createAuthUrl(api, name, {
      state: encodeIntegrationState({
        integrationName: name,
        redirectPage: panelPage(integrableType),
        integrableType,
        integrableId,
      }),
      access_level: Number(choice.value),
    });
    openProvider(url);
  };
}

/**
 * /add-integrations/{name}: an admin holding the admin role chooses a business-wide or a personal
 * connection (required); other admins go straight on with a personal one. Then the browser goes
 * to the provider, which returns to /redirect.
 */
export function AddIntegrationPage({ name, openProvider = leaveForProvider }: { name: string; openProvider?: OpenProvider }) {
  const { t } = useTranslation('integrations');
  const admin = useCurrentAdmin();
  const navigate = useNavigate();
  const valid = isIntegrationName(name);

  useEffect(() => {
    if (valid) return;
    showErrorToast(translateMessage(IntegrationMessages.invalid));
    void navigate({ to: '/', replace: true });
  }, [valid, navigate]);

  if (!valid || !admin) return <WaitingScreen text={t('add.wait')} />;
  return hasRole(admin, 'admin') && admin.business_id ? (
    <AccessChoice name={name} admin={admin} openProvider={openProvider} />
  ) : (
    <PersonalConnect name={name} admin={admin} openProvider={openProvider} />
  );
}

interface ConnectProps {
  name: IntegrationName;
  admin: Admin;
  openProvider: OpenProvider;
}

function PersonalConnect({ name, admin, openProvider }: ConnectProps) {
  const { t } = useTranslation('integrations');
  const title = useTitle(name);
  const connect = useConnect(name, openProvider);
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    connect(admin, ACCESS_CHOICES[1]).catch(() => setFailed(true));
  }, [admin, connect]);
  if (!failed) return <WaitingScreen text={t('add.goingTo', { title })} />;
  return (
    <Container size="sm" py="xl">
      <PageHeader title={t('add.title')} />
      <Alert color="red" title={t('add.unreachable', { title })}>
        {t('add.retryFromProfile')}
      </Alert>
    </Container>
  );
}

function AccessChoice({ name, admin, openProvider }: ConnectProps) {
  const { t } = useTranslation('integrations');
  const title = useTitle(name);
  const connect = useConnect(name, openProvider);
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const parsed = IntegrationAccessFormSchema.safeParse({ access_level: value });
    const choice = ACCESS_CHOICES.find((c) => c.value === value);
    if (!parsed.success || !choice) {
      setError(translateMessage(IntegrationMessages.choiceRequired));
      showErrorToast(translateMessage(IntegrationMessages.choiceSnackbar));
      return;
    }
    setPending(true);
    try {
      await connect(admin, choice);
    } catch {
      // The failed call already showed the server's message.
      setPending(false);
    }
  };

  return (
    <Container size="sm" py="xl">
      <PageHeader
        title={t('add.title')}
        description={t('add.description', { title })}
      />
      <Card withBorder radius="md" padding="lg">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <Radio.Group
              label={t('add.access')}
              description={t('add.accessHint')}
              withAsterisk
              value={value}
              onChange={(next) => {
                setValue(next);
                setError(null);
              }}
              error={error}
            >
              <Stack gap="sm" mt="xs">
                {ACCESS_CHOICES.map((choice) => (
                  <Radio
                    key={choice.value}
                    value={choice.value}
                    label={t(`add.choice.${choice.owner}`)}
                    description={<Text size="xs">{t(`add.choice.${choice.owner}.text`)}</Text>}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => window.history.back()}>
                {t('actions.cancel', { ns: 'common' })}
              </Button>
              <Button type="submit" loading={pending}>
                {t('add.continue', { title })}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
