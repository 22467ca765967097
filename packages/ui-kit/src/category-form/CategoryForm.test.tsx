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
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Hair care' });
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
