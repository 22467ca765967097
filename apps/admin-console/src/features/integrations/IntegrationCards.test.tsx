import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { IntegrationCards } from './IntegrationCards';

const merchant = (onboarding_completed: boolean) => [{ id: 1, business_id: 10, name: 'stripe', onboarding_completed }];

describe('IntegrationCards', () => {
  it('shows the four platforms, not connected by default, each with a way to connect', async () => {
    renderWithRouter(<IntegrationCards integrations={[]} />);
    for (const name of ['Zoom', 'Google Calendar', 'Google Meet', 'Card payments (Stripe)']) {
      const card = await screen.findByRole('region', { name });
      expect(within(card).getByText('Not Connected')).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Connect Zoom' })).toHaveAttribute('href', '/add-integrations/zoom');
  });

  it('counts the card provider once its onboarding is completed, pending before', async () => {
    const { unmount } = renderWithRouter(<IntegrationCards integrations={[]} merchants={merchant(false)} />);
    expect(within(await screen.findByRole('region', { name: 'Card payments (Stripe)' })).getByText('Pending')).toBeInTheDocument();
    unmount();
    renderWithRouter(<IntegrationCards integrations={[]} merchants={merchant(true)} />);
    const card = await screen.findByRole('region', { name: 'Card payments (Stripe)' });
    expect(within(card).getByText('Connected')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a business-wide or personal integration as connected', async () => {
    renderWithRouter(
      <IntegrationCards
        integrations={[{ id: 3, platform: 'google-calendar', name: 'Google', integrable_type: 'business', integrable_id: 10, access_level: 2 }]}
      />,
    );
    const card = await screen.findByRole('region', { name: 'Google Calendar' });
    expect(within(card).getByText('Connected')).toBeInTheDocument();
  });
});
