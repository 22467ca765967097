import { Group, Rating, Text, type MantineSize } from '@mantine/core';
import { REVIEW_MAX_RATING } from '@rendezvous/domain';
import { useFormat } from '@rendezvous/i18n';
import { useTranslation } from 'react-i18next';

export interface RatingStarsProps {
  /** The rating: an average (e.g. 4.3) for display, a whole number of stars for input. */
  value: number;
  /**
   * Makes the stars an input (whole stars) and hides the number. Without it the stars are a
   * read-only display in half-star steps with the average, to one decimal, next to them.
   */
  onChange?: (value: number) => void;
  /** Number of reviews, shown as "(12)" after the average. */
  reviewCount?: number;
  /** @default 'sm' */
  size?: MantineSize;
  /** Accessible name of the input. @default 'Rating' */
  label?: string;
}

/** Five stars, either showing an average rating or letting the user pick one. */
export function RatingStars({
  value,
  onChange,
  reviewCount,
  size = 'sm',
  label,
}: RatingStarsProps) {
  const { t } = useTranslation('ui');
  const { locale } = useFormat();
  if (onChange) {
    return (
      <Rating
        value={value}
        onChange={onChange}
        count={REVIEW_MAX_RATING}
        size={size}
        aria-label={label ?? t('rating.label')}
      />
    );
  }

  // One decimal in the page's style: "4.3" / "4,3".
  const average = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(value);
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="img"
      aria-label={t('rating.rated', { average, max: REVIEW_MAX_RATING })}
    >
      <Rating
        value={Math.round(value * 2) / 2}
        fractions={2}
        count={REVIEW_MAX_RATING}
        size={size}
        readOnly
      />
      <Text size={size} fw={600} aria-hidden>
        {average}
      </Text>
      {reviewCount !== undefined && (
        <Text size={size} c="dimmed" aria-hidden>
          ({reviewCount})
        </Text>
      )}
    </Group>
  );
}
