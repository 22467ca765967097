import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { AppError, ErrorCode, HttpMessages, WaitlistMessages } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { page, siteFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const GUEST = {
  firstname: 'Léa',
  lastname: 'Côté',
  email: 'lea@guest.test',
  phone: '514 555 0100',
};

/** A site whose free times are all taken: every date answers none. */
function fullApi(
  join: () => unknown = () => ({ id: 5 }),
  extra: Record<string, () => unknown> = {},
) {
  return fakeApi({
    'GET site/maison': () => siteFixture(),
    'GET map-config': () => ({ tile_url: null, attribution: '', geocoder: 'offline' }),
    'GET reviews': () => page(),
    'GET timezones': () => [],
    'GET site/maison/times': () => [],
    'POST site/maison/waitlist': join,
    ...extra,
  });
}

interface WalkOptions {
  language?: Language;
  /** The consultant radio to choose in the dialog; any available by default. */
  consultant?: string;
}

/** Walks the booking dialog to 10 March 2026, which has no free time, and opens the waitlist form. */
async function toWaitlist(
  api: ReturnType<typeof fakeApi>,
  { language = 'en', consultant }: WalkOptions = {},
) {
  const en = language === 'en';
  await renderApp({ path: '/site/maison?showAppointmentDialog=true', api, language });
  const dialog = await screen.findByRole('dialog');
  const next = en ? 'Next' : 'Suivant';
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /Haircut/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: next }));
  const any = en ? 'Any available consultant' : 'N’importe quel consultant disponible';
  await userEvent.click(within(dialog).getByRole('radio', { name: consultant ?? any }));
  await userEvent.click(within(dialog).getByRole('button', { name: next }));
  await userEvent.click(
    within(dialog).getByRole('button', { name: en ? '10 March 2026' : '10 mars 2026' }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: next }));
  expect(
    await within(dialog).findByText(
      en
        ? 'No free times on this date. Go back and choose another date.'
        : 'Aucune heure libre à cette date. Revenez en arrière et choisissez une autre date.',
    ),
  ).toBeInTheDocument();
  await userEvent.click(
    within(dialog).getByRole('button', {
      name: en ? 'Join the waitlist' : 'M’inscrire sur la liste d’attente',
    }),
  );
  return dialog;
}

async function fillGuest(dialog: HTMLElement) {
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /First name/ }),
    GUEST.firstname,
  );
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), GUEST.lastname);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), GUEST.email);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Phone/ }), GUEST.phone);
}

describe('joining the waitlist from a day without free times', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T15:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('a visitor joins as a guest for the chosen day and the week after it', async () => {
    const api = fullApi();
    const dialog = await toWaitlist(api);
    expect(within(dialog).getByRole('heading', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(within(dialog).getByText('Service: Haircut')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^First day/ })).toHaveTextContent(
      'March 10, 2026',
    );
    expect(within(dialog).getByRole('button', { name: /^Last day/ })).toHaveTextContent(
      'March 17, 2026',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Consultant' })).toHaveDisplayValue(
      'Any consultant',
    );

    // A guest's details are checked with the spec's messages before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(callOf(api, 'post', 'site/maison/waitlist')).toBeUndefined();

    await fillGuest(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      "You're on the waitlist! We'll write to you as soon as a time frees up.",
    );
    expect(callOf(api, 'post', 'site/maison/waitlist')?.json).toEqual({
      service_id: 11,
      consultant_id: null,
      from_date: '2026-03-10',
      to_date: '2026-03-17',
      guest: GUEST,
    });
    // Back on the empty day, with nothing more to join.
    expect(within(dialog).getByRole('heading', { name: 'Choose a time' })).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Join the waitlist' }),
    ).not.toBeInTheDocument();
  });

  it('a refusal (409) shows its message, keeps what was typed, and the form can send again', async () => {
    let attempts = 0;
    const api = fullApi(() => {
      attempts += 1;
      if (attempts === 1) throw new AppError(ErrorCode.Conflict, WaitlistMessages.alreadyWaiting);
      return { id: 5 };
    });
    const dialog = await toWaitlist(api, { consultant: 'Amélie Roy' });
    expect(within(dialog).getByRole('combobox', { name: 'Consultant' })).toHaveDisplayValue(
      'Amélie Roy',
    );
    await fillGuest(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are already on the waitlist for this service and these dates.',
    );
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue(GUEST.email);
    const submit = within(dialog).getByRole('button', { name: 'Join the waitlist' });
    expect(submit).toBeEnabled();

    // Anyone else may wait too: a consultant's choice goes to "any" and is sent again.
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Consultant' }),
      'Any consultant',
    );
    await userEvent.click(submit);
    expect(await within(dialog).findByRole('status')).toHaveTextContent("You're on the waitlist!");
    const sent = vi
      .mocked(api.request)
      .mock.calls.filter(([m, p]) => m === 'post' && p === 'site/maison/waitlist')
      .map(([, , options]) => (options?.json as { consultant_id: number | null }).consultant_id);
    expect(sent).toEqual([21, null]);
  });

  it("shows the server's field messages on their fields, in French", async () => {
    const api = fullApi(() => {
      throw new AppError(ErrorCode.Validation, HttpMessages.validation, {
        to_date: [WaitlistMessages.rangePast],
        consultant_id: [WaitlistMessages.serviceNotOffered],
      });
    });
    const dialog = await toWaitlist(api, { language: 'fr-CA' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Prénom/ }), GUEST.firstname);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nom/ }), GUEST.lastname);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Courriel/ }), GUEST.email);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Téléphone/ }), GUEST.phone);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'M’inscrire sur la liste d’attente' }),
    );
    expect(
      await within(dialog).findByText('Le dernier jour ne peut pas être déjà passé'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('combobox', { name: 'Consultant' }),
    ).toHaveAccessibleDescription('Ce consultant n’offre pas ce service');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a signed-in customer joins as themselves, without guest details', async () => {
    localStorage.setItem('rendezvous.site.7.customer_token', 'customer-token');
    const api = fullApi(undefined, {
      'GET user/me': () => ({
        id: 3,
        firstname: 'Léa',
        lastname: 'Côté',
        email: 'lea@client.test',
      }),
    });
    const dialog = await toWaitlist(api);
    expect(within(dialog).getByText('Joining as Léa Côté (lea@client.test).')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() =>
      expect(callOf(api, 'post', 'site/maison/waitlist')?.json).toEqual({
        service_id: 11,
        consultant_id: null,
        from_date: '2026-03-10',
        to_date: '2026-03-17',
      }),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent("You're on the waitlist!");
  });

  it('gives every waitlist message a customer can meet its Canadian French', async () => {
    const french = (await CATALOGS['fr-CA'].messages!()).default;
    const shownOnSite = [
      'joined',
      'confirmed',
      'endsBeforeStart',
      'rangeTooLong',
      'rangePast',
      'serviceNotOffered',
      'tooMany',
      'customerTooMany',
      'alreadyWaiting',
      'tokenRequired',
      'invalid',
      'expired',
      'withdrawn',
    ] as const;
    expect(shownOnSite.filter((key) => !(WaitlistMessages[key] in french))).toEqual([]);
  });
});
