import { Anchor, Box, Button, Card, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { SiteHeader } from './SiteHeader';
import { WhenNear } from './WhenNear';
import { keepInView } from './keep-in-view';
import { addressLine } from './site-content';
import type { ThemeProps } from './theme-props';
import { AboutSection, BusinessHours, ServicesSection, StaffSection } from './sections';
import { withTheRest } from '../../the-rest';

const ImageCarousel = lazy(() => import('./ImageCarousel'));
const SiteMap = lazy(withTheRest(() => import('./SiteMap')));

/**
 * Theme 2: an image carousel; a left menu (Book appointment, About Us, Consultants, Services,
 * Reviews); a right card with phone and e-mail links, address, map and hours per day.
 */
export function ThemeCarousel({ site, subdomain, onBook }: ThemeProps) {
  const { t } = useTranslation();
  const { business } = site;
  const address = business.addresses[0];
  const menu = [
    { id: 'about', label: t('menu.aboutUs') },
    { id: 'consultants', label: t('menu.consultants') },
    { id: 'services', label: t('menu.services') },
    { id: 'reviews', label: t('menu.reviews') },
  ];
  return (
    <>
      <SiteHeader site={site} subdomain={subdomain} sections={menu} />
      <Box component="main">
        <Container size="lg" pt="lg">
          <Title order={1} mb="md">
            {business.name}
          </Title>
          <Suspense
            fallback={<Box h={{ base: 220, sm: 380 }} bg="gray.1" style={{ borderRadius: 8 }} />}
          >
            <ImageCarousel
              images={site.theme_images.map((i) => i.image_url)}
              name={business.name}
            />
          </Suspense>
        </Container>
        <Container size="lg" py="lg">
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Stack
                component="nav"
                aria-label={t('menu.label')}
                gap="xs"
                pos={{ md: 'sticky' } as never}
                top={16}
              >
                <Button onClick={onBook} fullWidth>
                  {t('menu.book')}
                </Button>
                {menu.map((item) => (
                  <Anchor
                    key={item.id}
                    href={`#${item.id}`}
                    c="dark.7"
                    onClick={() => keepInView(item.id)}
                  >
                    {item.label}
                  </Anchor>
                ))}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <AboutSection site={site} eager />
              <StaffSection site={site} id="consultants" />
              <ServicesSection site={site} />
              <ReviewsSection site={site} subdomain={subdomain} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Card withBorder radius="md" component="aside" aria-label={t('card.label')}>
                <Stack gap="sm">
                  {business.phone_number && (
                    <Anchor href={`tel:${business.phone_number.replace(/[^\d+]/g, '')}`}>
                      <IconPhone size={16} aria-hidden /> {business.phone_number}
                    </Anchor>
                  )}
                  {business.email && (
                    <Anchor href={`mailto:${business.email}`} style={{ overflowWrap: 'anywhere' }}>
                      <IconMail size={16} aria-hidden /> {business.email}
                    </Anchor>
                  )}
                  {address && <Text size="sm">{addressLine(address)}</Text>}
                  <WhenNear fallback={<Box h={180} bg="gray.1" />}>
                    <SiteMap address={address} height={180} />
                  </WhenNear>
                  <Text fw={600} component="h2" fz="md" m={0}>
                    {t('hours.title')}
                  </Text>
                  <BusinessHours site={site} compact />
                </Stack>
              </Card>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
