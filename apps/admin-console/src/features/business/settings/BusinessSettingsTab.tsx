import { Alert, Button, Card, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import {
  createBusinessSetting,
  referenceQueries,
  updateBusinessSetting,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { NOTIFICATION_SETTING_CODES, type Business, type Setting } from '@rendezvous/domain';
import { EmptyState } from '@rendezvous/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMessage } from '../../../i18n/use-message';
import { useBusinessChanged } from '../profile/use-business-changed';
import { BookingRulesCard } from './BookingRulesCard';
import { LanguageCard } from './LanguageCard';
import { NotificationSettingsCard } from './NotificationSettingsCard';
import { PrivacyCard } from './PrivacyCard';
import { TaxesAndFees } from './TaxesAndFees';
import { useTranslation } from 'react-i18next';

/**
 * The Settings tab: taxes and fees, booking rules, customer notifications, the business's
 * language, privacy (how long guests are kept), then its other switches.
 */
export function BusinessSettingsTab({ business }: { business: Business }) {
  return (
    <Stack gap="lg">
      <TaxesAndFees business={business} />
      <BookingRulesCard business={business} />
      <NotificationSettingsCard business={business} />
      <LanguageCard business={business} />
      <PrivacyCard business={business} />
      <SettingSwitches business={business} />
    </Stack>
  );
}

/** Switched in the notifications card, with the rest of what they govern. */
const IN_NOTIFICATIONS = new Set<string>(NOTIFICATION_SETTING_CODES);

/**
 * Every other setting definition (GET settings) with the business's switch for it. The first
 * switch of a setting creates the business's row; later ones update it.
 */
function SettingSwitches({ business }: { business: Business }) {
  const { t } = useTranslation('business');
  // The switches' names and explanations come from the API, in English.
  const msg = useMessage();
  const api = useApi();
  const changed = useBusinessChanged();
  const definitions = useQuery(referenceQueries.settings(api));
  const [pending, setPending] = useState<string | null>(null);

  const toggle = async (setting: Setting, on: boolean) => {
    const is_active = on ? 1 : 0;
    const existing = business.settings?.find((s) => s.setting_code === setting.code);
    setPending(setting.code);
    try {
      if (existing) await updateBusinessSetting(api, existing.id, { is_active });
      else
        await createBusinessSetting(api, {
          business_id: business.id,
          setting_code: setting.code,
          is_active,
        });
      await changed();
    } catch {
      // The failed call already showed why; the switch keeps its saved position.
    } finally {
      setPending(null);
    }
  };

  if (definitions.isPending) return <Loader aria-label={t('settings.loading')} />;
  if (definitions.isError) {
    return (
      <Alert color="red" title={t('settings.loadError')}>
        <Button variant="light" color="red" mt="sm" onClick={() => void definitions.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const shown = definitions.data.filter((setting) => !IN_NOTIFICATIONS.has(setting.code));
  if (shown.length === 0) return <EmptyState text={t('settings.none')} />;

  return (
    <Stack gap="sm">
      {shown.map((setting) => {
        const on = business.settings?.find((s) => s.setting_code === setting.code)?.is_active === 1;
        return (
          <Card key={setting.code} withBorder padding="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" gap="md">
              <Stack gap={2}>
                <Text fw={500} id={`setting-${setting.code}`}>
                  {msg(setting.description)}
                </Text>
                {setting.info && (
                  <Text size="sm" c="dimmed">
                    {msg(setting.info)}
                  </Text>
                )}
              </Stack>
              <Switch
                aria-labelledby={`setting-${setting.code}`}
                checked={on}
                disabled={pending === setting.code}
                onChange={(event) => void toggle(setting, event.currentTarget.checked)}
              />
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
