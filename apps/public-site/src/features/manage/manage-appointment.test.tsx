import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { AppError, ErrorCode, type ManagedAppointment } from '@rendezvous/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookedFixture, siteFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const TOKEN = '12.g.5.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
const PATH = `/site/maison/manage?token=${TOKEN}`;

const managed = (over: Partial<ManagedAppointment['appointment']> = {}): ManagedAppointment => ({
  business: { name: 'Maison Lumière', subdomain: 'maison', phone: '+1 514 555 0101' },
  // The site's booked appointment, as the manage link's page is sent it.
  appointment: { ...bookedFixture().appointment, id: 12, created_at: '2026-03-01T12:00:00Z', ...over },
  change_until: over.status === 'cancelled' ? null : '2026-03-09T14:00:00Z',
});

describe('the manage page of a confirmation e-mail (site/{subdomain}/manage)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T15:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the appointment and cancels it after a confirmation', async () => {
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET manage/appointment': () => managed(),
      'POST manage/appointment/cancel': () => managed({ status: 'cancelled', can_change: false }),
    });
    await renderApp({ path: PATH, api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your appointment' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Your appointment · Maison Lumière');
    expect(await screen.findByText('Tuesday, March 10, 2026 at 10:00 a.m.')).toBeInTheDocument();
    expect(callOf(api, 'get', 'manage/appointment')).toMatchObject({ query: { token: TOKEN } });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your appointment has been cancelled.',
    );
    expect(callOf(api, 'post', 'manage/appointment/cancel')).toMatchObject({
      json: { token: TOKEN },
    });
    expect(
      screen.getByText('This appointment is cancelled. Its time is free for someone else.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('says an altered or expired link does not work, in French', async () => {
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET manage/appointment': () => {
        throw new AppError(
          ErrorCode.NotFound,
          'This link has expired: the appointment has already started.',
        );
      },
    });
    await renderApp({ path: PATH, api, language: 'fr-CA' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ce lien ne fonctionne pas');
    expect(alert).toHaveTextContent('Ce lien a expiré : le rendez-vous a déjà commencé.');
  });

  it('inside the notice, offers no change and says to call the business', async () => {
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET manage/appointment': () => managed({ can_change: false }),
    });
    await renderApp({ path: PATH, api });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Too late to change it online');
    expect(within(notice).getByRole('link', { name: 'Call +1 514 555 0101' })).toHaveAttribute(
      'href',
      'tel:+15145550101',
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('a failed call says so and tries again', async () => {
    let calls = 0;
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET manage/appointment': () => {
        calls += 1;
        if (calls === 1)
          throw new AppError(ErrorCode.Internal, 'Something went wrong. Please try again.');
        return managed();
      },
    });
    await renderApp({ path: PATH, api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Tuesday, March 10, 2026 at 10:00 a.m.')).toBeInTheDocument();
  });

  it('a link cut short shows it is not valid without calling the API', async () => {
    const api = fakeApi({ 'GET site/maison': () => siteFixture() });
    await renderApp({ path: '/site/maison/manage', api });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid: copy the whole link from your confirmation e-mail.',
    );
  });

  it('a token longer than any the server signs is not valid either, and is not sent', async () => {
    const api = fakeApi({ 'GET site/maison': () => siteFixture() });
    await renderApp({ path: `/site/maison/manage?token=${'a'.repeat(101)}`, api });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid: copy the whole link from your confirmation e-mail.',
    );
  });

  it('a refused cancellation inside the notice says so and changes nothing', async () => {
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET manage/appointment': () => managed(),
      'POST manage/appointment/cancel': () => {
        throw new AppError(
          ErrorCode.Validation,
          'Appointments cannot be changed or cancelled within 24 hours of their start. Please contact the business.',
        );
      },
    });
    await renderApp({ path: PATH, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'it can no longer be cancelled or moved online',
    );
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
  });
  it('moves to a free time: a time just taken says so, another one moves it', async () => {
    let attempts = 0;
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET manage/appointment': () => managed(),
      'GET manage/appointment/times': () => [
        {
          consultant_id: 21,
          consultant_name: 'Amélie Roy',
          consultant_service_ids: [41],
          start_time: '13:00',
          end_time: '13:30',
        },
      ],
      'POST manage/appointment/move': () => {
        attempts += 1;
        if (attempts === 1) {
          throw new AppError(
            ErrorCode.Conflict,
            'This time was just booked by someone else. Please choose another time.',
          );
        }
        return managed({ date: '2026-03-12', start_time: '13:00', end_time: '13:30' });
      },
    });
    await renderApp({ path: PATH, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new time' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'New date' }));
    await userEvent.click(await screen.findByRole('button', { name: '12 March 2026' }));
    await userEvent.click(await within(dialog).findByRole('radio', { name: '1:00 p.m.' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move my appointment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This time was just booked by someone else.',
    );
    await userEvent.click(await within(dialog).findByRole('radio', { name: '1:00 p.m.' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move my appointment' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your appointment has been moved.');
    expect(screen.getByText('Thursday, March 12, 2026 at 1:00 p.m.')).toBeInTheDocument();
    expect(callOf(api, 'get', 'manage/appointment/times')?.query).toMatchObject({
      token: TOKEN,
      date: '2026-03-12',
    });
    expect(callOf(api, 'post', 'manage/appointment/move')?.json).toEqual({
      token: TOKEN,
      date: '2026-03-12',
      start_time: '13:00',
    });
  });
});
