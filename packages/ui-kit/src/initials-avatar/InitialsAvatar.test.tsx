import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { DEFAULT_AVATAR_URL } from './default-avatar';
import { getInitials, InitialsAvatar } from './InitialsAvatar';

describe('InitialsAvatar', () => {
  it('shows the initials of first and last name', () => {
    renderWithProvider(<InitialsAvatar firstname="olivia" lastname="Roy" />);
    expect(screen.getByText('OR')).toBeInTheDocument();
  });

  it('takes initials from the first and last words of a full name', () => {
    expect(getInitials({ name: 'Mary Jane Watson' })).toBe('MW');
    expect(getInitials({ name: 'Cher' })).toBe('C');
    expect(getInitials({ firstname: 'Noah', lastname: '' })).toBe('N');
  });

  it('shows the photo when there is one', () => {
    renderWithProvider(<InitialsAvatar src="/uploads/olivia.png" firstname="Olivia" lastname="Roy" />);
    expect(screen.getByRole('img', { name: 'Olivia Roy' })).toHaveAttribute('src', '/uploads/olivia.png');
  });

  it('shows the default silhouette with neither photo nor name', () => {
    renderWithProvider(<InitialsAvatar firstname={null} lastname=" " />);
    expect(screen.getByRole('img', { name: 'No photo' })).toHaveAttribute('src', DEFAULT_AVATAR_URL);
    expect(DEFAULT_AVATAR_URL).toMatch(/^data:image\/svg\+xml,/);
  });
});
