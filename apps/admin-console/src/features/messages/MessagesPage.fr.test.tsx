import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { message, page, renderMessagesPage } from './messages-test-data';

// Grace Kim's message, read, and the nameless sender's, unread, in French.
const GRACE = message({ id: 2, body: 'Bonjour! Avez-vous de la place samedi matin?', status_read: 1 });
const ANON = message({ id: 1, thread: 't-0', contact_name: null, contact_email: null, body: 'Qui suis-je?', status_read: 0 });

async function renderPage() {
  await showLanguage('fr-CA');
  return renderMessagesPage({
    'GET messages': () => page([GRACE, ANON]),
    'PATCH message/1': () => ({ ...ANON, status_read: 1 }),
    'GET default-messages': () => [],
  });
}

describe('MessagesPage in French', () => {
  it('shows the views, the filters, the thread, its switches and the reply box in Canadian French', async () => {
    const { user } = await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    expect(conversation).toHaveTextContent('Bonjour! Avez-vous de la place samedi matin?');
    expect(screen.getByRole('heading', { level: 2, name: 'Boîte de réception' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Envoyés' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Favoris' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'État de lecture' })).toHaveValue('Lus et non lus');
    expect(screen.getByRole('textbox', { name: 'Type' })).toHaveValue('Tous les types');
    expect(screen.getByRole('button', { name: 'Modèles de réponse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter aux favoris' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marquer comme non lu' })).toBeInTheDocument();
    // The nameless sender, unread: the shared message in French, and its badge.
    const anon = screen.getByText('Expéditeur inconnu').closest('li')!;
    expect(within(anon).getByText('Non lu')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Réponse' })).toHaveAttribute(
      'placeholder',
      'Votre réponse est envoyée par courriel à grace.kim@example.org',
    );

    // An empty reply is refused with the domain's message in French.
    await user.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText('Votre message est obligatoire')).toBeInTheDocument();
  });

  it('opens the reply templates in French', async () => {
    const { user } = await renderPage();
    await screen.findByRole('list', { name: 'Conversation' });
    await user.click(screen.getByRole('button', { name: 'Modèles de réponse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modèles de réponse' });
    expect(within(dialog).getByText('Aucun modèle de réponse pour le moment')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le modèle' }));
    expect(await within(dialog).findByText('Le nom est obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByText('Le message est obligatoire')).toBeInTheDocument();
  });
});
