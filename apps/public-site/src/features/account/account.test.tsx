import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import {
  AppError,
  CONSENT_WORDING,
  ErrorCode,
  PrivacyMessages,
  type CustomerAppointment,
  type PrivacyExport,
} from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, siteFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const customer = { id: 3, firstname: 'Léa', lastname: 'Côté', email: 'lea@client.test' };

const verified = { email: customer.email, email_verified: true };

const appointment = (id: number, can_change: boolean): CustomerAppointment => ({
  id,
  business_id: 7,
  business_name: 'Maison Lumière',
  consultant_id: 21,
  consultant_name: 'Amélie Roy',
  customer_type: 'user',
  date: '2026-03-10',
  start_time: '10:00',
  end_time: '10:30',
  starts_at: '2026-03-10T14:00:00Z',
  ends_at: '2026-03-10T14:30:00Z',
  time_zone: 'America/Toronto',
  status: 'active',
  service_total: 4500,
  tax: 0,
  booking_fee: 0,
  tip: 0,
  total: 4500,
  pay_now: 0,
  services: [{ id: 1, service_id: 11, consultant_service_id: 41, name: 'Haircut', price: 4500 }],
  selected_consultant_services: [41],
  can_change,
  change_notice_hours: 24,
  created_at: '2026-03-01T12:00:00Z',
});

describe('the customer account of a site (login?type=user)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T15:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('signs a customer in and shows their appointments', async () => {
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'POST login': () => ({
        token: 't-1',
        refresh_token: 'r-1',
        expires_at: '2026-04-01T00:00:00Z',
        user: customer,
      }),
      'GET user/me/appointments': () => page([appointment(1, true)]),
      'GET user/email': () => verified,
    });
    await renderApp({ path: '/site/maison/login?type=user', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(document.title).toBe('Sign in · Maison Lumière');
    const form = screen.getByRole('form', { name: 'Sign in' });
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await within(form).findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Email/), 'lea@client.test');
    await userEvent.type(within(form).getByLabelText(/Password/), 'Secret-Pass-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My appointments' }),
    ).toBeInTheDocument();
    expect(callOf(api, 'post', 'login')).toMatchObject({ query: { type: 'user' }, businessId: 7 });
    expect(localStorage.getItem('rendezvous.site.7.customer_token')).toBe('t-1');
    expect(await screen.findByText('Tuesday, March 10, 2026 at 10:00 a.m.')).toBeInTheDocument();
    expect(screen.getByText('$45.00')).toBeInTheDocument();
  });

  it('says why a sign-in failed, in French', async () => {
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'POST login': () => {
        throw new AppError(ErrorCode.Unauthenticated, 'A valid username and password is required');
      },
    });
    await renderApp({ path: '/site/maison/login?type=user', api, language: 'fr-CA' });
    const form = await screen.findByRole('form', { name: 'Connexion' });
    await userEvent.type(within(form).getByLabelText(/Courriel/), 'lea@client.test');
    await userEvent.type(within(form).getByLabelText(/Mot de passe/), 'wrong-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Se connecter' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Un nom d’utilisateur et un mot de passe valides sont obligatoires',
    );
  });

  it('cancels an appointment that may still change; one too close to start says to call', async () => {
    localStorage.setItem('rendezvous.site.7.customer_token', 't-1');
    let cancelled = false;
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET user/me': () => customer,
      'GET user/email': () => verified,
      'GET user/me/appointments': () =>
        page([
          cancelled
            ? { ...appointment(1, false), status: 'cancelled' as const }
            : appointment(1, true),
          appointment(2, false),
        ]),
      'PATCH user/me/appointments/1': () => {
        cancelled = true;
        return { ...appointment(1, false), status: 'cancelled' };
      },
    });
    await renderApp({ path: '/site/maison/login?type=user', api });
    const cards = await screen.findAllByRole('article');
    expect(
      within(cards[1]!).getByText(
        'This appointment starts in less than 24 hours: it can no longer be cancelled or moved online. Please contact the business.',
      ),
    ).toBeInTheDocument();
    expect(
      within(cards[0]!).getByText('You can cancel or move it online until 24 hours before it starts.'),
    ).toBeInTheDocument();
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    expect(callOf(api, 'patch', 'user/me/appointments/1')).toBeUndefined();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(callOf(api, 'patch', 'user/me/appointments/1')?.json).toEqual({ status: 'cancelled' }),
    );
    await waitFor(() =>
      expect(within(screen.getAllByRole('article')[0]!).getByText('Cancelled')).toBeInTheDocument(),
    );
  });

  it('moves an appointment to a free time of another day with the same consultant', async () => {
    localStorage.setItem('rendezvous.site.7.customer_token', 't-1');
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET user/me': () => customer,
      'GET user/email': () => verified,
      'GET user/me/appointments': () => page([appointment(1, true)]),
      'GET site/maison/times': () => [
        {
          consultant_id: 21,
          consultant_name: 'Amélie Roy',
          consultant_service_ids: [41],
          start_time: '13:00',
          end_time: '13:30',
        },
      ],
      'PATCH user/me/appointments/1': () => ({
        ...appointment(1, true),
        date: '2026-03-12',
        start_time: '13:00',
      }),
    });
    await renderApp({ path: '/site/maison/login?type=user', api });
    const [card] = await screen.findAllByRole('article');
    await userEvent.click(within(card!).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new time' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'New date' }));
    await userEvent.click(await screen.findByRole('button', { name: '12 March 2026' }));
    await userEvent.click(await within(dialog).findByRole('radio', { name: '1:00 p.m.' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move my appointment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callOf(api, 'get', 'site/maison/times')?.query).toMatchObject({
      date: '2026-03-12',
      service_ids: [11],
      consultant_id: 21,
    });
    expect(callOf(api, 'patch', 'user/me/appointments/1')?.json).toEqual({
      date: '2026-03-12',
      start_time: '13:00',
      end_time: '13:30',
    });
  });

  it('signs the customer out of this site only', async () => {
    localStorage.setItem('rendezvous.site.7.customer_token', 't-1');
    localStorage.setItem('rendezvous.access_token', 'admin-token');
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET user/me': () => customer,
      'GET user/email': () => verified,
      'GET user/me/appointments': () => page(),
      'POST logout': () => null,
    });
    await renderApp({ path: '/site/maison/login?type=user', api });
    expect(await screen.findByText('You have no appointments yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('rendezvous.site.7.customer_token')).toBeNull();
    expect(localStorage.getItem('rendezvous.access_token')).toBe('admin-token');
  });

  it('lists upcoming appointments, then past ones, each under its heading', async () => {
    localStorage.setItem('rendezvous.site.7.customer_token', 't-1');
    const past = {
      ...appointment(3, false),
      date: '2026-02-20',
      starts_at: '2026-02-20T15:00:00Z',
      ends_at: '2026-02-20T15:30:00Z',
      status: 'completed' as const,
    };
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET user/me': () => customer,
      'GET user/email': () => verified,
      'GET user/me/appointments': () => page([appointment(1, true), past]),
    });
    await renderApp({ path: '/site/maison/login?type=user', api });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const done = screen.getByRole('region', { name: 'Past' });
    expect(within(upcoming).getByText('Tuesday, March 10, 2026 at 10:00 a.m.')).toBeInTheDocument();
    expect(within(done).getByText('Friday, February 20, 2026 at 10:00 a.m.')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('explains a refusal inside the business notice in French', async () => {
    localStorage.setItem('rendezvous.site.7.customer_token', 't-1');
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET user/me': () => customer,
      'GET user/email': () => verified,
      'GET user/me/appointments': () => page([{ ...appointment(1, true), change_notice_hours: 48 }]),
      'PATCH user/me/appointments/1': () => {
        throw new AppError(
          ErrorCode.Validation,
          'Appointments cannot be changed or cancelled within 48 hours of their start. Please contact the business.',
        );
      },
    });
    await renderApp({ path: '/site/maison/login?type=user', api, language: 'fr-CA' });
    const [card] = await screen.findAllByRole('article');
    await userEvent.click(within(card!).getByRole('button', { name: 'Annuler' }));
    const confirm = await screen.findByRole('dialog', { name: 'Annuler ce rendez-vous?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Oui, l’annuler' }));
    expect(await within(card!).findByRole('alert')).toHaveTextContent(
      'Ce rendez-vous commence dans moins de 48 heures : il ne peut plus être annulé ni déplacé en ligne.',
    );
  });

  it('brings in guest bookings once the customer types the code sent to their email', async () => {
    localStorage.setItem('rendezvous.site.7.customer_token', 't-1');
    let linked = false;
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET user/me': () => customer,
      'GET user/email': () => ({ email: customer.email, email_verified: linked }),
      'GET user/me/appointments': () => page(linked ? [appointment(1, true), appointment(2, true)] : []),
      'POST user/email/send-code': () => null,
      'POST user/email/verify': () => {
        linked = true;
        return { email: customer.email, email_verified: true, linked_appointments: 2 };
      },
    });
    await renderApp({ path: '/site/maison/login?type=user', api });
    const form = await screen.findByRole('form', { name: 'Confirm your email' });
    expect(within(form).getByText(/booked as a guest with lea@client.test/)).toBeInTheDocument();
    expect(await screen.findByText('You have no appointments yet.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send a new code' }));
    expect(await within(form).findByText('A new code was sent to lea@client.test.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Verification code'), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm my email' }));
    expect(
      await screen.findByText('2 appointments you booked as a guest are now in your account.'),
    ).toBeInTheDocument();
    expect(callOf(api, 'post', 'user/email/verify')?.json).toEqual({ verification_code: '123456' });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});

const exported: PrivacyExport = {
  exported_at: '2026-03-02T15:00:00Z',
  business: { id: 7, name: 'Maison Lumière' },
  person: {
    type: 'user',
    id: 3,
    firstname: 'Léa',
    lastname: 'Côté',
    email: 'lea@client.test',
    phone: '+1 514 555 0199',
    language: 'fr-CA',
    status: 'active',
    email_reminders_opt_out_at: null,
    erased_at: null,
    created_at: '2026-01-05T12:00:00Z',
  },
  appointments: [],
  messages: [],
  reviews: [],
  deliveries: [],
  consents: [],
};

/** A signed-in customer with no appointments, plus the calls a test adds. */
function signedIn(handlers: Parameters<typeof fakeApi>[0] = {}) {
  localStorage.setItem('rendezvous.site.7.customer_token', 't-1');
  return fakeApi({
    'GET site/maison': () => siteFixture(),
    'GET user/me': () => customer,
    'GET user/email': () => verified,
    'GET user/me/appointments': () => page(),
    'GET user/me/consents': () => [],
    ...handlers,
  });
}

/** How many times the page asked for the customer's data (POST user/me/export). */
const exportCalls = (api: ReturnType<typeof fakeApi>) =>
  api.request.mock.calls.filter(([method, path]) => method === 'post' && path === 'user/me/export')
    .length;

/**
 * The files the page hands to the browser: each Blob made into an object URL and the name of
 * the link clicked to save it (jsdom downloads nothing).
 */
function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob | undefined }[] = [];
  // jsdom has no object URLs: give URL the two functions for the spies to stand in for.
  URL.createObjectURL ??= () => '';
  URL.revokeObjectURL ??= () => undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href) });
  });
  return { saved, revoke };
}

describe('Your data, on the customer account', () => {
  it('shows news and offers off until the customer turns them on, and records each change', async () => {
    const given = {
      purpose: 'marketing',
      granted: true,
      source: 'site_account',
      wording: CONSENT_WORDING.marketing['en-CA'],
      recorded_at: '2026-03-02T15:00:00Z',
    };
    const api = signedIn({
      'PUT user/me/consents': (options) => [
        { ...given, granted: (options?.json as { marketing?: boolean } | undefined)?.marketing === true },
      ],
    });
    await renderApp({ path: '/site/maison/login?type=user', api });
    const section = await screen.findByRole('region', { name: 'Your data' });
    // The words on the switch are the words the consent record keeps.
    const toggle = await within(section).findByRole('switch', { name: CONSENT_WORDING.marketing['en-CA'] });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Off: you have not agreed.');

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(api.request).toHaveBeenCalledWith('put', 'user/me/consents', expect.objectContaining({ json: { marketing: true } }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Your choice is saved.');
    expect(toggle).toHaveAccessibleDescription('On since March 2, 2026.');
  });

  it('keeps the choice as it was when saving it fails, and says why', async () => {
    const api = signedIn({
      'PUT user/me/consents': () => {
        throw new AppError(ErrorCode.TooManyRequests, PrivacyMessages.consentsTooOften);
      },
    });
    await renderApp({ path: '/site/maison/login?type=user', api, language: 'fr-CA' });
    const section = await screen.findByRole('region', { name: 'Vos données' });
    const toggle = await within(section).findByRole('switch', { name: CONSENT_WORDING.marketing['fr-CA'] });
    await userEvent.click(toggle);
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Votre choix n’a pas été enregistré');
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
  });

  it('downloads everything held about the customer as JSON, then as CSV', async () => {
    const { saved, revoke } = captureDownloads();
    const api = signedIn({ 'POST user/me/export': () => exported });
    await renderApp({ path: '/site/maison/login?type=user', api });
    const section = await screen.findByRole('region', { name: 'Your data' });
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Download my data' }),
    ).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Download as JSON' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exportCalls(api)).toBe(1);
    expect(saved[0]!.name).toBe('client-3-data-2026-03-02.json');
    expect(saved[0]!.blob?.type).toBe('application/json');
    expect(JSON.parse(await saved[0]!.blob!.text())).toEqual(exported);
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:test/1'));

    await userEvent.click(
      within(section).getByRole('button', { name: 'Download as CSV (spreadsheet)' }),
    );
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.name).toBe('client-3-data-2026-03-02.csv');
    expect(saved[1]!.blob?.type).toMatch(/^text\/csv/);
    const csv = await saved[1]!.blob!.text();
    expect(csv).toMatch(/^person\r\ntype,id,firstname,lastname,email,/);
    expect(csv).toContain('user,3,Léa,Côté,lea@client.test,');
    expect(exportCalls(api)).toBe(2);
    // Nothing is left in the page.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('says when the download failed', async () => {
    const { saved } = captureDownloads();
    const api = signedIn({
      'POST user/me/export': () => {
        throw new AppError(
          ErrorCode.TooManyRequests,
          'Too many attempts. Please wait a moment and try again.',
        );
      },
    });
    await renderApp({ path: '/site/maison/login?type=user', api });
    const section = await screen.findByRole('region', { name: 'Your data' });
    await userEvent.click(within(section).getByRole('button', { name: 'Download as JSON' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Your data could not be downloaded. Please try again.');
    expect(alert).toHaveTextContent('Too many attempts. Please wait a moment and try again.');
    expect(saved).toHaveLength(0);
  });

  it('keeps the account and the dialog open on a wrong password', async () => {
    const api = signedIn({
      'POST user/me/erase': () => {
        throw new AppError(ErrorCode.Validation, PrivacyMessages.passwordWrong, {
          password: [PrivacyMessages.passwordWrong],
        });
      },
    });
    await renderApp({ path: '/site/maison/login?type=user', api });
    const section = await screen.findByRole('region', { name: 'Your data' });
    await userEvent.click(within(section).getByRole('button', { name: 'Erase my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your account?' });
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    expect(within(dialog).getByText('the words of your messages and reviews')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Maison Lumière keeps the amounts of your appointments for its books, without your name.',
      ),
    ).toBeInTheDocument();

    const confirm = within(dialog).getByRole('button', { name: 'Erase my account for good' });
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    expect(callOf(api, 'post', 'user/me/erase')).toBeUndefined();

    const password = within(dialog).getByLabelText(/^Password/);
    await userEvent.type(password, 'not-my-password');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/The password is not correct/),
    );
    expect(within(dialog).getByText('The password is not correct')).toBeInTheDocument();
    expect(callOf(api, 'post', 'user/me/erase')?.json).toEqual({ password: 'not-my-password' });
    expect(screen.getByRole('dialog', { name: 'Erase your account?' })).toBeInTheDocument();
    expect(localStorage.getItem('rendezvous.site.7.customer_token')).toBe('t-1');
  });

  it('asks to cancel upcoming appointments first', async () => {
    const api = signedIn({
      'POST user/me/erase': () => {
        throw new AppError(ErrorCode.Conflict, PrivacyMessages.upcoming);
      },
    });
    await renderApp({ path: '/site/maison/login?type=user', api });
    const section = await screen.findByRole('region', { name: 'Your data' });
    await userEvent.click(within(section).getByRole('button', { name: 'Erase my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your account?' });
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Secret-Pass-1');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Erase my account for good' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have an upcoming appointment: cancel it first, then erase your account.',
    );
    expect(localStorage.getItem('rendezvous.site.7.customer_token')).toBe('t-1');
  });

  it('erases the account, forgets the session without calling the server again and says so', async () => {
    // No "POST logout": the server already ended the sessions, and an unexpected call fails.
    const api = signedIn({
      'POST user/me/erase': () => ({
        type: 'user',
        id: 3,
        erased_at: '2026-03-02T15:00:00Z',
        appointments_kept: 2,
        messages_erased: 1,
        reviews_erased: 0,
      }),
    });
    await renderApp({ path: '/site/maison/login?type=user', api });
    const section = await screen.findByRole('region', { name: 'Your data' });
    await userEvent.click(within(section).getByRole('button', { name: 'Erase my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your account?' });
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Secret-Pass-1');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Erase my account for good' }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    // Mantine's Alert is always role="alert": read out at once, in place of the account.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your account and your personal data were erased. Goodbye!',
    );
    expect(callOf(api, 'post', 'user/me/erase')?.json).toEqual({ password: 'Secret-Pass-1' });
    expect(callOf(api, 'post', 'logout')).toBeUndefined();
    expect(localStorage.getItem('rendezvous.site.7.customer_token')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Your data' })).not.toBeInTheDocument();
  });

  it('speaks French on a French page', async () => {
    const api = signedIn({
      'POST user/me/erase': () => {
        throw new AppError(ErrorCode.Validation, PrivacyMessages.passwordWrong, {
          password: [PrivacyMessages.passwordWrong],
        });
      },
    });
    await renderApp({ path: '/site/maison/login?type=user', api, language: 'fr-CA' });
    const section = await screen.findByRole('region', { name: 'Vos données' });
    expect(
      within(section).getByRole('heading', { name: 'Télécharger mes données' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Télécharger en JSON' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Télécharger en CSV (tableur)' }),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer votre compte?' });
    expect(within(dialog).getByText('Cette action est irréversible.')).toBeInTheDocument();
    const password = within(dialog).getByLabelText(/^Mot de passe/);
    await userEvent.type(password, 'mauvais-mot-de-passe');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Supprimer définitivement mon compte' }),
    );
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/Le mot de passe est incorrect/),
    );
  });
});
