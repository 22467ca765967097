import { DatePicker } from '@mantine/dates';
import { SHARED_CATALOGS, switchLanguage } from '@rendezvous/i18n';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CategoryForm } from './category-form';
import { ConfirmDialog } from './confirm-dialog';
import { DaysEditor } from './days-editor';
import { Money } from './money';
import { DateTime, TimeOfDay } from './time-format-toggle';
import { ServiceForm } from './service-form';
import { renderWithProvider } from './test-utils';

// The shared components in Canadian French (the setup file puts English back after each test).
describe('ui-kit in French', () => {
  beforeEach(async () => {
    await switchLanguage(i18next, SHARED_CATALOGS, 'fr-CA');
  });

  it('writes times the Québec way, on the clock the admin chose', () => {
    localStorage.setItem('rendezvous.time-format', '24h');
    renderWithProvider(
      <>
        <TimeOfDay value="13:30" />
        <DateTime value="2026-03-04T15:06:07Z" />
      </>,
    );
    expect(screen.getByText('13 h 30')).toBeInTheDocument();
    // The instant is read in the machine's zone: only its form is checked.
    expect(screen.getByText(/^2026\/03\/0[45] \d{1,2} h \d{2} min 07 s$/)).toBeInTheDocument();
    localStorage.removeItem('rendezvous.time-format');
  });

  it('writes amounts the Canadian French way', () => {
    renderWithProvider(<Money cents={123450} />);
    // Intl's narrow no-break space groups the thousands.
    expect(screen.getByText(/^1\s234,50\s\$$/)).toBeInTheDocument();
  });

  it('asks to confirm with « Supprimer » and « Annuler »', async () => {
    renderWithProvider(
      <ConfirmDialog
        opened
        title="Supprimer le client"
        message="Êtes-vous sûr?"
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it("labels the service form's fields and shows the domain's messages in French", async () => {
    renderWithProvider(
      <ServiceForm
        categories={[{ id: 1, name: 'Coiffure' }]}
        subscriptionPeriods={[{ id: 3, period: 'monthly', description: 'Mensuel' }]}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('textbox', { name: /^Nom du service/ })).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Nom du service en français' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Prix du service/ })).toBeInTheDocument();
    expect(screen.getByText('Qui décide de la durée du rendez-vous')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le nom du service est obligatoire')).toBeInTheDocument();
  });

  it('names the category form and says a name is required in French', async () => {
    renderWithProvider(<CategoryForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('form', { name: 'Catégorie de services' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Le nom de la catégorie de services est obligatoire'),
    ).toBeInTheDocument();
  });

  it('names the week days and their hours in French', () => {
    renderWithProvider(<DaysEditor days={[]} onSave={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Lundi' })).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: 'Lundi\u00a0: début du travail' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Dimanche\u00a0: ouvert' })).toBeInTheDocument();
  });

  it('shows the date pickers in French', async () => {
    renderWithProvider(<DatePicker defaultDate={new Date(2026, 2, 1)} />);
    // The month names load with the language, not with the first page.
    expect(await screen.findByText('mars 2026')).toBeInTheDocument();
  });
});
