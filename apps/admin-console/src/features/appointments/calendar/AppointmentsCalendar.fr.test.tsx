import { callOf, type fakeApi } from '@rendezvous/api-client/testing';
import { AppError, AppointmentMessages, ErrorCode } from '@rendezvous/domain';
import { TIME_FORMAT_STORAGE_KEY } from '@rendezvous/ui-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showLanguage } from '../../../i18n/i18n';
import { makeAppointment, page } from '../fixtures';
import { consultant, JORDAN, renderAppointmentsCalendar } from './calendar-test-data';

// Alex offers another service than the haircut: a move to Alex is refused on the screen.
const CONSULTANTS = [
  consultant(3, 'Ada', 'Lovelace', [{ id: 31, service_id: 5 }]),
  consultant(4, 'Alex', 'Owner', [{ id: 41, service_id: 6 }]),
];
const CANCELLED = makeAppointment({
  id: 2,
  start_time: '09:00',
  end_time: '09:30',
  status: 'cancelled',
  customerable: { id: 8, firstname: 'Olivia', lastname: 'Martin', full_name: 'Olivia Martin' },
});

async function renderCalendar(
  handlers: Parameters<typeof fakeApi>[0] = {},
  { clock = '24h' as '12h' | '24h' } = {},
) {
  await showLanguage('fr-CA');
  localStorage.setItem(TIME_FORMAT_STORAGE_KEY, clock);
  return renderAppointmentsCalendar({
    'GET appointments': () => page([JORDAN, CANCELLED]),
    'GET consultants': () => page(CONSULTANTS),
    ...handlers,
  });
}

const column = (name: string) => screen.getByRole('group', { name });

describe('AppointmentsCalendar in French', () => {
  it('shows the day with French navigation, heading and times ("13 h 30"), then the week with French weekdays and months', async () => {
    const { user } = await renderCalendar();
    const jordan = await within(
      await screen.findByRole('group', { name: 'Ada Lovelace' }),
    ).findByRole('button', {
      name: /^Jordan Lee\s*13 h 30 – 14 h 30\s*Haircut\s*, avec Ada Lovelace$/,
    });
    expect(within(jordan).getByText('13 h 30 – 14 h 30')).toBeInTheDocument();
    // A cancelled block says so, in French, to screen readers.
    expect(
      within(column('Ada Lovelace')).getByRole('button', {
        name: /^Olivia Martin\s*9 h 00 – 9 h 30\s*Haircut\s*, avec Ada Lovelace, annulé$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('mercredi 2 décembre 2026')).toBeInTheDocument();
    // The hours down the side.
    expect(screen.getByText('9 h 00')).toBeInTheDocument();
    expect(screen.getByText('17 h 00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jour précédent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aujourd’hui' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jour suivant' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Calendrier du jour' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Consultant' })).toHaveAttribute(
      'placeholder',
      'Tous les consultants',
    );
    expect(screen.getByText('Jour')).toBeInTheDocument();
    expect(screen.queryByText(/PM|Today|Next|Previous/)).not.toBeInTheDocument();

    await user.click(screen.getByText('Semaine'));
    const wednesday = await screen.findByRole('group', { name: 'mer. 2026/12/02' });
    expect(screen.getByRole('group', { name: 'lun. 2026/11/30' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'dim. 2026/12/06' })).toBeInTheDocument();
    expect(screen.getByText('Du 30 novembre 2026 au 6 décembre 2026')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Calendrier de la semaine' })).toBeInTheDocument();
    expect(await within(wednesday).findByText('13 h 30 – 14 h 30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Semaine précédente' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    expect(await screen.findByText('Du 7 décembre 2026 au 13 décembre 2026')).toBeInTheDocument();
  });

  it('writes times on the 12-hour clock as Québec does: "1 h 30 p.m."', async () => {
    await renderCalendar({}, { clock: '12h' });
    expect(
      await screen.findByRole('button', { name: /^Jordan Lee\s*1 h 30 p\.m\. – 2 h 30 p\.m\./ }),
    ).toBeInTheDocument();
    expect(screen.getByText('9 h 00 a.m.')).toBeInTheDocument();
    expect(screen.getByText('12 h 00 p.m.')).toBeInTheDocument();
  });

  it('says in French when a day or a week is empty, and when the list could not be loaded', async () => {
    let fail = false;
    const { user } = await renderCalendar({
      'GET appointments': () => {
        if (fail) throw new AppError(ErrorCode.Internal, 'Server error');
        return page([]);
      },
    });
    expect(await screen.findByText('Aucun rendez-vous ce jour-là')).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByText('Semaine'));
    expect(
      await screen.findByText('Les rendez-vous n’ont pas pu être chargés.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun rendez-vous cette semaine')).toBeInTheDocument();
  });

  it('tells in French why a move is refused: by the screen, then by the server', async () => {
    const { api } = await renderCalendar({
      'GET appointments': () => page([JORDAN]),
      'PUT appointment/1': () => {
        throw new AppError(ErrorCode.Conflict, AppointmentMessages.slotTaken);
      },
    });
    const jordan = await screen.findByRole('button', { name: /^Jordan Lee/ });
    const rect = (left: number) => ({ left, right: left + 200 }) as DOMRect;
    vi.spyOn(column('Ada Lovelace'), 'getBoundingClientRect').mockReturnValue(rect(0));
    vi.spyOn(column('Alex Owner'), 'getBoundingClientRect').mockReturnValue(rect(200));
    const pointer = { pointerId: 1, pointerType: 'mouse', button: 0 };

    // Into Alex's column: Alex does not offer the haircut.
    fireEvent.pointerDown(jordan, { ...pointer, clientX: 50, clientY: 300 });
    fireEvent.pointerMove(jordan, { ...pointer, clientX: 260, clientY: 300 });
    fireEvent.pointerUp(jordan, { ...pointer, clientX: 260, clientY: 300 });
    expect(
      await screen.findByText('Alex Owner n’offre pas le service Haircut.'),
    ).toBeInTheDocument();
    expect(callOf(api, 'put', 'appointment/1')).toBeUndefined();

    // An hour down in Ada's column: the server says the time is taken.
    fireEvent.pointerDown(jordan, { ...pointer, pointerId: 2, clientX: 50, clientY: 300 });
    fireEvent.pointerMove(jordan, { ...pointer, pointerId: 2, clientX: 50, clientY: 364 });
    fireEvent.pointerUp(jordan, { ...pointer, pointerId: 2, clientX: 50, clientY: 364 });
    await waitFor(() => expect(callOf(api, 'put', 'appointment/1')).toBeDefined());
    expect(
      await screen.findByText(
        'Cette plage horaire n’est plus disponible. Veuillez choisir une autre heure.',
      ),
    ).toBeInTheDocument();
  });
});
