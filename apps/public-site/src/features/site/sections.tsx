import { Avatar, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PublicSite } from '@rendezvous/domain';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@rendezvous/i18n';
import classes from './SiteTable.module.css';
import { Section } from './Section';
import { WhenNear } from './WhenNear';
import { useLocalized } from './localized';
import { addressLine, visiblePrice } from './site-content';
import { withTheRest } from '../../the-rest';

/** `eager`: the theme's first section (see Section). */
export function ServicesSection({ site, eager }: { site: PublicSite; eager?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const shown = useLocalized();
  return (
    <Section id="services" title={t('section.services')} eager={eager}>
      {site.services.length === 0 ? (
        <Text c="dimmed">{t('services.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {site.services.map((service) => {
            const price = visiblePrice(site, service);
            const name = shown(service.name, service.name_fr);
            const category = shown(service.service_category_name, service.service_category_name_fr);
            const description = shown(service.description, service.description_fr);
            return (
              <Card key={service.id} withBorder radius="md" padding="md" component="article">
                {service.image_url && (
                  <Card.Section>
                    <Image src={service.image_url} alt="" h={140} loading="lazy" />
                  </Card.Section>
                )}
                <Stack gap={4} mt={service.image_url ? 'sm' : 0}>
                  <Text fw={600} component="h3" m={0} fz="md" lang={name?.lang}>
                    {name?.text}
                  </Text>
                  <Text size="xs" c="dark.4" lang={category?.lang}>
                    {category?.text}
                  </Text>
                  <Text size="sm" c="dark.5" lineClamp={3} lang={description?.lang}>
                    {description?.text}
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
  const shown = useLocalized();
  const priced = site.services.flatMap((s) => {
    const price = visiblePrice(site, s);
    return price === null ? [] : [{ id: s.id, name: shown(s.name, s.name_fr), price }];
  });
  if (priced.length === 0) return null;
  return (
    <Section id="pricing" title={t('section.pricing')} tinted>
      <table className={`${classes.table} ${classes.prices}`}>
        <thead>
          <tr>
            <th scope="col">{t('pricing.service')}</th>
            <th scope="col" className={classes.end}>
              {t('pricing.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {priced.map((row) => (
            <tr key={row.id}>
              <td lang={row.name?.lang}>{row.name?.text}</td>
              <td className={classes.end}>{format.money(row.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

export function AboutSection({
  site,
  id = 'about',
  eager,
}: {
  site: PublicSite;
  id?: string;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const shown = useLocalized();
  const { business } = site;
  const text =
    shown(business.long_description, business.long_description_fr) ??
    shown(business.short_description, business.short_description_fr);
  return (
    <Section id={id} title={t('section.about')} eager={eager}>
      <Text style={{ whiteSpace: 'pre-line' }} lang={text?.lang}>
        {text?.text ?? t('about.empty')}
      </Text>
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

/**
 * Opening hours per day, in the page's language (closed days say so). `compact` fits a narrow
 * card: the range may break between its two times, never inside one.
 */
export function BusinessHours({ site, compact = false }: { site: PublicSite; compact?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const time = (value: string) =>
    compact ? format.time(value).replace(/ /g, '\u00a0') : format.time(value);
  if (site.business.days.length === 0) return <Text c="dimmed">{t('hours.empty')}</Text>;
  return (
    <table
      className={`${classes.table} ${classes.hours} ${compact ? classes.compact : ''}`}
      aria-label={t('hours.title')}
    >
      <tbody>
        {site.business.days.map((day) => (
          <tr key={day.id}>
            <th scope="row">{format.weekday(day.day)}</th>
            <td className={classes.end}>
              {day.is_active === 1
                ? t('hours.range', {
                    from: time(day.work_start_time),
                    to: time(day.work_end_time),
                  })
                : t('hours.closed')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const SiteMap = lazy(withTheRest(() => import('./SiteMap')));

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
        <WhenNear fallback={<Group h={240} />}>
          <SiteMap address={address} height={240} />
        </WhenNear>
      </SimpleGrid>
    </Section>
  );
}
