import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { deleteIntegration, integrationQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  CARD_PROVIDER,
  IntegrationMessages,
  cardMerchantStatus,
  integrationStatus,
  type Integration,
  type IntegrationPlatform,
  type CalendarFeedScope,
  type Merchant,
} from '@rendezvous/domain';
import { ConfirmDialog } from '@rendezvous/ui-kit';
import { IconBrandGoogle, IconBrandZoom, IconCalendar, IconCreditCard } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { MerchantDisconnectButton } from '../payments/MerchantDisconnectButton';
import { MerchantOnboardingButton } from '../payments/MerchantOnboardingButton';
import { CalendarDialog } from './CalendarDialog';
import { refreshConnections, SHOW_DIALOG } from './integration-flow';

// Loaded with the panel's data, outside the routes' first download.
const CalendarFeedCard = lazy(() => import('./CalendarFeedCard').then((m) => ({ default: m.CalendarFeedCard })));
const DeveloperCards = lazy(() => import('./DeveloperCards').then((m) => ({ default: m.DeveloperCards })));

interface PlatformCard {
  platform: IntegrationPlatform;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}

/** The connection cards of the spec's Integrations panel, in its order. */
// Their titles and texts are `cards.{platform}.title` and `.text` in the integrations catalog.
export const INTEGRATION_CARDS: readonly PlatformCard[] = [
  { platform: 'zoom', Icon: IconBrandZoom },
  { platform: 'google-calendar', Icon: IconCalendar },
  { platform: 'google-meet', Icon: IconBrandGoogle },
  { platform: CARD_PROVIDER, Icon: IconCreditCard },
];

export interface IntegrationCardsProps {
  /** The integrations of the business or the admin whose panel this is. */
  integrations: readonly Integration[];
  /** The business's merchants: the card provider counts once its onboarding is completed. */
  merchants?: readonly Merchant[];
  /** The signed-in admin's calendar feed of this scope is offered after the connections. */
  feedScope?: CalendarFeedScope;
  /** The business's API keys and webhooks are managed below the cards (for those who may change the business). */
  apiKeys?: boolean;
}

type Status = { label: string; color: string; connected: boolean; pending?: boolean };

/** The connection a card stands for: the admin's own first, else the business's. */
function integrationOf(integrations: readonly Integration[], platform: IntegrationPlatform): Integration | undefined {
  const all = integrations.filter((i) => i.platform === platform);
  return all.find((i) => i.integrable_type === 'admin') ?? all[0];
}

/** The page was opened with ?showDialog (back from Google Calendar): the calendar choice opens. */
function askedForCalendarDialog(): boolean {
  return typeof window !== 'undefined' && new URLSearchParams(window.location.search).has(SHOW_DIALOG);
}

function statusOf(card: PlatformCard, props: IntegrationCardsProps): Status {
  if (card.platform === CARD_PROVIDER) {
    const merchant = cardMerchantStatus(props.merchants);
    if (merchant === 'onboarded') return { label: IntegrationMessages.connected, color: 'teal', connected: true };
    if (merchant === 'pending') return { label: 'Pending', color: 'yellow', connected: false, pending: true };
  } else if (integrationStatus(props.integrations, card.platform) === IntegrationMessages.connected) {
    return { label: IntegrationMessages.connected, color: 'teal', connected: true };
  }
  return { label: IntegrationMessages.notConnected, color: 'gray', connected: false };
}

/**
 * One card per platform saying Connected or Not Connected. Connect leads to the add-integration
 * screen (the card provider to the account's payment settings).
 */
export function IntegrationCards(props: IntegrationCardsProps) {
  const { t } = useTranslation('integrations');
  const msg = useMessage();
  const api = useApi();
  const queryClient = useQueryClient();
  const providers = useQuery(integrationQueries.providers(api));
  // Connections made offline must not pass for real Google or Zoom ones.
  const isSandbox = (platform: IntegrationPlatform) =>
    platform !== CARD_PROVIDER && (providers.data?.[platform === 'zoom' ? 'zoom' : 'google'].sandbox ?? false);
  const [removing, setRemoving] = useState<{ integration: Integration; title: string } | null>(null);
  const calendar = integrationOf(props.integrations, 'google-calendar');
  const [calendarOpen, setCalendarOpen] = useState(() => askedForCalendarDialog());

  const disconnect = async (integration: Integration) => {
    await deleteIntegration(api, integration.id);
    await refreshConnections(queryClient);
  };

  return (
    <>
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {INTEGRATION_CARDS.map((card) => {
        const status = statusOf(card, props);
        const title = t(`cards.${card.platform}.title`);
        const headingId = `integration-${card.platform}`;
        return (
          <Card key={card.platform} withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
            <Stack gap="sm" h="100%" justify="space-between">
              <Stack gap={4}>
                {/* The badges keep their whole words: where they do not fit beside the name
                    (French's "Bac à sable · Non connecté" on a phone), they go below it. */}
                <Group justify="space-between" gap="xs">
                  <Group gap="xs" wrap="nowrap">
                    <card.Icon size={22} aria-hidden />
                    <Title order={2} size="h5" id={headingId}>
                      {title}
                    </Title>
                  </Group>
                  <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                    {isSandbox(card.platform) && (
                      <Badge color="dark" variant="outline" title={t('cards.sandboxHint')}>
                        {t('cards.sandbox')}
                      </Badge>
                    )}
                    <Badge color={status.color} variant="light">
                      {status.pending ? t('cards.pending') : msg(status.label)}
                    </Badge>
                  </Group>
                </Group>
                <Text size="sm" c="dimmed">
                  {t(`cards.${card.platform}.text`)}
                </Text>
              </Stack>
              {status.connected && card.platform === CARD_PROVIDER && (
                <Group justify="flex-end">
                  <MerchantDisconnectButton title={title} />
                </Group>
              )}
              {status.connected && card.platform !== CARD_PROVIDER && (
                <Group justify="flex-end" gap="xs">
                  {card.platform === 'google-calendar' && calendar && (
                    <Button variant="light" size="xs" onClick={() => setCalendarOpen(true)}>
                      {t('cards.chooseCalendars')}
                    </Button>
                  )}
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    aria-label={t('cards.disconnectNamed', { title })}
                    onClick={() => {
                      const integration = integrationOf(props.integrations, card.platform);
                      if (integration) setRemoving({ integration, title });
                    }}
                  >
                    {t('cards.disconnect')}
                  </Button>
                </Group>
              )}
              {!status.connected && (
                <Group justify="flex-end">
                  {card.platform === CARD_PROVIDER ? (
                    <MerchantOnboardingButton pending={status.pending ?? false} title={title} />
                  ) : (
                    <Button
                      component={Link}
                      to={`/add-integrations/${card.platform}`}
                      variant="light"
                      size="xs"
                      aria-label={t('cards.connectNamed', { title })}
                    >
                      {t('cards.connect')}
                    </Button>
                  )}
                </Group>
              )}
            </Stack>
          </Card>
        );
      })}
      {props.feedScope && (
        <Suspense fallback={null}>
          <CalendarFeedCard scope={props.feedScope} />
        </Suspense>
      )}
    </SimpleGrid>
    {props.apiKeys && (
      <Suspense fallback={null}>
        <DeveloperCards />
      </Suspense>
    )}
    <ConfirmDialog
      opened={removing !== null}
      title={t('cards.disconnectNamed', { title: removing?.title ?? '' })}
      message={t('cards.disconnectMessage', { title: removing?.title ?? '' })}
      confirmLabel={t('cards.disconnect')}
      onConfirm={() => (removing ? disconnect(removing.integration) : undefined)}
      onClose={() => setRemoving(null)}
    />
    {calendar && (
      <CalendarDialog integration={calendar} opened={calendarOpen} onClose={() => setCalendarOpen(false)} />
    )}
    </>
  );
}
