import { Anchor } from '@mantine/core';
import { CenteredCardLayout } from '@rendezvous/ui-kit';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card of the signed-out screens, with the legal links underneath. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <CenteredCardLayout
      title={title}
      subtitle={subtitle}
      footer={
        <>
          <Anchor component={Link} to="/terms-and-conditions" size="xs" c="dimmed">
            Terms and Conditions
          </Anchor>
          <Anchor component={Link} to="/privacy-policy" size="xs" c="dimmed">
            Privacy Policy
          </Anchor>
        </>
      }
    >
      {children}
    </CenteredCardLayout>
  );
}
