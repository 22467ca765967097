import { describe, expect, it } from 'vitest';
import { ReviewFormSchema, ReviewMessages, averageRating, ratingToHalfStars, reviewStatsFromCounts } from './review';
import { messagesOf } from './test-helpers';

describe('ReviewFormSchema', () => {
  it('requires a rating and a text with the spec messages', () => {
    expect(messagesOf(ReviewFormSchema, { rating: 0, text: '' })).toEqual({
      rating: ['Rating is required'],
      text: ['Review content is required'],
    });
    expect(messagesOf(ReviewFormSchema, { rating: null, text: 'Great' })).toEqual({
      rating: ['Rating is required'],
    });
  });

  it('accepts 1 to 5 stars', () => {
    expect(ReviewFormSchema.safeParse({ rating: 5, text: 'Great' }).success).toBe(true);
    expect(ReviewFormSchema.safeParse({ rating: 6, text: 'Great' }).success).toBe(false);
  });

  it('keeps the failure snackbar and empty state of the spec', () => {
    expect(ReviewMessages.failed).toBe('Rating and review content is required!');
    expect(ReviewMessages.empty).toBe(
      'No reviews yet. Be the first to write a review for the business.',
    );
  });
});

describe('ratings', () => {
  it('average to 1 decimal, 0 without reviews', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5, 4])).toBe(4.5);
  });

  it('draw as half stars', () => {
    expect(ratingToHalfStars(4.3)).toBe(4.5);
    expect(ratingToHalfStars(4.2)).toBe(4);
  });
});

describe('reviewStatsFromCounts', () => {
  it('gives the count, the average to 1 decimal and every rating, zero where none', () => {
    const stats = reviewStatsFromCounts([
      { rating: 5, count: 2 },
      { rating: 4, count: 1 },
      { rating: 3, count: 1 },
    ]);
    expect(stats).toEqual({ count: 4, average: 4.3, per_rating: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 } });
  });

  it('is all zeros without reviews', () => {
    expect(reviewStatsFromCounts([])).toEqual({ count: 0, average: 0, per_rating: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });
});
