import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { AppointmentLengthFields, type AppointmentLengths } from './AppointmentLengthFields';

const lengths: AppointmentLengths = {
  appointment_length_decider: 'business',
  appointment_length: 90,
  minimum_appointment_length: 30,
  maximum_appointment_length: 60,
};

describe('AppointmentLengthFields', () => {
  it('shows one fixed length in hours and minutes, moved by steps of 15 minutes', async () => {
    const onChange = vi.fn();
    renderWithProvider(<AppointmentLengthFields value={lengths} onChange={onChange} />);
    expect(screen.getByText('Appointment length: 1 h 30 min')).toBeInTheDocument();
    const thumb = screen.getByRole('slider', { name: 'Appointment length' });
    expect(thumb).toHaveAttribute('aria-valuemin', '15');
    expect(thumb).toHaveAttribute('aria-valuemax', '360');
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith({ appointment_length: 105 });
  });

  it('shows the range when the customer decides, up to 8 hours', () => {
    renderWithProvider(
      <AppointmentLengthFields
        value={{ ...lengths, appointment_length_decider: 'customer' }}
        onChange={vi.fn()}
        errors={{ maximum_appointment_length: 'Too long' }}
      />,
    );
    expect(screen.getByText('Length range: 30 min to 1 h')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Longest appointment length' })).toHaveAttribute(
      'aria-valuemax',
      '480',
    );
    expect(screen.getByText('Too long')).toBeInTheDocument();
  });

  it('switches who decides', async () => {
    const onChange = vi.fn();
    renderWithProvider(<AppointmentLengthFields value={lengths} onChange={onChange} />);
    await userEvent.click(screen.getByText('Customer chooses'));
    expect(onChange).toHaveBeenCalledWith({ appointment_length_decider: 'customer' });
  });
});
