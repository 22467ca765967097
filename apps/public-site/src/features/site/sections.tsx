import { Avatar, Card, Group, Image, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { PublicSite } from '@rendezvous/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { Section } from './Section';
import { addressLine, visiblePrice } from './site-content';

export function ServicesSection({ site }: { site: PublicSite }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Section id="services" title={t('section.services')}>
      {site.services.length === 0 ? (
        <Text c="dimmed">{t('services.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {site.services.map((service) => {
            const price = visiblePrice(site, service);
            return (
              <Card key={service.id} withBorder radius="md" padding="md" component="article">
                {service.image_url && (
                  <Card.Section>
                    <Image src={service.image_url} alt="" h={140} loading="lazy" />
                  </Card.Section>
                )}
                <Stack gap={4} mt={service.image_url ? 'sm' : 0}>
                  <Text fw={600} component="h3" m={0} fz="md">
                    {service.name}
                  </Text>
                  <Text size="xs" c="dark.4">
                    {service.service_category_name}
                  </Text>
                  <Text size="sm" c="dark.5" lineClamp={3}>
                    {service.description}
                  </Text>
                  {price !== null && (
                    <Text fw={700} c="blue.9">
                      {format.money(price)}
                    </Text>
                  )}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Section>
  );
}

export function PricingSection({ site }: { site: PublicSite }) {
  const { t } = useTranslation();
  const format = useFormat();
  const priced = site.services.flatMap((s) => {
    const price = visiblePrice(site, s);
    return price === null ? [] : [{ id: s.id, name: s.name, price }];
  });
  if (priced.length === 0) return null;
  return (
    <Section id="pricing" title={t('section.pricing')} tinted>
      <Table maw={560} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pricing.service')}</Table.Th>
            <Table.Th ta="right">{t('pricing.price')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {priced.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right">{format.money(row.price)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

export function AboutSection({ site, id = 'about' }: { site: PublicSite; id?: string }) {
  const { t } = useTranslation();
  const text = site.business.long_description || site.business.short_description;
  return (
    <Section id={id} title={t('section.about')}>
      <Text style={{ whiteSpace: 'pre-line' }}>{text || t('about.empty')}</Text>
    </Section>
  );
}

export function StaffSection({ site, id = 'staff' }: { site: PublicSite; id?: string }) {
  const { t } = useTranslation();
  return (
    <Section id={id} title={t('section.staff')} tinted>
      {site.consultants.length === 0 ? (
        <Text c="dimmed">{t('staff.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
          {site.consultants.map((consultant) => (
            <Stack key={consultant.id} align="center" gap={6}>
              <Avatar
                src={consultant.image_url}
                alt=""
                size={72}
                radius="xl"
                name={consultant.full_name}
                color="initials"
              />
              <Text fw={600} ta="center">
                {consultant.full_name}
              </Text>
              {consultant.is_away === 1 && (
                <Text size="xs" c="dark.4">
                  {t('staff.away')}
                </Text>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}

/** Opening hours per day, in the page's language (closed days say so). */
export function BusinessHours({ site }: { site: PublicSite }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (site.business.days.length === 0) return <Text c="dimmed">{t('hours.empty')}</Text>;
  return (
    <Table verticalSpacing={4} fz="sm" aria-label={t('hours.title')}>
      <Table.Tbody>
        {site.business.days.map((day) => (
          <Table.Tr key={day.id}>
            <Table.Th scope="row" fw={500} tt="capitalize">
              {format.weekday(day.day)}
            </Table.Th>
            <Table.Td ta="right">
              {day.is_active === 1
                ? t('hours.range', {
                    from: format.time(day.work_start_time),
                    to: format.time(day.work_end_time),
                  })
                : t('hours.closed')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const SiteMap = lazy(() => import('./SiteMap'));

/** The business's address and a map of it (Leaflet loads only when the map does). */
export function LocationSection({ site }: { site: PublicSite }) {
  const { t } = useTranslation();
  const address = site.business.addresses[0];
  return (
    <Section id="location" title={t('section.location')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="xs">
          {address ? (
            <Text>{addressLine(address)}</Text>
          ) : (
            <Text c="dimmed">{t('location.empty')}</Text>
          )}
          <BusinessHours site={site} />
        </Stack>
        <Suspense fallback={<Group h={240} />}>
          <SiteMap address={address} height={240} />
        </Suspense>
      </SimpleGrid>
    </Section>
  );
}
