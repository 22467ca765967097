import { ServiceMessages, Snackbars } from '@rendezvous/domain';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { ServiceForm, type ServiceFormProps } from './ServiceForm';

const categories = [
  { id: 1, name: 'Hair' },
  { id: 2, name: 'Nails' },
];
const subscriptionPeriods = [
  { id: 1, period: 'Weekly' },
  { id: 3, period: 'Monthly' },
];

function renderForm(props: Partial<ServiceFormProps> = {}) {
  const onSubmit = vi.fn();
  renderWithProvider(
    <ServiceForm
      categories={categories}
      subscriptionPeriods={subscriptionPeriods}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit };
}

async function fillRequired() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Service name' }), 'Cut');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service category' }), 'Hair');
  await userEvent.type(screen.getByRole('textbox', { name: 'Service price (CA$)' }), '45');
  await userEvent.type(screen.getByRole('textbox', { name: 'Service description' }), 'A cut');
}

describe('ServiceForm', () => {
  it("starts from the spec's defaults: fixed 30 min, price shown, no recurring payments", () => {
    renderForm();
    expect(screen.getByText('Appointment length: 30 min')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Appointment length' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(screen.getByRole('switch', { name: 'Show the price to customers' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Recurring payments' })).not.toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Subscription period' })).not.toBeInTheDocument();
  });

  it('shows every required message and the form-level message on an empty submit', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      ServiceMessages.nameRequired,
      ServiceMessages.categoryRequired,
      ServiceMessages.priceRequired,
      ServiceMessages.descriptionRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('alert')).toHaveTextContent(Snackbars.mandatoryFieldsMissing);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('formats the price to 2 decimals on blur and submits the values', async () => {
    const { onSubmit } = renderForm();
    await fillRequired();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Service price (CA$)' })).toHaveValue('45.00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Cut',
        service_category_id: 1,
        price: '45.00',
        description: 'A cut',
        appointment_length_decider: 'business',
        appointment_length: 30,
        show_price: true,
        is_subscription: false,
        subscription_period_id: 3,
      }),
    );
  });

  it('moves the fixed length in 15-minute steps, shown in hours and minutes', async () => {
    renderForm();
    const slider = screen.getByRole('slider', { name: 'Appointment length' });
    slider.focus();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(screen.getByText('Appointment length: 1 h')).toBeInTheDocument();
    fireEvent.keyDown(slider, { key: 'End' });
    expect(screen.getByText('Appointment length: 6 h')).toBeInTheDocument();
  });

  it('lets the customer choose within a 30 min to 1 h range by default', async () => {
    renderForm();
    await userEvent.click(screen.getByText('Customer chooses'));
    expect(screen.getByText('Length range: 30 min to 1 h')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Shortest appointment length' })).toHaveAttribute(
      'aria-valuemax',
      '480',
    );
  });

  it('asks for a subscription period when recurring payments are on, Monthly preselected', async () => {
    const { onSubmit } = renderForm();
    await fillRequired();
    await userEvent.click(screen.getByRole('switch', { name: 'Recurring payments' }));
    const period = screen.getByRole('combobox', { name: 'Subscription period' });
    expect(period).toHaveValue('3');
    await userEvent.selectOptions(period, 'Weekly');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ is_subscription: true, subscription_period_id: 1 }),
    );
  });

  it('refuses recurring payments without a period', async () => {
    const { onSubmit } = renderForm({
      initialValues: {
        name: 'Cut',
        service_category_id: 1,
        price: '1.00',
        description: 'x',
        subscription_period_id: null,
      },
    });
    await userEvent.click(screen.getByRole('switch', { name: 'Recurring payments' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(ServiceMessages.subscriptionPeriodRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reports edits with whether the form is dirty', async () => {
    const onValuesChange = vi.fn();
    renderForm({ onValuesChange });
    await userEvent.type(screen.getByRole('textbox', { name: 'Service name' }), 'A');
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'A' }), true);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Service name' }));
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: '' }), false);
  });

  it('keeps the values and shows the server field errors when the save fails', async () => {
    const onSubmit = vi.fn().mockRejectedValue({
      status: 422,
      errors: { price: ['Service price must be a valid amount'] },
    });
    renderForm({ onSubmit });
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service price must be a valid amount')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Service name' })).toHaveValue('Cut');
  });

  it('takes buffers before and after in minutes, none by default, and says which are refused', async () => {
    const { onSubmit } = renderForm();
    await fillRequired();
    const before = screen.getByRole('textbox', { name: 'Buffer before' });
    const after = screen.getByRole('textbox', { name: 'Buffer after' });
    expect(before).toHaveValue('0');
    expect(after).toHaveValue('0');
    await userEvent.clear(before);
    await userEvent.type(before, '15');
    await userEvent.clear(after);
    await userEvent.type(after, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(ServiceMessages.bufferInvalid)).toBeInTheDocument();
    expect(after).toHaveAccessibleDescription(
      expect.stringContaining(ServiceMessages.bufferInvalid),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(after);
    await userEvent.type(after, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ buffer_before_minutes: 15, buffer_after_minutes: 10 }),
    );
  });

  it('refuses an emptied buffer rather than reading it as none', async () => {
    const { onSubmit } = renderForm();
    await fillRequired();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Buffer before' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(ServiceMessages.bufferInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the image slot', () => {
    renderForm({ image: <p>Image slot</p> });
    expect(screen.getByText('Image slot')).toBeInTheDocument();
  });
});
