import { Anchor, Box } from '@mantine/core';
import { CenteredCardLayout, usePageTitle } from '@rendezvous/ui-kit';
import type { ReactNode } from 'react';

export interface WizardLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** A panel beside the card on wide screens (above it on phones). */
  aside?: ReactNode;
  /** A wider card, for a step with a table-like form (the guided setup). */
  wide?: boolean;
  children: ReactNode;
}

/** The wizard's page: the logo, a centred card, the legal links. */
export function WizardLayout({ title, subtitle, aside, wide, children }: WizardLayoutProps) {
  usePageTitle(title);
  return (
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
              Terms and Conditions
            </Anchor>
            <Anchor href="/privacy-policy" size="xs" c="dimmed">
              Privacy Policy
            </Anchor>
          </>
        }
      >
        {children}
      </CenteredCardLayout>
    </Box>
  );
}
