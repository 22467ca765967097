import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pickerTimesOf, renderAppointmentsPage as renderPage, type User } from './time-format-test-data';

/** Opens the appointment for editing and answers what its time pickers show. */
const pickerTimes = (user: User) =>
  pickerTimesOf(user, {
    edit: /^Edit the appointment of Jordan Lee/,
    start: /^Start time/,
    end: /^End time/,
    close: /^(Cancel|Close)$/,
  });

describe('the 12/24-hour toggle', () => {
  it('drives the appointment dialog’s time pickers as well as the list', async () => {
    const user = renderPage();
    const row = (await screen.findByText('Jordan Lee')).closest('tr')!;
    expect(within(row).getByText('01:30 PM')).toBeInTheDocument();

    const twelve = await pickerTimes(user);
    expect(twelve.shown).toEqual(['01:30 PM', '02:30 PM']);
    expect(twelve.options).toEqual(expect.arrayContaining(['09:00 AM', '01:30 PM']));

    await user.click(await screen.findByText('24-hour'));
    expect(
      within(screen.getByText('Jordan Lee').closest('tr')!).getByText('13:30'),
    ).toBeInTheDocument();
    const twentyFour = await pickerTimes(user);
    expect(twentyFour.shown).toEqual(['13:30', '14:30']);
    expect(twentyFour.options).toEqual(expect.arrayContaining(['09:00', '13:30']));
  });
});
