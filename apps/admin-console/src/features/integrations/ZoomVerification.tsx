import { Code, Container, Loader, Text, Title } from '@mantine/core';
import { integrationQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { usePageTitle } from '@rendezvous/ui-kit';
import { useQuery } from '@tanstack/react-query';

/** /zoomverify/verifyzoom.html: the token Zoom's domain verification looks for (ZOOM_VERIFICATION_TOKEN). */
export function ZoomVerification() {
  usePageTitle('Zoom verification');
  const api = useApi();
  const token = useQuery(integrationQueries.zoomVerification(api));
  return (
    <Container py="xl">
      <Title order={1} size="h4" mb="sm">
        Zoom verification
      </Title>
      {token.isPending ? (
        <Loader size="sm" aria-label="Loading the verification token" />
      ) : token.isError ? (
        <Text c="red">The verification token could not be loaded.</Text>
      ) : token.data.token ? (
        <Code block>{token.data.token}</Code>
      ) : (
        <Text>No Zoom verification token is configured on this server (ZOOM_VERIFICATION_TOKEN).</Text>
      )}
    </Container>
  );
}
