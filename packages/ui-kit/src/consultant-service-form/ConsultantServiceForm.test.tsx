import { ConsultantServiceMessages } from '@rendezvous/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { ConsultantServiceForm } from './ConsultantServiceForm';
import { sampleServices } from './fixtures';

describe('ConsultantServiceForm', () => {
  it('starts from a business service with every "use business value" switch on', async () => {
    const onSubmit = vi.fn();
    renderWithProvider(<ConsultantServiceForm services={sampleServices} onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: 'Business service' })).toHaveValue("Men's cut");
    for (const name of [/Use the business price/, 'Use the business description', 'Use the business appointment length']) {
      expect(screen.getByRole('switch', { name })).toBeChecked();
    }
    expect(screen.getByRole('textbox', { name: 'Price (CA$)' })).toHaveValue('40.00');
    expect(screen.getByRole('textbox', { name: 'Price (CA$)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ service_id: 1, price: '40.00', use_business_price: true, use_business_description: true }),
    );
  });

  it('requires a price and a description once the consultant sets their own', async () => {
    const onSubmit = vi.fn();
    renderWithProvider(<ConsultantServiceForm services={sampleServices} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('switch', { name: /Use the business price/ }));
    await userEvent.click(screen.getByRole('switch', { name: 'Use the business description' }));
    await userEvent.clear(screen.getByRole('textbox', { name: /Price/ }));
    await userEvent.clear(screen.getByRole('textbox', { name: /Description/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(ConsultantServiceMessages.priceRequired)).toBeInTheDocument();
    expect(screen.getByText(ConsultantServiceMessages.descriptionRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /Price/ }), '45.5');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: /Price/ })).toHaveValue('45.50');
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'My own cut');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ price: '45.50', description: 'My own cut', use_business_price: false }),
    );
  });

  it('switching to another business service starts again from its values', async () => {
    renderWithProvider(<ConsultantServiceForm services={sampleServices} onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Business service' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Relaxation massage' }));
    expect(screen.getByRole('textbox', { name: /Price/ })).toHaveValue('90.00');
    expect(screen.getByText('Length range: 30 min to 1 h 30 min')).toBeInTheDocument();
  });

  it('leaves out services already offered, and says so when none is left', () => {
    const { unmount } = renderWithProvider(
      <ConsultantServiceForm services={sampleServices} offeredServiceIds={[1]} onSubmit={vi.fn()} />,
    );
    expect(screen.getByRole('textbox', { name: 'Business service' })).toHaveValue('Relaxation massage');
    unmount();
    renderWithProvider(<ConsultantServiceForm services={sampleServices} offeredServiceIds={[1, 2]} onSubmit={vi.fn()} />);
    expect(screen.getByText('Every service of the business is already offered.')).toBeInTheDocument();
  });

  it('edits an existing consultant service with its own values', () => {
    renderWithProvider(
      <ConsultantServiceForm
        services={sampleServices}
        value={{
          service_id: 1,
          price: 4500,
          description: 'Longer consultation',
          appointment_length_decider: 'business',
          appointment_length: 45,
          minimum_appointment_length: 30,
          maximum_appointment_length: 60,
          use_business_price: false,
          use_business_description: false,
          use_business_appointment_length: false,
        }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Business service' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Price/ })).toHaveValue('45.00');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Longer consultation');
    expect(screen.getByText('Appointment length: 45 min')).toBeInTheDocument();
  });

  it('turning a switch back on shows the business value again', async () => {
    renderWithProvider(<ConsultantServiceForm services={sampleServices} onSubmit={vi.fn()} />);
    const price = screen.getByRole('textbox', { name: /Price/ });
    await userEvent.click(screen.getByRole('switch', { name: /Use the business price/ }));
    await userEvent.clear(price);
    await userEvent.type(price, '12');
    await userEvent.click(screen.getByRole('switch', { name: /Use the business price/ }));
    expect(price).toHaveValue('40.00');
    expect(price).toBeDisabled();
  });
});
