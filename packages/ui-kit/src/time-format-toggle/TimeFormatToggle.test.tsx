import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { formatTime } from './format-time';
import { TimeFormatToggle } from './TimeFormatToggle';

describe('formatTime', () => {
  it.each([
    ['13:30', '01:30 PM', '13:30'],
    ['00:15', '12:15 AM', '00:15'],
    ['12:00:00', '12:00 PM', '12:00'],
    ['9:05', '09:05 AM', '09:05'],
  ])('formats %s as %s or %s', (time, twelve, twentyFour) => {
    expect(formatTime(time, '12h')).toBe(twelve);
    expect(formatTime(time, '24h')).toBe(twentyFour);
  });

  it('leaves text that is not a time alone', () => {
    expect(formatTime('soon', '12h')).toBe('soon');
    expect(formatTime('25:00', '12h')).toBe('25:00');
  });
});

describe('TimeFormatToggle', () => {
  it('switches between 12-hour and 24-hour', async () => {
    const onChange = vi.fn();
    renderWithProvider(<TimeFormatToggle value="12h" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: '12-hour' })).toBeChecked();
    await userEvent.click(screen.getByText('24-hour'));
    expect(onChange).toHaveBeenCalledWith('24h');
  });
});
