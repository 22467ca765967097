import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../../i18n/i18n';
import { page } from '../../appointments/fixtures';
import { freezeClockAtNow, JORDAN, MIA, renderWaitlistPage, rowOf } from './waitlist-test-data';

// Mia Chen, a client offered the time once, for a haircut.
const FRENCH_MIA = {
  ...MIA,
  customer_type: 'user' as const,
  customerable_id: 7,
  customer_email: null,
  service_name: 'Haircut',
  offers_made: 1,
};

async function renderPage() {
  await showLanguage('fr-CA');
  return renderWaitlistPage({
    'GET business/10/waitlist': () => [JORDAN, FRENCH_MIA],
    'GET services': () => page([{ id: 5, name: 'Haircut' }]),
    'GET consultants': () => page([]),
  });
}

freezeClockAtNow();

describe('WaitlistPage in French', () => {
  it('shows the heading, the column headers, the statuses and the offer held in Canadian French', async () => {
    const { user } = await renderPage();
    const jordan = await rowOf('Jordan Lee');
    expect(screen.getByRole('heading', { level: 1, name: 'Liste d’attente' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Client' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Statut' })).toBeInTheDocument();
    expect(within(jordan).getByText('N’importe quel consultant')).toBeInTheDocument();
    expect(within(jordan).getByText('En attente')).toBeInTheDocument();
    const mia = await rowOf('Mia Chen');
    expect(within(mia).getByText('Offert')).toBeInTheDocument();
    // Québec's clock on the admin's 12-hour choice (the console's default).
    expect(
      within(mia).getByText('2026/12/02 1 h 30 p.m.–2 h 30 p.m. avec Ada Lovelace'),
    ).toBeInTheDocument();
    expect(within(mia).getByText('réservé jusqu’à 2 h 30 p.m.')).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: 'Tout afficher, y compris les réservés et les retirés' }),
    ).toBeInTheDocument();

    await user.click(within(jordan).getByRole('button', { name: 'Retirer Jordan Lee de la liste d’attente' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retirer de la liste d’attente' });
    expect(confirm).toHaveTextContent('Retirer Jordan Lee de la liste d’attente pour Haircut?');
  });

  it('checks the add form in French before sending', async () => {
    const { user } = await renderPage();
    await rowOf('Jordan Lee');
    await user.click(screen.getByRole('button', { name: 'Ajouter à la liste d’attente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter à la liste d’attente' });
    expect(within(dialog).getByRole('radio', { name: 'Invité' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Choisissez un service' })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Premier jour/), { target: { value: '2026-11-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^Dernier jour/), { target: { value: '2026-11-10' } });
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter à la liste d’attente' }));
    expect(await within(dialog).findByText('Veuillez choisir un client')).toBeInTheDocument();
    expect(within(dialog).getByText('Le service est obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByText('Le dernier jour ne peut pas être déjà passé')).toBeInTheDocument();
  });
});
