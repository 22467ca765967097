import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '@rendezvous/ui-kit';
import type { ReactNode } from 'react';

/** One titled section of a legal document. */
export interface LegalSection {
  heading: string;
  body: ReactNode;
}

export interface LegalPageProps {
  title: string;
  /** Shown under the title, e.g. the last-updated date. */
  subtitle?: ReactNode;
  intro: ReactNode;
  sections: LegalSection[];
}

/** A readable, narrow column for long legal text, shown without the side menu. */
export function LegalPage({ title, subtitle, intro, sections }: LegalPageProps) {
  usePageTitle(title);
  return (
    <Container component="main" size="md" py="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Anchor href="/sign-in" size="sm">
              ← Back to Rendezvous
            </Anchor>
            <Title order={1}>{title}</Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          <Text>{intro}</Text>
          {sections.map((section, index) => (
            <Stack key={section.heading} gap="xs" component="section">
              <Title order={2} size="h4">
                {index + 1}. {section.heading}
              </Title>
              {section.body}
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}

/** A bulleted list inside a legal section. */
export function LegalList({ items }: { items: ReactNode[] }) {
  return (
    <List spacing={4} size="sm">
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}
