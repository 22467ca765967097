import type { AddressSuggestion, Country } from '@rendezvous/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { AddressForm } from './AddressForm';

const countries: Country[] = [
  {
    id: 1,
    name: 'Canada',
    code: 'CA',
    is_active: 1,
    states: [
      { id: 10, country_id: 1, name: 'Ontario', code: 'ON' },
      { id: 11, country_id: 1, name: 'Quebec', code: 'QC' },
    ],
  },
];

const suggestion = (city: string, overrides: Partial<AddressSuggestion> = {}): AddressSuggestion => ({
  formatted_address: `12 Rue Principale, ${city}, Quebec, Canada`,
  address_line_1: '12 Rue Principale',
  city,
  state: { name: 'Quebec', code: 'QC' },
  country: { name: 'Canada', code: 'CA' },
  postal_code: '',
  latitude: 45.5,
  longitude: -73.6,
  place_id: `offline:CA-QC:${city}`,
  ...overrides,
});

describe('AddressForm with address search', () => {
  it('asks once after a pause in typing, and Up/Down and Enter choose an address that fills the fields', async () => {
    const user = userEvent.setup();
    const search = vi.fn(async () => [
      suggestion('Montréal'),
      suggestion('Montréal-Est', { postal_code: 'H1B 1A1' }),
    ]);
    const onSubmit = vi.fn();
    renderWithProvider(<AddressForm countries={countries} onSubmit={onSubmit} searchAddresses={search} />);

    const field = screen.getByRole('textbox', { name: 'Search address' });
    // Typed in one go (pasted): typed key by key on a loaded machine, two keys can be further
    // apart than the pause, which asks twice, rightly.
    await user.click(field);
    await user.paste('12 Rue Principale Montr');
    expect(await screen.findByRole('option', { name: '12 Rue Principale, Montréal-Est, Quebec, Canada' })).toBeVisible();
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('12 Rue Principale Montr', 'CA');

    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowDown}{Enter}');
    expect(screen.getByRole('textbox', { name: /Address line 1/ })).toHaveValue('12 Rue Principale');
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveValue('Montréal-Est');
    expect(screen.getByRole('textbox', { name: /Postal code/ })).toHaveValue('H1B 1A1');
    expect(screen.getByRole('textbox', { name: /State/ })).toHaveValue('Quebec');
    expect(screen.getByRole('textbox', { name: /Country/ })).toHaveValue('Canada');
    expect(field).toHaveValue('12 Rue Principale, Montréal-Est, Quebec, Canada');
    expect(screen.getByRole('textbox', { name: /Formatted address/ })).toHaveValue('12 Rue Principale, Montréal-Est, Quebec, Canada');
    expect(screen.getByRole('textbox', { name: /Coordinates/ })).toHaveValue('45.50000, -73.60000');
    // Enter chose the address; it did not submit the form.
    expect(onSubmit).not.toHaveBeenCalled();

    // The fields can still be typed in.
    await user.type(screen.getByRole('textbox', { name: /Address line 2/ }), 'Suite 4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        address_line_1: '12 Rue Principale',
        address_line_2: 'Suite 4',
        city: 'Montréal-Est',
        postal_code: 'H1B 1A1',
        country_id: 1,
        state_id: 11,
        place: {
          formatted_address: '12 Rue Principale, Montréal-Est, Quebec, Canada',
          latitude: 45.5,
          longitude: -73.6,
          place_id: 'offline:CA-QC:Montréal-Est',
        },
      }),
    );
  });

  it('forgets the chosen place once a part of it is edited, so the server geocodes what is typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProvider(<AddressForm countries={countries} onSubmit={onSubmit} searchAddresses={async () => [suggestion('Laval')]} />);
    await user.type(screen.getByRole('textbox', { name: 'Search address' }), 'Laval');
    await user.click(await screen.findByRole('option', { name: '12 Rue Principale, Laval, Quebec, Canada' }));
    expect(screen.getByRole('textbox', { name: /Coordinates/ })).toHaveValue('45.50000, -73.60000');

    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), 'H7N 1A1');
    expect(screen.queryByRole('textbox', { name: /Coordinates/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ postal_code: 'H7N 1A1', place: undefined }));
  });

  it('says when nothing matches, and a click chooses', async () => {
    const user = userEvent.setup();
    const search = vi.fn(async (text: string) => (text.includes('Gotham') ? [] : [suggestion('Laval')]));
    renderWithProvider(<AddressForm countries={countries} onSubmit={vi.fn()} searchAddresses={search} />);
    const field = screen.getByRole('textbox', { name: 'Search address' });
    await user.type(field, 'Gotham');
    expect(await screen.findByText('No address matches')).toBeVisible();
    await user.clear(field);
    await user.type(field, 'Laval');
    await user.click(await screen.findByRole('option', { name: '12 Rue Principale, Laval, Quebec, Canada' }));
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveValue('Laval');
  });

  it('tells that suggestions are unavailable when the search fails', async () => {
    const user = userEvent.setup();
    const search = vi.fn(async () => Promise.reject(new Error('offline')));
    renderWithProvider(<AddressForm countries={countries} onSubmit={vi.fn()} searchAddresses={search} />);
    await user.type(screen.getByRole('textbox', { name: 'Search address' }), 'Montr');
    expect(await screen.findByText('Suggestions are unavailable: fill in the fields below')).toBeVisible();
  });
});
