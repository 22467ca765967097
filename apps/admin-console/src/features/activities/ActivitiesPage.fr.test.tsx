import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import type { Activity } from '@rendezvous/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { ActivitiesPage } from './ActivitiesPage';

const note: Activity = {
  id: 2,
  business_id: 10,
  activity_type: 'note',
  // The note is the business's own text: it stays as written.
  note: 'Prefers mornings',
  note_key: null,
  note_values: null,
  initiator: { id: 1, morph_class: 'admin', full_name: 'Ada Lovelace' },
  receiver: null,
  admin: { full_name: 'Ada Lovelace' },
  start_date: null,
  end_date: null,
  created_at: '2026-03-04T15:06:07.000Z',
};
const page = <T,>(rows: T[]) => ({
  data: rows,
  current_page: 1,
  last_page: 1,
  per_page: 10,
  total: rows.length,
});

const event = (over: Partial<Activity>): Activity => ({
  ...note,
  activity_type: 'event',
  receiver: { id: 7, morph_class: 'user', full_name: 'Noah Tremblay' },
  ...over,
});

describe('ActivitiesPage in French', () => {
  it('shows the heading, the column headers, the type and the filters in Canadian French', async () => {
    await showLanguage('fr-CA');
    tokenStore.set({ token: 'token-1', refresh_token: 'refresh-1' });
    const queryClient = createQueryClient();
    queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin']));
    const api = fakeApi({ 'GET activities': () => page([note]), 'GET admins': () => page([]) });
    renderWithRouter(<ActivitiesPage />, { api, queryClient });
    const row = (await screen.findByText('Prefers mornings')).closest('tr')!;
    expect(screen.getByRole('heading', { name: 'Activités' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter une note' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Destinataire' })).toBeInTheDocument();
    expect(within(row).getByText('Note')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Période' })).toHaveValue('Depuis le début');
    expect(screen.getByRole('textbox', { name: 'Concernant' })).toHaveValue('Tout le monde');
  });

  it("writes the server's notes in Québec French, with French dates, times and durations", async () => {
    await showLanguage('fr-CA');
    tokenStore.set({ token: 'token-1', refresh_token: 'refresh-1' });
    const queryClient = createQueryClient();
    queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin']));
    const rows = [
      event({
        id: 3,
        note: 'Appointment cancelled (2027-06-08 10:00–11:15) with the following ones of series 12',
        note_key: 'seriesCancelled',
        note_values: { date: '2027-06-08', start: '10:00', end: '11:15', series: 12 },
        // Deleted since: the API's stand-in names read in French.
        initiator: { id: 8, morph_class: 'admin', full_name: 'Deleted admin' },
        receiver: { id: 9, morph_class: 'user', full_name: 'Deleted client' },
      }),
      event({
        id: 4,
        note: 'Booking rules overridden for 2027-06-08 14:00–15:00: inside the minimum notice of 2 hours',
        note_key: 'bookingRulesOverriddenNotice',
        note_values: { date: '2027-06-08', start: '14:00', end: '15:00', notice: 120 },
      }),
      event({
        id: 5,
        note: 'Statutory holidays of Quebec 2027 added as closures: 2027-06-24, 2027-07-01',
        note_key: 'holidaysAdded',
        note_values: { region: 'QC', year: 2027, dates: ['2027-06-24', '2027-07-01'] },
      }),
      event({
        id: 6,
        note: 'Appointment status changed from active to completed',
        note_key: 'appointmentStatusChanged',
        note_values: { fromStatus: 'active', status: 'completed' },
      }),
      note,
    ];
    const api = fakeApi({ 'GET activities': () => page(rows), 'GET admins': () => page([]) });
    renderWithRouter(<ActivitiesPage />, { api, queryClient });
    const cancelled = await screen.findByText(
      'Rendez-vous annulé (le 8 juin 2027, de 10 h 00 a.m. à 11 h 15 a.m.) avec les suivants de la série 12',
    );
    expect(cancelled.closest('[data-stored-text]')).toBeNull();
    const cancelledRow = cancelled.closest('tr')!;
    expect(within(cancelledRow).getByText('Administrateur supprimé')).toBeInTheDocument();
    expect(within(cancelledRow).getByText('Client supprimé')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Règles de réservation outrepassées le 8 juin 2027, de 2 h 00 p.m. à 3 h 00 p.m. : à l’intérieur du préavis minimal de 2 heures',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Jours fériés du Québec 2027 ajoutés comme fermetures : 24 juin 2027 et 1 juill. 2027'),
    ).toBeInTheDocument();
    expect(screen.getByText('Statut du rendez-vous changé de « Actif » à « Terminé »')).toBeInTheDocument();
    expect(screen.queryByText(/^Appointment |^Booking rules|^Statutory holidays/)).toBeNull();
    // The admin's own words stay as written, marked as stored text.
    expect(screen.getByText('Prefers mornings')).toHaveAttribute('data-stored-text');
  });
});
