import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { RatingStars } from './RatingStars';

describe('RatingStars', () => {
  it('shows the average to one decimal with the review count', () => {
    renderWithProvider(<RatingStars value={4.26} reviewCount={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('(12)')).toBeInTheDocument();
  });

  it('lets the user pick a rating in input mode', async () => {
    const onChange = vi.fn();
    renderWithProvider(<RatingStars value={0} onChange={onChange} />);
    // jsdom has no layout, so pick with the keyboard rather than by pointer position.
    screen.getByRole('radio', { name: '4' }).focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(4);
  });
});
