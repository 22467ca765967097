import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

export interface PageHeaderProps {
  /** The screen's heading, e.g. 'Clients': the page's one h1. */
  title: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  /** Buttons on the right, e.g. "Add New". */
  actions?: ReactNode;
  /**
   * The browser tab's title, before " · Rendezvous". Defaults to `title` when it is a string;
   * give it when the title is not plain text.
   */
  documentTitle?: string;
}

/** The heading row at the top of every screen; it also names the browser tab. */
export function PageHeader({ title, description, actions, documentTitle }: PageHeaderProps) {
  usePageTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg" wrap="wrap">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
