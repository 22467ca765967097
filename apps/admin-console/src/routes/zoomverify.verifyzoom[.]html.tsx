import { Code, Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

/** The token Zoom's domain verification looks for at this address. */
const ZOOM_VERIFICATION_TOKEN = '4f1d2c8e9b7a4e63a5c0d17f2b96e8a1';

export const Route = createFileRoute('/zoomverify/verifyzoom.html')({
  component: () => (
    <Container py="xl">
      <Code block>{ZOOM_VERIFICATION_TOKEN}</Code>
    </Container>
  ),
});
