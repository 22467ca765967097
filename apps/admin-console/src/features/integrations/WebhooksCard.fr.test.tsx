import { fakeApi } from '@rendezvous/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { renderWithRouter } from '../../test/render';
import { delivery as makeDelivery, endpoint as makeEndpoint, URL } from './webhooks-test-data';
import { WebhooksCard } from './WebhooksCard';

const endpoint = makeEndpoint(3, URL, { events: ['appointment.created', 'client.created'] });

const delivery = makeDelivery(12, {
  next_attempt_at: null,
  request_body: '{"type":"appointment.cancelled"}',
  response_body: null,
});

describe('WebhooksCard in French', () => {
  it('shows the form and checks it in Canadian French', async () => {
    await showLanguage('fr-CA');
    renderWithRouter(<WebhooksCard />, { api: fakeApi({ 'GET webhook-endpoints': () => [] }) });
    const card = await screen.findByRole('region', { name: 'Webhooks' });
    expect(await within(card).findByText('Aucun point de terminaison webhook pour l’instant.')).toBeInTheDocument();
    const form = within(card).getByRole('form', { name: 'Ajouter un point de terminaison webhook' });
    const events = within(form).getByRole('group', { name: /Événements/ });
    expect(within(events).getByRole('checkbox', { name: 'Rendez-vous annulé' })).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Adresse du point de terminaison/ }), 'http://x.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter le point de terminaison' }));
    expect(await within(form).findByText('L’adresse doit commencer par https://')).toBeInTheDocument();
    expect(within(form).getByText('Choisissez au moins un événement')).toBeInTheDocument();
  });

  it('lists an endpoint and its deliveries in Canadian French', async () => {
    await showLanguage('fr-CA');
    const api = fakeApi({
      'GET webhook-endpoints': () => [endpoint],
      'GET webhook-endpoints/3/deliveries': () => [delivery],
    });
    renderWithRouter(<WebhooksCard />, { api });
    const card = await screen.findByRole('region', { name: 'Webhooks' });
    const list = await within(card).findByRole('list', { name: 'Points de terminaison webhook' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByText('Rendez-vous créé')).toBeInTheDocument();
    expect(within(row).getByText('Client créé')).toBeInTheDocument();
    expect(within(row).getByText('Actif')).toBeInTheDocument();
    expect(within(row).getByText(/^Ajouté le 20 mai 2027, \d+ h 00$/)).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: `Envoyer les événements à ${URL}` })).toBeChecked();

    await userEvent.click(within(row).getByRole('button', { name: `Envois de ${URL}` }));
    const dialog = await screen.findByRole('dialog', { name: `Envois à ${URL}` });
    const sent = await within(dialog).findByRole('list', { name: 'Envois' });
    expect(within(sent).getByText('Rendez-vous annulé')).toBeInTheDocument();
    expect(within(sent).getByText('Échoué')).toBeInTheDocument();
    expect(within(sent).getByText('3 tentatives; réponse HTTP 503.')).toBeInTheDocument();
    expect(within(sent).getByRole('button', { name: 'Renvoyer msg_2Kc9a1' })).toHaveTextContent('Renvoyer');
    expect(within(sent).getByText('Aucun corps de réponse.')).toBeInTheDocument();
  });
});
