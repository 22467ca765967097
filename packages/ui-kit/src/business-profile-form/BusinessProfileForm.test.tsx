import { BusinessMessages } from '@rendezvous/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { BusinessProfileForm } from './BusinessProfileForm';

const VALUES = {
  name: 'Maison',
  email: 'hello@maison.test',
  phone_number: null,
  registry_id: null,
  short_description: 'Hair',
  long_description: null,
};

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

  it('keeps the descriptions in French beside the English, marked as French', async () => {
    const onSubmit = vi.fn();
    renderWithProvider(
      <BusinessProfileForm
        initialValues={{ ...VALUES, long_description_fr: 'Depuis 1998' }}
        onSubmit={onSubmit}
      />,
    );
    const french = screen.getByRole('textbox', { name: 'Short description in French' });
    expect(french).toHaveAttribute('lang', 'fr-CA');
    expect(screen.getByRole('textbox', { name: 'Long description in French' })).toHaveValue(
      'Depuis 1998',
    );
    await userEvent.type(french, 'Coiffure');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith({ short_description_fr: 'Coiffure' });
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

  it("takes an app's labels and help, and puts each French description first when asked", () => {
    renderWithProvider(
      <BusinessProfileForm
        initialValues={VALUES}
        fields={['short_description', 'long_description', 'short_description_fr']}
        labels={{ short_description: 'Tagline', short_description_fr: 'Tagline in French' }}
        descriptions={{ short_description_fr: 'What French visitors read first' }}
        frenchFirst
        onSubmit={vi.fn()}
      />,
    );
    const french = screen.getByRole('textbox', { name: 'Tagline in French' });
    expect(french).toHaveAccessibleDescription('What French visitors read first');
    expect(french).toHaveAttribute('lang', 'fr-CA');
    expect(screen.getByRole('textbox', { name: 'Tagline' })).toHaveAttribute('lang', 'en');
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('lang'))).toEqual([
      'fr-CA',
      'en',
      'en',
    ]);
  });

  it("keeps the text and shows the server's field message when saving fails", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue({ errors: { phone_number: ['This number is already in use'] } });
    renderWithProvider(<BusinessProfileForm initialValues={VALUES} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '514 555 0199');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This number is already in use')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('514 555 0199');
  });
});
