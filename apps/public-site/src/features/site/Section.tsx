import { Box, Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a site page that the menu links to (#id). */
export function Section({
  id,
  title,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      py="xl"
      bg={tinted ? 'gray.0' : undefined}
    >
      <Container size="lg">
        <Title order={2} id={`${id}-title`} mb="md">
          {title}
        </Title>
        {children}
      </Container>
    </Box>
  );
}
