import { Box, Center, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from '../logo';

export interface CenteredCardLayoutProps {
  /** The page's heading, at the top of the card. */
  title: ReactNode;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** Beside the card on wide screens, above it on phones, e.g. what a trial includes. */
  aside?: ReactNode;
  /** A centred row under the card, e.g. the legal links. */
  footer?: ReactNode;
  /** The greatest width of the column, in pixels. @default 440, or 960 with an `aside` */
  maxWidth?: number;
  children: ReactNode;
}

/** A page of its own for a short task (sign in, sign up): the logo over a centred card. */
export function CenteredCardLayout({
  title,
  subtitle,
  aside,
  footer,
  maxWidth = aside ? 960 : 440,
  children,
}: CenteredCardLayoutProps) {
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
      <Stack w="100%" maw={maxWidth} gap="lg">
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
        {footer && (
          <Group justify="center" gap="lg">
            {footer}
          </Group>
        )}
      </Stack>
    </Center>
  );
}
