import { Anchor, Box, Center, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from './Logo';

export interface WizardLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** A panel beside the card on wide screens (above it on phones). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The wizard's page: the logo, a centred card, the legal links. */
export function WizardLayout({ title, subtitle, aside, children }: WizardLayoutProps) {
  const card = (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      {children}
    </Paper>
  );

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={aside ? 960 : 480} gap="lg">
        <Center>
          <Logo />
        </Center>
        {aside ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
            <Box>{aside}</Box>
            {card}
          </SimpleGrid>
        ) : (
          card
        )}
        {/* The legal pages live in the console, another app on this origin: plain links. */}
        <Group justify="center" gap="lg">
          <Anchor href="/terms-and-conditions" size="xs" c="dimmed">
            Terms and Conditions
          </Anchor>
          <Anchor href="/privacy-policy" size="xs" c="dimmed">
            Privacy Policy
          </Anchor>
        </Group>
      </Stack>
    </Center>
  );
}
