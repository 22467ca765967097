import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Image,
  Overlay,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { BusinessThemeEntity, PublicSite } from '@rendezvous/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@rendezvous/i18n';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { ContactSection } from './ContactSection';
import { CoverImage } from './CoverImage';
import { useBlockText, useLocalized } from './localized';
import { Section } from './Section';
import { SiteHeader } from './SiteHeader';
import {
  blockValue,
  blocksOf,
  dollarsToCents,
  isSold,
  itemValue,
  itemValues,
} from './site-content';
import type { ThemeProps } from './theme-props';

/**
 * The real-estate theme: every step of its editor, in order (header image, agent photo,
 * properties, neighbourhood, about me, action cards, broker contact).
 */
export function ThemeRealEstate({ site, subdomain, onBook }: ThemeProps) {
  const { t } = useTranslation();
  const shown = useLocalized();
  const tagline = shown(site.business.short_description, site.business.short_description_fr);
  const longDescription = shown(site.business.long_description, site.business.long_description_fr);
  const blockText = useBlockText();
  const aboutMe = blockText(blocksOf(site, 'about_me')[0], 'about_me_text');
  const header = blockValue(site, 'header_image', 'image');
  const agent = blockValue(site, 'agent_photo', 'image');
  const sections = ['properties', 'neighbourhood', 'about', 'contact-details', 'reviews'].map(
    (id) => ({
      id,
      label: t(`section.${id}`),
    }),
  );
  return (
    <>
      <SiteHeader site={site} subdomain={subdomain} sections={sections} />
      <Box component="main">
        <CoverImage src={header} color="var(--mantine-color-dark-7)" pos="relative" mih={320}>
          {header && <Overlay color="#000" backgroundOpacity={0.5} zIndex={1} />}
          <Container size="lg" py={64} pos="relative" style={{ zIndex: 2 }}>
            <Group gap="lg" align="center">
              {agent && (
                <Avatar src={agent} alt={t('realEstate.agentPhoto')} size={120} radius={120} />
              )}
              <Stack gap="sm" maw={560}>
                <Title order={1} c="white">
                  {site.business.name}
                </Title>
                {tagline && (
                  <Text c="white" lang={tagline.lang}>
                    {tagline.text}
                  </Text>
                )}
                <Button onClick={onBook} w={{ base: '100%', xs: 'fit-content' }}>
                  {t('booking.bookNow')}
                </Button>
              </Stack>
            </Group>
          </Container>
        </CoverImage>
        <Properties site={site} />
        <Neighbourhood site={site} />
        <Section id="about" title={t('section.aboutMe')}>
          {aboutMe ? (
            <Text style={{ whiteSpace: 'pre-line' }} lang={aboutMe.lang}>
              {aboutMe.text}
            </Text>
          ) : (
            <Text style={{ whiteSpace: 'pre-line' }} lang={longDescription?.lang}>
              {longDescription?.text ?? t('about.empty')}
            </Text>
          )}
        </Section>
        <ActionCards site={site} />
        <BrokerContact site={site} />
        <ContactSection businessId={site.business.id} />
        <ReviewsSection site={site} subdomain={subdomain} />
      </Box>
    </>
  );
}

function Properties({ site }: { site: PublicSite }) {
  const { t } = useTranslation();
  const properties = blocksOf(site, 'Property');
  return (
    <Section id="properties" title={t('section.properties')} tinted eager>
      {properties.length === 0 ? (
        <Text c="dimmed">{t('realEstate.noProperties')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {properties.map((property) => (
            <PropertyCard key={property.id} property={property} />
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}

function PropertyCard({ property }: { property: BusinessThemeEntity }) {
  const { t } = useTranslation();
  const format = useFormat();
  const image = itemValues(property, 'image')[0];
  const type = itemValue(property, 'property_type');
  const saleType = itemValue(property, 'property_sale_type') ?? 'Sale';
  const description = useBlockText()(property, 'description');
  const price = dollarsToCents(itemValue(property, 'price'));
  const sold = isSold(property);
  const rooms = ['num_of_beds', 'num_of_baths'].map((key) => itemValue(property, key));
  const address = itemValue(property, 'gmaps_full_address');
  return (
    <Card withBorder radius="md" component="article" maw={350} w="100%">
      <Card.Section pos="relative">
        {image ? <Image src={image} alt="" h={180} loading="lazy" /> : <Box h={180} bg="gray.2" />}
        {sold && (
          <Badge color="red.8" size="lg" pos="absolute" top={8} left={8}>
            {t('realEstate.sold')}
          </Badge>
        )}
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group justify="space-between">
          <Text fw={700} component="h3" m={0} fz="lg">
            {price === null ? '—' : format.money(price)}
          </Text>
          <Badge variant="light" color="dark">
            {t(saleType === 'Rent' ? 'realEstate.forRent' : 'realEstate.forSale')}
          </Badge>
        </Group>
        {type && <Text size="sm">{t(`propertyType.${type}`, { defaultValue: type })}</Text>}
        {rooms.every(Boolean) && (
          <Text size="sm" c="dark.5">
            {t('realEstate.bedsBaths', { beds: rooms[0], baths: rooms[1] })}
          </Text>
        )}
        {address && (
          <Text size="sm" c="dark.5">
            {address}
          </Text>
        )}
        {description && (
          <Text size="sm" lineClamp={3} lang={description.lang}>
            {description.text}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function Neighbourhood({ site }: { site: PublicSite }) {
  const { t } = useTranslation();
  const text = useBlockText()(blocksOf(site, 'neighbourhood_text')[0], 'neighbourhood_text');
  const images = (['neighbourhood_image_1', 'neighbourhood_image_2'] as const)
    .map((type) => blockValue(site, type, 'image'))
    .filter((url): url is string => Boolean(url));
  return (
    <Section id="neighbourhood" title={t('section.neighbourhood')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Text style={{ whiteSpace: 'pre-line' }} lang={text?.lang}>
          {text?.text ?? t('realEstate.noNeighbourhood')}
        </Text>
        <SimpleGrid cols={2}>
          {images.map((url, index) => (
            <Image
              key={url}
              src={url}
              alt={t('realEstate.neighbourhoodImage', { index: index + 1 })}
              radius="md"
              h={160}
              loading="lazy"
            />
          ))}
        </SimpleGrid>
      </SimpleGrid>
    </Section>
  );
}

function ActionCards({ site }: { site: PublicSite }) {
  const blockText = useBlockText();
  const cards = blocksOf(site, 'action_card').map((card) => ({
    card,
    text: blockText(card, 'action_card_text'),
    button: blockText(card, 'action_card_button_text'),
  }));
  if (cards.length === 0) return null;
  return (
    <Box component="section" aria-label={cards.map((c) => c.button?.text ?? '').join(', ')} py="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {cards.map(({ card, text, button }) => (
            <CoverImage
              key={card.id}
              src={itemValue(card, 'image')}
              color="var(--mantine-color-dark-6)"
              radius="var(--mantine-radius-md)"
              pos="relative"
            >
              <Overlay color="#000" backgroundOpacity={0.55} radius="md" zIndex={1} />
              <Stack p="lg" mih={200} justify="flex-end" pos="relative" style={{ zIndex: 2 }}>
                <Text c="white" fw={600} lang={text?.lang}>
                  {text?.text}
                </Text>
                <Button
                  component="a"
                  href="#contact"
                  variant="white"
                  w="fit-content"
                  lang={button?.lang}
                >
                  {button?.text}
                </Button>
              </Stack>
            </CoverImage>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function BrokerContact({ site }: { site: PublicSite }) {
  const { t } = useTranslation();
  const value = (key: string) => blockValue(site, 'contact', key);
  const name = value('broker_name');
  const links = [
    ['broker_facebook_url', 'Facebook'],
    ['broker_linkedin_url', 'LinkedIn'],
    ['broker_instagram_url', 'Instagram'],
  ].flatMap(([key, label]) => (value(key!) ? [{ href: value(key!)!, label: label! }] : []));
  return (
    <Section id="contact-details" title={t('section.contact-details')} tinted>
      {!name ? (
        <Text c="dimmed">{t('realEstate.noContact')}</Text>
      ) : (
        <Stack gap={6}>
          <Text fw={700}>{name}</Text>
          {value('broker_email') && (
            <Anchor href={`mailto:${value('broker_email')}`}>{value('broker_email')}</Anchor>
          )}
          {value('broker_office_number') && (
            <Text>
              {t('realEstate.office')}:{' '}
              <Anchor href={`tel:${value('broker_office_number')}`}>
                {value('broker_office_number')}
              </Anchor>
            </Text>
          )}
          {value('broker_mobile_number') && (
            <Text>
              {t('realEstate.mobile')}:{' '}
              <Anchor href={`tel:${value('broker_mobile_number')}`}>
                {value('broker_mobile_number')}
              </Anchor>
            </Text>
          )}
          {links.length > 0 && (
            <Group gap="md">
              {links.map((link) => (
                <Anchor key={link.label} href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </Anchor>
              ))}
            </Group>
          )}
        </Stack>
      )}
    </Section>
  );
}
