import { DayMessages, WEEK_DAYS } from '@rendezvous/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test-utils';
import {
  DAY_TIME_CHOICES,
  DaysEditor,
  defaultDay,
  type BusinessDayLimit,
  type EditableDay,
} from './DaysEditor';

const week = (patch: Partial<EditableDay> = {}): EditableDay[] =>
  WEEK_DAYS.map((day, index) => ({ ...defaultDay(day), id: index + 1, ...patch }));

describe('DaysEditor', () => {
  it('shows seven labelled days, filling missing ones with 09:00-17:00 and a 13:00-13:30 break', () => {
    renderWithProvider(<DaysEditor days={[]} />);
    for (const name of [
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('switch', { name: 'Monday open' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Monday work start' })).toHaveValue('09:00');
    expect(screen.getByRole('combobox', { name: 'Monday work end' })).toHaveValue('17:00');
    expect(screen.getByRole('switch', { name: 'Monday has breaks' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Monday break start' })).toHaveValue('13:00');
    expect(screen.getByRole('combobox', { name: 'Sunday break end' })).toHaveValue('13:30');
  });

  it('offers hours 0 to 23', () => {
    expect(DAY_TIME_CHOICES[0]).toBe('00:00');
    expect(DAY_TIME_CHOICES.at(-1)).toBe('23:30');
    expect(DAY_TIME_CHOICES.filter((time) => time.endsWith(':00'))).toHaveLength(24);
  });

  it('shows the rule a day breaks and saves only coherent days', async () => {
    const onSave = vi.fn();
    renderWithProvider(<DaysEditor days={week()} onSave={onSave} />);
    const end = screen.getByRole('combobox', { name: 'Tuesday work end' });
    await userEvent.selectOptions(end, '08:00');
    const tuesday = screen.getByRole('region', { name: 'Tuesday' });
    expect(within(tuesday).getByRole('alert')).toHaveTextContent(DayMessages.workHours);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.selectOptions(end, '17:00');
    expect(within(tuesday).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave.mock.calls[0]![0]).toHaveLength(7);
  });

  it.each([
    [
      'break start after break end',
      { break_start_time: '14:00', break_end_time: '13:30' },
      DayMessages.breakHours,
    ],
    ['break before work', { work_start_time: '13:00' }, DayMessages.breakStartAfterWorkStart],
    ['break past work end', { work_end_time: '13:30' }, DayMessages.breakEndBeforeWorkEnd],
  ])('reports %s', (_name, patch, message) => {
    renderWithProvider(<DaysEditor days={[{ ...defaultDay('friday'), ...patch }]} />);
    expect(
      within(screen.getByRole('region', { name: 'Friday' })).getByRole('alert'),
    ).toHaveTextContent(message);
  });

  it('hides the break times when breaks are off and restores defaults when turned on', async () => {
    const onDayChange = vi.fn();
    renderWithProvider(
      <DaysEditor
        days={week({ has_breaks: 0, break_start_time: null, break_end_time: null })}
        onDayChange={onDayChange}
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'Monday break start' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Monday has breaks' }));
    expect(screen.getByRole('combobox', { name: 'Monday break start' })).toHaveValue('13:00');
    expect(onDayChange).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, day: 'monday', has_breaks: 1 }),
      { has_breaks: 1, break_start_time: '13:00', break_end_time: '13:30' },
    );
  });

  it('closes a day through its switch and reports every edit', async () => {
    const onChange = vi.fn();
    renderWithProvider(<DaysEditor days={week()} onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Sunday open' }));
    expect(screen.getByRole('switch', { name: 'Sunday open' })).not.toBeChecked();
    const days = onChange.mock.calls.at(-1)![0] as EditableDay[];
    expect(days.find((day) => day.day === 'sunday')?.is_active).toBe(0);
  });

  it("disables a closed day's time pickers and breaks, and enables them when it opens again", async () => {
    renderWithProvider(<DaysEditor days={week()} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Sunday open' }));
    expect(screen.getByRole('combobox', { name: 'Sunday work start' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Sunday work end' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Sunday has breaks' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Monday work start' })).toBeEnabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Sunday open' }));
    expect(screen.getByRole('combobox', { name: 'Sunday work start' })).toBeEnabled();
  });

  it('with requireChange, enables Save only while something differs from the stored week', async () => {
    const onSave = vi.fn();
    renderWithProvider(<DaysEditor days={week()} onSave={onSave} requireChange />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Monday work start' }), '08:00');
    expect(save).toBeEnabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Monday work start' }), '09:00');
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Sunday open' }));
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('with requireChange, lets a week never stored be saved as offered', () => {
    renderWithProvider(<DaysEditor days={[]} onSave={vi.fn()} requireChange />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('keeps the edits when the save fails', async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('500'));
    renderWithProvider(<DaysEditor days={week()} onSave={onSave} />);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Monday work start' }),
      '08:00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => screen.getByRole('button', { name: 'Save' }).hasAttribute('data-loading'))
      .toBe(false);
    expect(screen.getByRole('combobox', { name: 'Monday work start' })).toHaveValue('08:00');
  });

  describe('within business hours', () => {
    const businessDays: BusinessDayLimit[] = WEEK_DAYS.map((day) => ({
      ...defaultDay(day),
      is_active: day === 'sunday' ? 0 : 1,
      work_start_time: '09:00',
      work_end_time: '17:00',
    }));

    it('disables a day the business is closed and saves it closed', async () => {
      const onSave = vi.fn();
      renderWithProvider(<DaysEditor days={week()} businessDays={businessDays} onSave={onSave} />);
      const sunday = screen.getByRole('region', { name: 'Sunday' });
      expect(within(sunday).getByRole('switch', { name: 'Sunday open' })).toBeDisabled();
      expect(within(sunday).getByRole('switch', { name: 'Sunday open' })).not.toBeChecked();
      expect(within(sunday).getByRole('combobox', { name: 'Sunday work start' })).toBeDisabled();
      expect(within(sunday).getByText('The business is closed on this day.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      const saved = onSave.mock.calls[0]![0] as EditableDay[];
      expect(saved.find((day) => day.day === 'sunday')?.is_active).toBe(0);
      expect(saved.find((day) => day.day === 'monday')?.is_active).toBe(1);
    });

    it('offers only times within the business hours', () => {
      renderWithProvider(<DaysEditor days={week()} businessDays={businessDays} />);
      const start = screen.getByRole('combobox', { name: 'Monday work start' });
      const options = within(start)
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(options[0]).toBe('09:00');
      expect(options.at(-1)).toBe('17:00');
    });

    it('reverts a stored time outside the business hours to the business value on edit', async () => {
      const onDayChange = vi.fn();
      const days = week({ work_start_time: '07:00' });
      renderWithProvider(
        <DaysEditor days={days} businessDays={businessDays} onDayChange={onDayChange} />,
      );
      const start = screen.getByRole('combobox', { name: 'Monday work start' });
      expect(
        within(screen.getByRole('region', { name: 'Monday' })).getByRole('alert'),
      ).toHaveTextContent(DayMessages.outsideBusinessHours);
      // 07:00 is still listed as the stored value; choosing it again is refused.
      await userEvent.selectOptions(start, '07:00');
      expect(start).toHaveValue('09:00');
      expect(onDayChange).toHaveBeenCalledWith(expect.objectContaining({ day: 'monday' }), {
        work_start_time: '09:00',
      });
    });
  });
});
