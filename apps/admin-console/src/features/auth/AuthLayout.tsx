import { Anchor, Box } from '@mantine/core';
import { CenteredCardLayout, usePageTitle } from '@rendezvous/ui-kit';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleLanguageSwitch } from '../../i18n/ConsoleLanguageSwitch';

export interface AuthLayoutProps {
  title: string;
  /** The browser tab's title, when it should differ from the heading (e.g. 'Sign in'). */
  documentTitle?: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card of the signed-out screens, with the legal links underneath. */
export function AuthLayout({ title, documentTitle, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  usePageTitle(documentTitle ?? title);
  return (
    <Box component="main">
      <CenteredCardLayout
        title={title}
        subtitle={subtitle}
        footer={
          <>
            <ConsoleLanguageSwitch />
            <Anchor component={Link} to="/terms-and-conditions" size="xs" c="dimmed">
              {t('legal.terms')}
            </Anchor>
            <Anchor component={Link} to="/privacy-policy" size="xs" c="dimmed">
              {t('legal.privacy')}
            </Anchor>
          </>
        }
      >
        {children}
      </CenteredCardLayout>
    </Box>
  );
}
