import { Container, Group, Stack, Title } from '@mantine/core';
import { siteQueries } from '@rendezvous/api-client';
import type { PublicSite } from '@rendezvous/domain';
import { useApi } from '@rendezvous/api-client/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useSiteTitle } from '../../i18n/use-site-title';
import { AnchorLink } from './AnchorLink';

/**
 * The frame of a page a customer opens from a signed link in a message (manage an appointment,
 * confirm a waitlist offer): the business's name in the tab title, a way back to its site, the
 * language switch and the page's one heading.
 */
export function SignedLinkPage({
  subdomain,
  titleKey,
  children,
}: {
  subdomain: string;
  /** Key of the account namespace: the heading and the tab title. */
  titleKey: string;
  children: (site: PublicSite) => ReactNode;
}) {
  const { t } = useTranslation('account');
  const api = useApi();
  const { data: site } = useSuspenseQuery(siteQueries.public(api, subdomain));
  useSiteTitle(t(titleKey), site.business.name);
  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <Group justify="space-between">
          <AnchorLink to="/site/$subdomain" params={{ subdomain }}>
            {t('back', { name: site.business.name })}
          </AnchorLink>
          <LanguageSwitch />
        </Group>
        <Title order={1}>{t(titleKey)}</Title>
        {children(site)}
      </Stack>
    </Container>
  );
}
