import { Anchor, Text } from '@mantine/core';
import { WizardLayout } from './WizardLayout';

export function NotFound() {
  return (
    <WizardLayout title="Page not found">
      <Text c="dimmed">
        This page does not exist. <Anchor href="/signup">Create an account</Anchor> or{' '}
        <Anchor href="/sign-in">sign in</Anchor>.
      </Text>
    </WizardLayout>
  );
}
