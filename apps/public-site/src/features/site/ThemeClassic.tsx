import { Box, Button, Container, Overlay, Stack, Text, Title } from '@mantine/core';
import type { PublicSite } from '@rendezvous/domain';
import { useTranslation } from 'react-i18next';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { ContactSection } from './ContactSection';
import { CoverImage } from './CoverImage';
import { useLocalized } from './localized';
import { SiteHeader } from './SiteHeader';
import { blockValue } from './site-content';
import type { ThemeProps } from './theme-props';
import {
  AboutSection,
  LocationSection,
  PricingSection,
  ServicesSection,
  StaffSection,
} from './sections';

/** Theme 1: hero with Book Now, services, about, pricing, staff, map, contact form, reviews. */
export function ThemeClassic({ site, subdomain, onBook }: ThemeProps) {
  const { t } = useTranslation();
  // The hero image set in the theme's editor, else the first theme image.
  const hero = blockValue(site, 'header_image', 'image') ?? site.theme_images[0]?.image_url;
  return (
    <>
      <SiteHeader site={site} subdomain={subdomain} sections={classicSections(t)} />
      <Box component="main">
        <Hero site={site} image={hero} onBook={onBook} />
        <ServicesSection site={site} eager />
        <AboutSection site={site} />
        <PricingSection site={site} />
        <StaffSection site={site} />
        <LocationSection site={site} />
        <ContactSection businessId={site.business.id} />
        <ReviewsSection site={site} subdomain={subdomain} />
      </Box>
    </>
  );
}

function classicSections(t: (key: string) => string) {
  return ['services', 'about', 'staff', 'location', 'contact', 'reviews'].map((id) => ({
    id,
    label: t(`section.${id}`),
  }));
}

function Hero({
  site,
  image,
  onBook,
}: {
  site: PublicSite;
  image: string | undefined;
  onBook: () => void;
}) {
  const { t } = useTranslation();
  const tagline = useLocalized()(
    site.business.short_description,
    site.business.short_description_fr,
  );
  const content = (
    <Container size="lg" py={80} pos="relative" style={{ zIndex: 2 }}>
      <Stack gap="md" maw={640}>
        <Title order={1} c={image ? 'white' : undefined}>
          {site.business.name}
        </Title>
        {tagline && (
          <Text size="lg" c={image ? 'white' : 'dark.6'} lang={tagline.lang}>
            {tagline.text}
          </Text>
        )}
        <Button size="lg" onClick={onBook} w={{ base: '100%', xs: 'fit-content' }}>
          {t('booking.bookNow')}
        </Button>
      </Stack>
    </Container>
  );
  if (!image) return <Box bg="blue.0">{content}</Box>;
  return (
    <CoverImage src={image} color="var(--mantine-color-dark-7)" pos="relative" mih={360}>
      <Overlay color="#000" backgroundOpacity={0.55} zIndex={1} />
      {content}
    </CoverImage>
  );
}
