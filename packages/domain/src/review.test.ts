import { describe, expect, it } from 'vitest';
import { ReviewFormSchema, ReviewMessages, averageRating, ratingToHalfStars } from './review';
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
