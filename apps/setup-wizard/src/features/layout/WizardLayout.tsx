import { Anchor, Box, Group } from '@mantine/core';
import { CenteredCardLayout, usePageTitle } from '@rendezvous/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';

export interface WizardLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** A panel beside the card on wide screens (above it on phones). */
  aside?: ReactNode;
  /** A wider card, for a step with a table-like form (the guided setup). */
  wide?: boolean;
  children: ReactNode;
}

/** The wizard's page: the language switch, the logo, a centred card, the legal links. */
export function WizardLayout({ title, subtitle, aside, wide, children }: WizardLayoutProps) {
  const { t } = useTranslation('wizard');
  usePageTitle(title);
  return (
    <>
      {/* In the window's corner, over the page, so the card stays centred in the whole window;
          on a phone, a row of its own above the logo, which it would otherwise cover. */}
      <Box
        component="header"
        pos={{ base: 'static', sm: 'absolute' }}
        top={0}
        right={0}
        px="md"
        pt="md"
        style={{ zIndex: 1 }}
      >
        <Group justify="flex-end">
          <LanguageSwitch />
        </Group>
      </Box>
      <Box component="main">
        <CenteredCardLayout
          title={title}
          subtitle={subtitle}
          aside={aside}
          // The guided setup is wider still: its seven steps stay on one line at 1280 px.
          maxWidth={wide ? 1100 : aside ? 960 : 480}
          footer={
            // The legal pages live in the console, another app on this origin: plain links.
            <>
              <Anchor href="/terms-and-conditions" size="xs" c="dimmed">
                {t('legal.terms')}
              </Anchor>
              <Anchor href="/privacy-policy" size="xs" c="dimmed">
                {t('legal.privacy')}
              </Anchor>
            </>
          }
        >
          {children}
        </CenteredCardLayout>
      </Box>
    </>
  );
}
