import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import {
  AppError,
  ErrorCode,
  HttpMessages,
  WAITLIST_TOKEN_MAX,
  WaitlistMessages,
} from '@rendezvous/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteFixture, waitlistOfferFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const TOKEN = '31.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
const PATH = `/site/maison/waitlist?token=${TOKEN}`;

describe('the offer page of a waitlist e-mail (site/{subdomain}/waitlist)', () => {
  beforeEach(() => {
    // 10:00 in Toronto on 2 March: the fixture's hold runs until 10:30.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T15:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the time held and until when, and books it in one click', async () => {
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET waitlist/offer': () => waitlistOfferFixture(),
      'POST waitlist/offer/confirm': () =>
        waitlistOfferFixture({ status: 'confirmed', appointment_id: 90 }),
    });
    await renderApp({ path: PATH, api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A time freed up for you' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('A time freed up for you · Maison Lumière');
    expect(
      await screen.findByRole('heading', { name: 'Tuesday, March 10, 2026 at 10:00 a.m.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('With Amélie Roy · Haircut')).toBeInTheDocument();
    expect(screen.getByText('Held for you until 10:30 a.m.')).toBeInTheDocument();
    expect(callOf(api, 'get', 'waitlist/offer')).toMatchObject({ query: { token: TOKEN } });

    await userEvent.click(screen.getByRole('button', { name: 'Confirm this time' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your appointment is booked!');
    expect(callOf(api, 'post', 'waitlist/offer/confirm')).toMatchObject({
      json: { token: TOKEN },
    });
    expect(screen.queryByRole('button', { name: 'Confirm this time' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Held for you/)).not.toBeInTheDocument();
  });

  it('an offer already confirmed shows the booked time and nothing to click', async () => {
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET waitlist/offer': () => waitlistOfferFixture({ status: 'confirmed', appointment_id: 90 }),
    });
    await renderApp({ path: PATH, api });
    expect(await screen.findByRole('status')).toHaveTextContent('Your appointment is booked!');
    expect(screen.getByText('Tuesday, March 10, 2026 at 10:00 a.m.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm this time' })).not.toBeInTheDocument();
  });

  it('an expired offer says so in French, with French dates, and offers no button', async () => {
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET waitlist/offer': () => waitlistOfferFixture({ status: 'expired' }),
    });
    await renderApp({ path: PATH, api, language: 'fr-CA' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Une plage horaire s’est libérée pour vous',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Cette offre a expiré : la plage horaire a été offerte à la personne suivante sur la liste d’attente.',
    );
    expect(screen.getByText('mardi 10 mars 2026 à 10 h 00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmer cette heure' })).not.toBeInTheDocument();
  });

  it('a hold that runs out on the page is shown expired without asking the server', async () => {
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET waitlist/offer': () => waitlistOfferFixture({ expires_at: '2026-03-02T14:59:00Z' }),
    });
    await renderApp({ path: PATH, api });
    expect(await screen.findByRole('status')).toHaveTextContent(WaitlistMessages.expired);
    expect(screen.queryByRole('button', { name: 'Confirm this time' })).not.toBeInTheDocument();
  });

  it('a time taken meanwhile is refused on confirming, in French, and the button goes', async () => {
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET waitlist/offer': () => waitlistOfferFixture(),
      'POST waitlist/offer/confirm': () => {
        throw new AppError(ErrorCode.Validation, WaitlistMessages.withdrawn);
      },
    });
    await renderApp({ path: PATH, api, language: 'fr-CA' });
    expect(await screen.findByText('Réservée pour vous jusqu’à 10 h 30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer cette heure' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette plage horaire n’est plus libre : nous vous écrirons quand une autre se libérera.',
    );
    expect(screen.queryByRole('button', { name: 'Confirmer cette heure' })).not.toBeInTheDocument();
  });

  it('a link cut short or longer than any the server signs is not valid, and nothing is sent', async () => {
    const api = fakeApi({ 'GET site/maison': () => siteFixture() });
    const { unmount } = await renderApp({ path: '/site/maison/waitlist', api });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid: copy the whole link from your e-mail.',
    );
    unmount();
    await renderApp({
      path: `/site/maison/waitlist?token=${'a'.repeat(WAITLIST_TOKEN_MAX + 1)}`,
      api,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid: copy the whole link from your e-mail.',
    );
    expect(callOf(api, 'get', 'waitlist/offer')).toBeUndefined();
  });

  it('an altered link is refused by the server with its message and whom to contact', async () => {
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET waitlist/offer': () => {
        throw new AppError(ErrorCode.NotFound, WaitlistMessages.invalid);
      },
    });
    await renderApp({ path: PATH, api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link does not work');
    expect(alert).toHaveTextContent(
      'This link is not valid: copy the whole link from your e-mail. For another time, contact Maison Lumière.',
    );
  });

  it('a call that does not get through says so and tries again', async () => {
    let calls = 0;
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET waitlist/offer': () => {
        calls += 1;
        // What the client throws when the network fails.
        if (calls === 1) throw new AppError(ErrorCode.Internal, HttpMessages.internal);
        return waitlistOfferFixture();
      },
    });
    await renderApp({ path: PATH, api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry an error occurred while processing your request.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Held for you until 10:30 a.m.')).toBeInTheDocument();
  });
});
