import { adminKeys, businessKeys } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { callOf, fakeApi, type FakeApiHandler } from '@rendezvous/api-client/testing';
import { DEFAULT_BUSINESS_DAY, DayMessages, WEEK_DAYS, type BusinessDay } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { testBusiness } from '../services/test-fixtures';
import { BusinessHoursTab } from './BusinessHoursTab';

const stored: BusinessDay[] = WEEK_DAYS.map((day, index) => ({
  id: index + 1,
  business_id: 10,
  day,
  ...DEFAULT_BUSINESS_DAY,
}));

function setup(handlers: Record<string, FakeApiHandler>) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), makeAdmin());
  queryClient.setQueryData(businessKeys.detail(10), testBusiness);
  const api = fakeApi({ 'GET business-days': () => stored, ...handlers });
  const view = renderWithRouter(<BusinessHoursTab business={testBusiness} />, { api, queryClient });
  return { ...view, user: userEvent.setup() };
}

describe('Opening Hours tab', () => {
  it('shows the seven stored days', async () => {
    setup({});
    expect(await screen.findByRole('combobox', { name: 'Monday work start' })).toHaveValue('09:00');
    expect(screen.getByRole('combobox', { name: 'Sunday break end' })).toHaveValue('13:30');
    expect(screen.getAllByRole('switch', { name: /open$/ })).toHaveLength(7);
  });

  it('enables Save opening hours only once the week differs from the stored one', async () => {
    const { user } = setup({});
    const monday = await screen.findByRole('combobox', { name: 'Monday work start' });
    const save = screen.getByRole('button', { name: 'Save opening hours' });
    expect(save).toBeDisabled();
    await user.selectOptions(monday, '08:00');
    expect(save).toBeEnabled();
    await user.selectOptions(monday, '09:00');
    expect(save).toBeDisabled();
  });

  it("disables a closed day's time pickers", async () => {
    const { user } = setup({});
    await user.click(await screen.findByRole('switch', { name: 'Sunday open' }));
    expect(screen.getByRole('combobox', { name: 'Sunday work start' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Sunday work end' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Saturday work start' })).toBeEnabled();
  });

  it('saves the week and refreshes the admin and the business', async () => {
    const { api, user, queryClient } = setup({ 'POST business-days': () => stored });
    await user.click(await screen.findByRole('switch', { name: 'Sunday open' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Monday work start' }), '08:00');
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));
    await waitFor(() => expect(callOf(api, 'post', 'business-days')).toBeDefined());
    const days = (callOf(api, 'post', 'business-days')?.json as { days: BusinessDay[] }).days;
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ day: 'monday', ...DEFAULT_BUSINESS_DAY, work_start_time: '08:00' });
    expect(days[6]).toMatchObject({ day: 'sunday', is_active: 0 });
    await waitFor(() =>
      expect(queryClient.getQueryState(adminKeys.me())?.isInvalidated).toBe(true),
    );
    expect(queryClient.getQueryState(businessKeys.detail(10))?.isInvalidated).toBe(true);
  });

  it('offers the default week to a business without stored days and saves all seven', async () => {
    const { api, user } = setup({
      'GET business-days': () => [],
      'POST business-days': () => stored,
    });
    expect(await screen.findByRole('combobox', { name: 'Wednesday work end' })).toHaveValue(
      '17:00',
    );
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));
    await waitFor(() => expect(callOf(api, 'post', 'business-days')).toBeDefined());
    const days = (callOf(api, 'post', 'business-days')?.json as { days: BusinessDay[] }).days;
    expect(days.map((day) => day.day)).toEqual([...WEEK_DAYS]);
    expect(days.every((day) => day.is_active === 1 && day.break_start_time === '13:00')).toBe(true);
  });

  it('shows the rule a day breaks and does not save it', async () => {
    const { user } = setup({});
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Friday work end' }),
      '12:00',
    );
    const friday = screen.getByRole('region', { name: 'Friday' });
    expect(within(friday).getByRole('alert')).toHaveTextContent(DayMessages.breakEndBeforeWorkEnd);
    expect(screen.getByRole('button', { name: 'Save opening hours' })).toBeDisabled();
  });

  it('keeps the edits when the save fails', async () => {
    const { user } = setup({
      'POST business-days': () => {
        throw new Error('Something went wrong');
      },
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Monday work end' }),
      '18:00',
    );
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save opening hours' })).not.toHaveAttribute(
        'data-loading',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Monday work end' })).toHaveValue('18:00');
  });

  it('offers a retry when the days cannot be loaded', async () => {
    let fail = true;
    const { user } = setup({
      'GET business-days': () => {
        if (fail) throw new Error('offline');
        return stored;
      },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('combobox', { name: 'Monday work start' })).toBeInTheDocument();
  });
});
