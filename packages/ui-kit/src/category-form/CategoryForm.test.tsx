import { ServiceCategoryMessages } from '@rendezvous/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { CategoryForm } from './CategoryForm';

describe('CategoryForm', () => {
  it('requires a name with the spec message', async () => {
    const onSubmit = vi.fn();
    renderWithProvider(<CategoryForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Service category name' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(ServiceCategoryMessages.nameRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed name of an existing category', async () => {
    const onSubmit = vi.fn();
    const onValuesChange = vi.fn();
    renderWithProvider(
      <CategoryForm
        initialValues={{ name: 'Hair' }}
        onSubmit={onSubmit}
        onValuesChange={onValuesChange}
        submitLabel="Update"
      />,
    );
    const name = screen.getByRole('textbox', { name: 'Service category name' });
    expect(name).toHaveValue('Hair');
    await userEvent.type(name, ' care ');
    expect(onValuesChange).toHaveBeenLastCalledWith({ name: 'Hair care ' }, true);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    // No French name written: none is sent (the site shows the English one).
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Hair care', name_fr: null });
  });

  it('keeps a French name beside the English one', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce({ errors: { name_fr: ['Trop long'] } });
    renderWithProvider(
      <CategoryForm initialValues={{ name: 'Hair', name_fr: '' }} onSubmit={onSubmit} />,
    );
    const french = screen.getByRole('textbox', { name: 'Service category name in French' });
    expect(french).toHaveAttribute('lang', 'fr-CA');
    await userEvent.type(french, ' Coiffure ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Hair', name_fr: 'Coiffure' });
    // The server's message for the French name is shown under it.
    expect(await screen.findByText('Trop long')).toBeInTheDocument();
    expect(french).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the name when the save fails', async () => {
    const onSubmit = vi.fn().mockRejectedValue({ errors: { name: ['Too long'] } });
    renderWithProvider(<CategoryForm onSubmit={onSubmit} image={<p>Image slot</p>} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Service category name' }), 'Spa');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Service category name' })).toHaveValue('Spa');
    expect(screen.getByText('Image slot')).toBeInTheDocument();
  });
});
