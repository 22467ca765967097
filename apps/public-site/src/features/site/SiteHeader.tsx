import { Anchor, Avatar, Box, Burger, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { PublicSite } from '@rendezvous/domain';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { AnchorLink } from './AnchorLink';
import { keepInView } from './keep-in-view';

export interface SiteSection {
  id: string;
  label: string;
}

/** The business's name, its sections, the language switch and the customer's account link. */
export function SiteHeader({
  site,
  sections,
  subdomain,
}: {
  site: PublicSite;
  sections: SiteSection[];
  /** Without it (an admin's preview) there is no customer account to go to. */
  subdomain?: string;
}) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const links = sections.map((section) => (
    <Anchor
      key={section.id}
      href={`#${section.id}`}
      c="dark.7"
      size="sm"
      onClick={() => {
        close();
        keepInView(section.id);
      }}
    >
      {section.label}
    </Anchor>
  ));
  const account = subdomain ? (
    <AnchorLink
      to="/site/$subdomain/login"
      params={{ subdomain }}
      search={{ type: 'user' }}
      size="sm"
      fw={600}
    >
      {t('nav.account')}
    </AnchorLink>
  ) : null;
  return (
    <Box
      component="header"
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {site.business.logo_url && <Avatar src={site.business.logo_url} alt="" radius="sm" />}
            {/* Wraps rather than cuts the name; only a very long one ends in an ellipsis. */}
            <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {site.business.name}
            </Text>
          </Group>
          <Group gap="md" visibleFrom="md" component="nav" aria-label={t('nav.label')}>
            {links}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {/* On a phone the switch moves into the menu: the name needs the room. */}
            <Box visibleFrom="sm">
              <LanguageSwitch />
            </Box>
            <Box visibleFrom="md">{account}</Box>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('nav.menu')}
              aria-expanded={opened}
            />
          </Group>
        </Group>
      </Container>
      {/* A plain list under the header on small screens: a drawer would load Mantine's modal
          machinery with the first page. */}
      {opened && (
        <Container size="lg" pb="sm" hiddenFrom="md">
          <Stack component="nav" aria-label={t('nav.label')} gap="xs">
            {links}
            {account}
            <Box hiddenFrom="sm">
              <LanguageSwitch />
            </Box>
          </Stack>
        </Container>
      )}
    </Box>
  );
}
