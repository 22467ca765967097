import { Box, Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Section.module.css';
import { WhenNear } from './WhenNear';

/**
 * A titled part of a site page that the menu links to (#id). Its heading is always there (for
 * the menu's anchors and for headings navigation); its content is drawn when it comes within a
 * screen of the viewport (WhenNear), unless `eager`: the first section of a theme, which a
 * visitor may see at once. A phone's first paint then draws only what is on its screen.
 */
export function Section({
  id,
  title,
  children,
  tinted = false,
  eager = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  tinted?: boolean;
  eager?: boolean;
}) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      className={classes.section}
      py="xl"
      bg={tinted ? 'gray.0' : undefined}
    >
      <Container size="lg">
        <Title order={2} id={`${id}-title`} mb="md">
          {title}
        </Title>
        {eager ? children : <WhenNear fallback={<Box mih={240} />}>{children}</WhenNear>}
      </Container>
    </Box>
  );
}
