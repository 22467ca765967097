import { BusinessMessages } from '@rendezvous/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { BusinessProfileForm } from './BusinessProfileForm';

const VALUES = { name: 'Maison', email: 'hello@maison.test', phone_number: null, registry_id: null, short_description: 'Hair', long_description: null };

describe('BusinessProfileForm', () => {
  it('sends only the changed fields, empty text as null', async () => {
    const onSubmit = vi.fn();
    renderWithProvider(<BusinessProfileForm initialValues={VALUES} onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Registry ID' }), 'ON-1');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Short description' }));
    await userEvent.click(save);
    expect(onSubmit).toHaveBeenCalledWith({ registry_id: 'ON-1', short_description: null });
  });

  it('requires the name and a valid e-mail, with the spec messages', async () => {
    const onSubmit = vi.fn();
    renderWithProvider(<BusinessProfileForm initialValues={VALUES} onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByRole('textbox', { name: /Business name/ }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText(BusinessMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(BusinessMessages.emailValid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows only the asked fields, e.g. the descriptions of a setup step', async () => {
    const onSubmit = vi.fn();
    renderWithProvider(
      <BusinessProfileForm
        initialValues={VALUES}
        fields={['short_description', 'long_description']}
        submitLabel="Continue"
        allowUnchanged
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByRole('textbox', { name: /Business name/ })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Long description' }), 'Since 2010.');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ long_description: 'Since 2010.' });
  });

  it("keeps the text and shows the server's field message when saving fails", async () => {
    const onSubmit = vi.fn().mockRejectedValue({ errors: { phone_number: ['This number is already in use'] } });
    renderWithProvider(<BusinessProfileForm initialValues={VALUES} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '514 555 0199');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This number is already in use')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('514 555 0199');
  });
});
