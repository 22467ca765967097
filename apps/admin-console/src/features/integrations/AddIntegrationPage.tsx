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
import { useCurrentAdmin } from '../auth/use-current-admin';
import { WaitingScreen } from '../waiting/WaitingScreen';
import { panelPage } from './integration-flow';

const TITLES: Record<IntegrationName, string> = {
  zoom: 'Zoom',
  'google-calendar': 'Google Calendar',
  'google-meet': 'Google Meet',
};

/**
 * The access levels offered: business-wide (every consultant of the business may use the
 * connection) or personal. Their numbers are the domain's (INTEGRATION_ACCESS_LEVELS): the
 * fullest level of each set.
 */
export const ACCESS_CHOICES = [
  { value: '4', owner: 'business', label: 'Business-wide', text: 'Every consultant of the business can use this connection.' },
  { value: '3', owner: 'admin', label: 'Personal', text: 'Only you use this connection, for your own appointments.' },
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
  const admin = useCurrentAdmin();
  const navigate = useNavigate();
  const valid = isIntegrationName(name);

  useEffect(() => {
    if (valid) return;
    showErrorToast(IntegrationMessages.invalid);
    void navigate({ to: '/', replace: true });
  }, [valid, navigate]);

  if (!valid || !admin) return <WaitingScreen text="Please wait..." />;
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
  const connect = useConnect(name, openProvider);
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    connect(admin, ACCESS_CHOICES[1]).catch(() => setFailed(true));
  }, [admin, connect]);
  if (!failed) return <WaitingScreen text={`Taking you to ${TITLES[name]}...`} />;
  return (
    <Container size="sm" py="xl">
      <PageHeader title="Add Integration" />
      <Alert color="red" title={`${TITLES[name]} could not be reached`}>
        Please try again from your profile&apos;s Integrations tab.
      </Alert>
    </Container>
  );
}

function AccessChoice({ name, admin, openProvider }: ConnectProps) {
  const connect = useConnect(name, openProvider);
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const parsed = IntegrationAccessFormSchema.safeParse({ access_level: value });
    const choice = ACCESS_CHOICES.find((c) => c.value === value);
    if (!parsed.success || !choice) {
      setError(IntegrationMessages.choiceRequired);
      showErrorToast(IntegrationMessages.choiceSnackbar);
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
        title="Add Integration"
        description={`Connect ${TITLES[name]}: choose who can use the connection, then authorise it at ${TITLES[name]}.`}
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
              label="Access level"
              description="Who may use this connection"
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
                    label={choice.label}
                    description={<Text size="xs">{choice.text}</Text>}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => window.history.back()}>
                Cancel
              </Button>
              <Button type="submit" loading={pending}>
                Continue to {TITLES[name]}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
