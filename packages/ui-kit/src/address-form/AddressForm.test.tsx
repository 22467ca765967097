import { AddressMessages, type Country } from '@rendezvous/domain';
import { screen, within } from '@testing-library/react';
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
      { id: 10, country_id: 1, name: 'Ontario' },
      { id: 11, country_id: 1, name: 'Quebec' },
    ],
  },
  { id: 2, name: 'United States', code: 'US', is_active: 1, states: [{ id: 20, country_id: 2, name: 'New York' }] },
];

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('AddressForm', () => {
  it('gives every missing field its spec message and reports the failed submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    renderWithProvider(<AddressForm countries={countries} defaultCountryId={99} onSubmit={onSubmit} onInvalid={onInvalid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      AddressMessages.addressLine1Required,
      AddressMessages.countryRequired,
      AddressMessages.stateRequired,
      AddressMessages.cityRequired,
      AddressMessages.postalCodeRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a chosen country when it is chosen again', async () => {
    const user = userEvent.setup();
    renderWithProvider(<AddressForm countries={countries} onSubmit={vi.fn()} />);
    await choose(user, /Country/, 'Canada');
    expect(screen.getByRole('textbox', { name: /Country/ })).toHaveValue('Canada');
  });

  it("offers the chosen country's states, clears the state on a new country, and submits", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProvider(<AddressForm countries={countries} onSubmit={onSubmit} />);
    // Canada (id 1) is the default country.
    expect(screen.getByRole('textbox', { name: /Country/ })).toHaveValue('Canada');
    await choose(user, /State/, 'Quebec');
    await choose(user, /Country/, 'United States');
    expect(screen.getByRole('textbox', { name: /State/ })).toHaveValue('');
    await user.click(screen.getByRole('textbox', { name: /State/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'Quebec' })).toBeNull();
    await user.click(within(listbox).getByRole('option', { name: 'New York' }));
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Albany');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '12207');
    await user.type(screen.getByRole('textbox', { name: /Address line 1/ }), '1 State St');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ country_id: 2, state_id: 20, city: 'Albany', postal_code: '12207', address_line_1: '1 State St' }),
    );
  });

  it('edits an address and shows the server field messages when the save fails', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue({ errors: { state_id: [AddressMessages.stateNotInCountry] } });
    renderWithProvider(
      <AddressForm
        countries={countries}
        submitLabel="Update"
        initialValues={{ address_line_1: '1 Main', country_id: 1, state_id: 11, city: 'Laval', postal_code: 'H7A 1A1' }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('textbox', { name: /State/ })).toHaveValue('Quebec');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(AddressMessages.stateNotInCountry)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveValue('Laval');
  });
});
