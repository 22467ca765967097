import { Group, Rating, Skeleton, Text } from '@mantine/core';
import { REVIEW_MAX_RATING, type PublicSite } from '@rendezvous/domain';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@rendezvous/i18n';
import { Section } from '../site/Section';
import { WhenNear } from '../site/WhenNear';
import { withTheRest } from '../../the-rest';

const ReviewsBody = lazy(withTheRest(() => import('./ReviewsBody')));

/** The average (5 stars, halves, 1 decimal) at once; the list and the form load after. */
export function ReviewsSection({ site, subdomain }: { site: PublicSite; subdomain?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { average, count } = site.review_stats;
  const label = t('reviews.average', { average: format.rating(average), max: REVIEW_MAX_RATING });
  return (
    <Section id="reviews" title={t('section.reviews')} tinted>
      <Group gap="xs" mb="md" role="img" aria-label={`${label} ${t('reviews.count', { count })}`}>
        <Rating
          value={Math.round(average * 2) / 2}
          fractions={2}
          count={REVIEW_MAX_RATING}
          readOnly
        />
        <Text fw={700} aria-hidden>
          {format.rating(average)}
        </Text>
        <Text c="dark.4" aria-hidden>
          {t('reviews.count', { count })}
        </Text>
      </Group>
      <WhenNear fallback={<Skeleton h={80} />}>
        <ReviewsBody businessId={site.business.id} subdomain={subdomain} />
      </WhenNear>
    </Section>
  );
}
