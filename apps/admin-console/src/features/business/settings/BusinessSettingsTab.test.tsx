import { adminKeys, businessKeys } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, BusinessMessages, ErrorCode, NotificationSettingsMessages, PrivacyMessages } from '@rendezvous/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { makeBusiness } from '../profile/business-fixture';
import { BusinessSettingsTab } from './BusinessSettingsTab';

const SETTINGS = [
  { code: 'online_booking', description: 'Online booking', info: 'Customers can book from your website.', icon: null },
  { code: 'show_prices', description: 'Show prices', info: null, icon: null },
  { code: 'sms_notifications', description: 'SMS notifications', info: null, icon: null },
];

const NOTIFICATIONS = {
  email_notifications: true,
  sms_notifications: false,
  appointment_reminders: true,
  sms_two_way: false,
  reminder_lead_minutes: [1440, 120],
  quiet_hours: { start: '21:00', end: '08:00' },
};

function renderTab(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET settings': () => SETTINGS,
    'GET business/10/notification-settings': () => NOTIFICATIONS,
    ...handlers,
  });
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const business = makeBusiness({
    settings: [{ id: 7, business_id: 10, setting_code: 'online_booking', is_active: 1 }],
  });
  renderWithRouter(<BusinessSettingsTab business={business} />, { api, queryClient });
  return { api, invalidate, user: userEvent.setup() };
}

describe('BusinessSettingsTab', () => {
  it('lists every setting definition with its switch, but those of the notifications card', async () => {
    renderTab();
    expect(await screen.findByRole('switch', { name: 'Online booking' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show prices' })).not.toBeChecked();
    expect(screen.getByText('Customers can book from your website.')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'SMS notifications' })).not.toBeInTheDocument();
  });

  it("patches a setting the business already has", async () => {
    const { api, user, invalidate } = renderTab({ 'PATCH business-settings/7': () => ({}) });
    await user.click(await screen.findByRole('switch', { name: 'Online booking' }));
    await waitFor(() => expect(callOf(api, 'patch', 'business-settings/7')?.json).toEqual({ is_active: 0 }));
    await waitFor(() => {
      expect(invalidate).toHaveBeenCalledWith({ queryKey: businessKeys.all });
      expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.all });
    });
  });

  it('creates the business setting the first time it is switched', async () => {
    const { api, user } = renderTab({ 'POST business-settings': () => ({}) });
    await user.click(await screen.findByRole('switch', { name: 'Show prices' }));
    await waitFor(() =>
      expect(callOf(api, 'post', 'business-settings')?.json).toEqual({
        business_id: 10,
        setting_code: 'show_prices',
        is_active: 1,
      }),
    );
  });

  it('offers to try again when the definitions cannot be loaded', async () => {
    renderTab({ 'GET settings': () => { throw new Error('down'); } });
    expect(await screen.findByText('The settings could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('BusinessSettingsTab taxes and fees', () => {
  it('shows the tax rate as a percent and the booking fee in CA$, and saves each field on its own', async () => {
    const { api, user, invalidate } = renderTab({ 'PATCH business/10': () => ({}) });
    const rate = await screen.findByRole('textbox', { name: /Tax rate/ });
    const fee = screen.getByRole('textbox', { name: /Booking fee/ });
    // The fixture's 149,750 ppm and no fee.
    expect(rate).toHaveValue('14.975');
    expect(fee).toHaveValue('0.00');
    expect(screen.getByRole('button', { name: 'Save tax rate' })).toBeDisabled();

    await user.clear(rate);
    await user.type(rate, '13');
    await user.click(screen.getByRole('button', { name: 'Save tax rate' }));
    await waitFor(() => expect(callOf(api, 'patch', 'business/10')?.json).toEqual({ tax_rate_ppm: 130_000 }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: businessKeys.all }));

    await user.clear(fee);
    await user.type(fee, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save booking fee' }));
    // Each field is its own PATCH: the second call carries the fee alone.
    const patches = () => vi.mocked(api.request).mock.calls.filter(([m, p]) => m === 'patch' && p === 'business/10');
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]![2]?.json).toEqual({ booking_fee: 250 });
  });

  it('saves the cancellation notice customers get on the website, from 0 to 720 hours', async () => {
    const { api, user } = renderTab({ 'PATCH business/10': () => ({}) });
    const notice = await screen.findByRole('textbox', { name: /Cancellation notice/ });
    expect(notice).toHaveValue('24');
    await user.clear(notice);
    await user.type(notice, '721');
    await user.click(screen.getByRole('button', { name: 'Save cancellation notice' }));
    expect(await screen.findByText('The cancellation notice must be between 0 and 720 hours')).toBeInTheDocument();
    expect(callOf(api, 'patch', 'business/10')).toBeUndefined();
    await user.clear(notice);
    await user.type(notice, '48');
    await user.click(screen.getByRole('button', { name: 'Save cancellation notice' }));
    await waitFor(() => expect(callOf(api, 'patch', 'business/10')?.json).toEqual({ cancellation_notice_hours: 48 }));
  });

  it('refuses a rate above 100 % or a fee that is not an amount, without calling the API', async () => {
    const { api, user } = renderTab();
    const rate = await screen.findByRole('textbox', { name: /Tax rate/ });
    await user.clear(rate);
    await user.type(rate, '120');
    await user.click(screen.getByRole('button', { name: 'Save tax rate' }));
    expect(await screen.findByText('The tax rate must be between 0 % and 100 %')).toBeInTheDocument();

    const fee = screen.getByRole('textbox', { name: /Booking fee/ });
    await user.clear(fee);
    await user.type(fee, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save booking fee' }));
    expect(await screen.findByText('The booking fee must be a valid amount')).toBeInTheDocument();
    expect(callOf(api, 'patch', 'business/10')).toBeUndefined();
  });
});

describe('BusinessSettingsTab customer notifications', () => {
  it('shows the saved settings and saves channels, lead times and quiet hours together', async () => {
    const { api, user, invalidate } = renderTab({
      'PUT business/10/notification-settings': (options) => options?.json,
    });
    const first = await screen.findByRole('textbox', { name: 'Reminder 1' });
    expect(screen.getByRole('heading', { name: 'Customer notifications' })).toBeInTheDocument();
    expect(first).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Reminder 1 unit' })).toHaveValue('days');
    expect(screen.getByRole('textbox', { name: 'Reminder 2' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Reminder 2 unit' })).toHaveValue('hours');
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Quiet hours for SMS/ })).toBeChecked();
    expect(screen.getByLabelText('Quiet from')).toHaveValue('21:00');
    expect(screen.getByLabelText('Quiet until')).toHaveValue('08:00');
    const save = screen.getByRole('button', { name: 'Save notification settings' });
    expect(save).toBeDisabled();
    // Replies to texts wait for texts to be on.
    const replies = screen.getByRole('switch', { name: /Replies to reminder texts/ });
    expect(replies).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    await user.click(replies);
    await user.click(screen.getByRole('button', { name: 'Add a reminder' }));
    const third = screen.getByRole('textbox', { name: 'Reminder 3' });
    await user.clear(third);
    await user.type(third, '30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reminder 3 unit' }), 'minutes');
    expect(screen.getByRole('button', { name: 'Add a reminder' })).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: /Quiet hours for SMS/ }));
    expect(screen.getByLabelText('Quiet from')).toBeDisabled();
    await user.click(save);

    await waitFor(() =>
      expect(callOf(api, 'put', 'business/10/notification-settings')?.json).toEqual({
        email_notifications: true,
        sms_notifications: true,
        appointment_reminders: true,
        sms_two_way: true,
        reminder_lead_minutes: [1440, 120, 30],
        quiet_hours: null,
      }),
    );
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: businessKeys.all }));
  });

  it('marks a lead time out of range or repeated without calling the API', async () => {
    const { api, user } = renderTab();
    const second = await screen.findByRole('textbox', { name: 'Reminder 2' });
    await user.clear(second);
    await user.type(second, '10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reminder 2 unit' }), 'minutes');
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText(NotificationSettingsMessages.leadRange)).toBeInTheDocument();

    await user.clear(second);
    await user.type(second, '24');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reminder 2 unit' }), 'hours');
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText(NotificationSettingsMessages.leadDistinct)).toBeInTheDocument();
    expect(callOf(api, 'put', 'business/10/notification-settings')).toBeUndefined();
  });

  it('keeps the edits when saving fails, so the admin can try again', async () => {
    let fail = true;
    const { api, user } = renderTab({
      'PUT business/10/notification-settings': (options) => {
        if (fail) throw new Error('down');
        return options?.json;
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'Appointment reminders' }));
    const save = screen.getByRole('button', { name: 'Save notification settings' });
    await user.click(save);
    await waitFor(() => expect(callOf(api, 'put', 'business/10/notification-settings')).toBeDefined());
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.getByRole('switch', { name: 'Appointment reminders' })).not.toBeChecked();
    fail = false;
    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('offers to try again when the notification settings cannot be loaded', async () => {
    renderTab({ 'GET business/10/notification-settings': () => { throw new Error('down'); } });
    expect(
      await screen.findByText('The notification settings could not be loaded'),
    ).toBeInTheDocument();
  });
});

describe('BusinessSettingsTab booking rules', () => {
  it('shows the rules in force and saves notice, horizon, step, daily limit, waitlist hold and online series together', async () => {
    const { api, user, invalidate } = renderTab({
      'PATCH business/10': (options) => makeBusiness(options?.json as object),
    });
    expect(await screen.findByRole('heading', { name: 'Booking rules' })).toBeInTheDocument();
    const rules = screen.getByRole('form', { name: 'Booking rules' });
    const notice = within(rules).getByRole('textbox', { name: /^Minimum notice/ });
    // The default 120 minutes read as 2 hours.
    expect(notice).toHaveValue('2');
    expect(within(rules).getByRole('combobox', { name: 'Minimum notice unit' })).toHaveValue('hours');
    expect(within(rules).getByRole('textbox', { name: /Booking horizon/ })).toHaveValue('365');
    expect(within(rules).getByRole('combobox', { name: /Slot step/ })).toHaveValue('15');
    const limitOn = within(rules).getByRole('switch', { name: 'Limit appointments per consultant per day' });
    expect(limitOn).not.toBeChecked();
    const limit = within(rules).getByRole('textbox', { name: /Appointments per consultant per day/ });
    expect(limit).toBeDisabled();
    const hold = within(rules).getByRole('textbox', { name: /Waitlist hold \(minutes\)/ });
    expect(hold).toHaveValue('30');
    expect(hold).toHaveAccessibleDescription(
      'How long a freed time is held for the customer it is offered to before the next one on the waitlist gets it.',
    );
    const save = within(rules).getByRole('button', { name: 'Save booking rules' });
    expect(save).toBeDisabled();

    await user.clear(notice);
    await user.type(notice, '45');
    await user.selectOptions(within(rules).getByRole('combobox', { name: 'Minimum notice unit' }), 'minutes');
    const horizon = within(rules).getByRole('textbox', { name: /Booking horizon/ });
    await user.clear(horizon);
    await user.type(horizon, '90');
    await user.selectOptions(within(rules).getByRole('combobox', { name: /Slot step/ }), '30');
    await user.click(limitOn);
    await user.type(limit, '6');
    await user.clear(hold);
    await user.type(hold, '90');
    const series = within(rules).getByRole('textbox', { name: /Repeating bookings on the website/ });
    expect(series).toHaveValue('0');
    await user.clear(series);
    await user.type(series, '8');
    await user.click(save);

    await waitFor(() =>
      expect(callOf(api, 'patch', 'business/10')?.json).toEqual({
        minimum_notice_minutes: 45,
        booking_horizon_days: 90,
        slot_step_minutes: 30,
        max_appointments_per_consultant_day: 6,
        waitlist_hold_minutes: 90,
        online_series_max: 8,
      }),
    );
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: businessKeys.all }));
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('marks a rule out of range without calling the API, and a limit switched off is none', async () => {
    const { api, user } = renderTab({
      'PATCH business/10': (options) => makeBusiness(options?.json as object),
    });
    const rules = await screen.findByRole('form', { name: 'Booking rules' });
    const notice = within(rules).getByRole('textbox', { name: /^Minimum notice/ });
    await user.clear(notice);
    await user.type(notice, '31');
    await user.selectOptions(within(rules).getByRole('combobox', { name: 'Minimum notice unit' }), 'days');
    const horizon = within(rules).getByRole('textbox', { name: /Booking horizon/ });
    await user.clear(horizon);
    await user.type(horizon, '0');
    await user.click(within(rules).getByRole('switch', { name: 'Limit appointments per consultant per day' }));
    await user.type(within(rules).getByRole('textbox', { name: /Appointments per consultant per day/ }), '0');
    const hold = within(rules).getByRole('textbox', { name: /Waitlist hold/ });
    await user.clear(hold);
    await user.type(hold, '4');
    const series = within(rules).getByRole('textbox', { name: /Repeating bookings on the website/ });
    await user.clear(series);
    await user.type(series, '1');
    await user.click(within(rules).getByRole('button', { name: 'Save booking rules' }));
    expect(await within(rules).findByText(BusinessMessages.minimumNoticeInvalid)).toBeInTheDocument();
    expect(within(rules).getByText(BusinessMessages.bookingHorizonInvalid)).toBeInTheDocument();
    expect(within(rules).getByText(BusinessMessages.dayLimitInvalid)).toBeInTheDocument();
    expect(within(rules).getByText(BusinessMessages.waitlistHoldInvalid)).toBeInTheDocument();
    expect(within(rules).getByText(BusinessMessages.onlineSeriesInvalid)).toBeInTheDocument();
    expect(callOf(api, 'patch', 'business/10')).toBeUndefined();

    await user.clear(notice);
    await user.type(notice, '1');
    await user.clear(horizon);
    await user.type(horizon, '30');
    await user.click(within(rules).getByRole('switch', { name: 'Limit appointments per consultant per day' }));
    await user.clear(hold);
    await user.type(hold, '1440');
    await user.clear(series);
    await user.type(series, '10');
    await user.click(within(rules).getByRole('button', { name: 'Save booking rules' }));
    await waitFor(() =>
      expect(callOf(api, 'patch', 'business/10')?.json).toEqual({
        minimum_notice_minutes: 1440,
        booking_horizon_days: 30,
        slot_step_minutes: 15,
        max_appointments_per_consultant_day: null,
        waitlist_hold_minutes: 1440,
        online_series_max: 10,
      }),
    );
  });

  it('saves the business language at once; French makes the website French first', async () => {
    const { api, user, invalidate } = renderTab({
      'PATCH business/10': (options) => makeBusiness(options?.json as object),
    });
    expect(await screen.findByRole('heading', { name: 'Language' })).toBeInTheDocument();
    const language = screen.getByRole('combobox', { name: "Your business's language" });
    expect(language).toHaveValue('en-CA');
    expect(language).toHaveAccessibleDescription(/French makes your website French first/);
    await user.selectOptions(language, 'French (French first)');
    await waitFor(() =>
      expect(callOf(api, 'patch', 'business/10')?.json).toEqual({ default_language: 'fr-CA' }),
    );
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: businessKeys.all }));
    expect(language).toHaveValue('fr-CA');
  });

  it("shows the server's field message when it refuses a rule", async () => {
    const { user } = renderTab({
      'PATCH business/10': () => {
        throw new AppError(ErrorCode.Validation, BusinessMessages.slotStepInvalid, {
          slot_step_minutes: [BusinessMessages.slotStepInvalid],
        });
      },
    });
    const rules = await screen.findByRole('form', { name: 'Booking rules' });
    await user.selectOptions(within(rules).getByRole('combobox', { name: /Slot step/ }), '60');
    await user.click(within(rules).getByRole('button', { name: 'Save booking rules' }));
    expect(await within(rules).findByText(BusinessMessages.slotStepInvalid)).toBeInTheDocument();
    expect(within(rules).getByRole('combobox', { name: /Slot step/ })).toHaveValue('60');
  });
});

describe('BusinessSettingsTab privacy', () => {
  it('refuses a guest retention under 6 months without calling the API, then saves 36', async () => {
    const { api, user, invalidate } = renderTab({
      'PATCH business/10': (options) => makeBusiness(options?.json as object),
    });
    expect(await screen.findByRole('heading', { name: 'Privacy' })).toBeInTheDocument();
    const card = screen.getByRole('form', { name: 'Privacy' });
    const months = within(card).getByRole('textbox', { name: 'Keep guests without an appointment for (months)' });
    // The fixture has none: the default 24 months.
    expect(months).toHaveValue('24');
    expect(months).toHaveAccessibleDescription(
      'Guests with no appointment for this long are anonymized by a nightly job. 6 to 120 months.',
    );
    const save = within(card).getByRole('button', { name: 'Save retention' });
    expect(save).toBeDisabled();

    await user.clear(months);
    await user.type(months, '3');
    await user.click(save);
    expect(await within(card).findByText(PrivacyMessages.retentionInvalid)).toBeInTheDocument();
    expect(months).toHaveAttribute('aria-invalid', 'true');
    expect(callOf(api, 'patch', 'business/10')).toBeUndefined();

    await user.clear(months);
    await user.type(months, '36');
    await user.click(save);
    await waitFor(() => expect(callOf(api, 'patch', 'business/10')?.json).toEqual({ guest_retention_months: 36 }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: businessKeys.all }));
    expect(within(card).queryByText(PrivacyMessages.retentionInvalid)).not.toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
    expect(months).toHaveValue('36');
  });

  it("shows the server's message on the field when it refuses the retention", async () => {
    const { user } = renderTab({
      'PATCH business/10': () => {
        throw new AppError(ErrorCode.Validation, PrivacyMessages.retentionInvalid, {
          guest_retention_months: [PrivacyMessages.retentionInvalid],
        });
      },
    });
    const card = await screen.findByRole('form', { name: 'Privacy' });
    const months = within(card).getByRole('textbox', { name: 'Keep guests without an appointment for (months)' });
    await user.clear(months);
    await user.type(months, '60');
    await user.click(within(card).getByRole('button', { name: 'Save retention' }));
    expect(await within(card).findByText(PrivacyMessages.retentionInvalid)).toBeInTheDocument();
    expect(months).toHaveValue('60');
  });
});
