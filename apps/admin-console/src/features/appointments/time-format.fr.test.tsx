import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { pickerTimesOf, renderAppointmentsPage, type User } from './time-format-test-data';

async function renderPage() {
  await showLanguage('fr-CA');
  return renderAppointmentsPage();
}

/** Opens the appointment for editing and answers what its time pickers show, in French. */
const pickerTimes = (user: User) =>
  pickerTimesOf(user, {
    edit: /^Modifier le rendez-vous de Jordan Lee/,
    start: /^Heure de début/,
    end: /^Heure de fin/,
    close: /^(Annuler|Fermer)$/,
  });

describe('the appointments’ times in French', () => {
  it('reads "1 h 30 p.m." on the 12-hour clock and "13 h 30" on the 24-hour one, in the list and the dialog’s time pickers', async () => {
    const user = await renderPage();
    const row = (await screen.findByText('Jordan Lee')).closest('tr')!;
    expect(within(row).getByText('1 h 30 p.m.')).toBeInTheDocument();
    expect(within(row).getByText('2 h 30 p.m.')).toBeInTheDocument();

    const twelve = await pickerTimes(user);
    expect(twelve.shown).toEqual(['1 h 30 p.m.', '2 h 30 p.m.']);
    expect(twelve.options).toEqual(expect.arrayContaining(['9 h 00 a.m.', '1 h 30 p.m.']));

    await user.click(await screen.findByText('24 heures'));
    const after = screen.getByText('Jordan Lee').closest('tr')!;
    expect(within(after).getByText('13 h 30')).toBeInTheDocument();
    expect(within(after).queryByText(/PM|p\.m\./)).not.toBeInTheDocument();
    const twentyFour = await pickerTimes(user);
    expect(twentyFour.shown).toEqual(['13 h 30', '14 h 30']);
    expect(twentyFour.options).toEqual(expect.arrayContaining(['9 h 00', '13 h 30']));
  });
});
