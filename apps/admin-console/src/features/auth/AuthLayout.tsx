import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '../shell/Logo';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card of the signed-out screens, with the legal links underneath. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={440} gap="lg">
        <Center>
          <Logo />
        </Center>
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
        <Group justify="center" gap="lg">
          <Anchor component={Link} to="/terms-and-conditions" size="xs" c="dimmed">
            Terms and Conditions
          </Anchor>
          <Anchor component={Link} to="/privacy-policy" size="xs" c="dimmed">
            Privacy Policy
          </Anchor>
        </Group>
      </Stack>
    </Center>
  );
}
