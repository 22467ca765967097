import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page, siteFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const api = () =>
  fakeApi({
    'GET site/maison': () => siteFixture(),
    'GET map-config': () => ({ tile_url: null, attribution: '', geocoder: 'offline' }),
    'GET reviews': () => page(),
    'POST contact': () => ({ id: 5 }),
  });

describe('the contact form of a site', () => {
  it("refuses an empty or wrong form with the spec's messages, in the page's language", async () => {
    await renderApp({ path: '/site/maison', api: api(), language: 'fr-CA' });
    const form = await screen.findByRole('form', { name: 'Écrivez-nous' });
    await userEvent.type(within(form).getByLabelText(/Courriel/), 'not-an-email');
    await userEvent.type(within(form).getByLabelText(/Téléphone/), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer' }));
    expect(within(form).getByText('Le nom est obligatoire')).toBeInTheDocument();
    expect(within(form).getByText('Un courriel valide est obligatoire')).toBeInTheDocument();
    expect(
      within(form).getByText('Un numéro de téléphone valide est obligatoire'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Votre message est obligatoire')).toBeInTheDocument();
  });

  it('sends the message to the business and says so', async () => {
    const client = api();
    await renderApp({ path: '/site/maison', api: client });
    const form = await screen.findByRole('form', { name: 'Write to us' });
    await userEvent.type(within(form).getByLabelText(/Name/), 'Sam Client');
    await userEvent.type(within(form).getByLabelText(/Email/), 'sam@client.test');
    await userEvent.type(within(form).getByLabelText(/Phone/), '+1 514 555 0100');
    await userEvent.type(within(form).getByLabelText(/Your message/), 'Do you do balayage?');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(
      await within(form).findByText('Thank you! We will get back to you soon.'),
    ).toBeInTheDocument();
    expect(callOf(client, 'post', 'contact')?.json).toEqual({
      business_id: 7,
      name: 'Sam Client',
      email: 'sam@client.test',
      phone: '+1 514 555 0100',
      body: 'Do you do balayage?',
    });
    expect(within(form).getByLabelText(/Name/)).toHaveValue('');
  });
});
