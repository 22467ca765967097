import {
  OnboardingToasts,
  SETUP_STEPS,
  toPendingSetupStep,
  withColleaguesWithoutHours,
  type SetupName,
  type SetupStepName,
} from '@rendezvous/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { renderWithRouter } from '../../test/render';
import { OnboardingBanner } from './OnboardingBanner';

const STEPS: SetupStepName[] = [
  'add_business_logo',
  'add_business_consultant',
  'add_consultant_opening_hours',
];

function renderBanner(names: SetupName[] = STEPS, isConsultant = true) {
  const view = renderWithRouter(
    <OnboardingBanner
      firstname="Ada"
      steps={names.map(toPendingSetupStep)}
      isConsultant={isConsultant}
    />,
    { path: '/dashboard' },
  );
  return { ...view, user: userEvent.setup() };
}

const title = (name: SetupStepName) => SETUP_STEPS[name].title;

describe('OnboardingBanner', () => {
  it('greets the admin with the number of actions left', async () => {
    renderBanner();
    expect(
      await screen.findByText('Hey Ada, you have 3 actions left to complete your setup'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Actions' })).toBeInTheDocument();
  });

  it('links an owner who left the guided setup mid-way back to it', async () => {
    renderWithRouter(
      <OnboardingBanner
        firstname="Ada"
        steps={STEPS.map(toPendingSetupStep)}
        isConsultant
        canResumeGuidedSetup
      />,
      { path: '/dashboard' },
    );
    const link = await screen.findByRole('link', { name: 'Resume guided setup' });
    expect(link).toHaveAttribute('href', '/setup-your-business/steps');
  });

  it('offers no way back to the guided setup to anyone else', async () => {
    renderBanner();
    await screen.findByRole('button', { name: 'View Actions' });
    expect(screen.queryByRole('link', { name: 'Resume guided setup' })).not.toBeInTheDocument();
  });

  it('counts a single step in the singular', async () => {
    const { user } = renderBanner(['add_business_logo']);
    expect(
      await screen.findByText('Hey Ada, you have 1 action left to complete your setup'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Actions' }));
    expect(screen.getByText('Almost there, 1 more step to go...')).toBeInTheDocument();
  });

  it('names the colleagues whose hours are missing on the hours step', async () => {
    renderWithRouter(
      <OnboardingBanner
        firstname="Ada"
        steps={[
          withColleaguesWithoutHours(toPendingSetupStep('add_consultant_opening_hours'), [
            'Zoe Martin',
            'Ben Cote',
          ]),
        ]}
        isConsultant
      />,
      { path: '/dashboard' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Actions' }));
    expect(screen.getByText(/^Still without hours: Zoe Martin and Ben Cote\./)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Update Profile For Other Consultant' }),
    ).toBeInTheDocument();
  });

  it('renders nothing when no step is pending', async () => {
    const { router } = renderBanner([]);
    await waitFor(() => expect(router.state.status).toBe('idle'));
    expect(screen.queryByText(/actions left/)).not.toBeInTheDocument();
  });

  it('expands into the steps, with their texts', async () => {
    const { user } = renderBanner();
    await user.click(await screen.findByRole('button', { name: 'View Actions' }));
    expect(screen.getByText('Almost there, 3 more steps to go...')).toBeInTheDocument();
    expect(screen.getByText(title('add_business_logo'))).toBeInTheDocument();
    expect(screen.getByText(SETUP_STEPS.add_business_logo.text)).toBeInTheDocument();
  });

  it('wraps around in both directions', async () => {
    const { user } = renderBanner();
    await user.click(await screen.findByRole('button', { name: 'View Actions' }));
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(screen.getByText(title('add_consultant_opening_hours'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.getByText(title('add_business_logo'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.getByText(title('add_business_logo'))).toBeInTheDocument();
  });

  it('collapses again with the close button', async () => {
    const { user } = renderBanner();
    await user.click(await screen.findByRole('button', { name: 'View Actions' }));
    await user.click(screen.getByRole('button', { name: 'Close setup steps' }));
    expect(screen.getByRole('button', { name: 'View Actions' })).toBeInTheDocument();
  });

  it('keeps keyboard focus on the banner as it opens and closes', async () => {
    const { user } = renderBanner();
    (await screen.findByRole('button', { name: 'View Actions' })).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Close setup steps' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'View Actions' })).toHaveFocus();
  });

  it('offers Fix Now, opening the matching tab of My Business', async () => {
    const { user, router } = renderBanner();
    await user.click(await screen.findByRole('button', { name: 'View Actions' }));
    await user.click(screen.getByRole('button', { name: 'Fix Now' }));
    expect(router.state.location.pathname).toBe('/business/profile');
    expect(router.state.location.search).toEqual({ tab: 'profile' });
  });

  it('honours view_integrations: its button opens the Integrations tab of My Profile', async () => {
    const { user, router } = renderBanner(['view_integrations'], false);
    await user.click(await screen.findByRole('button', { name: 'View Actions' }));
    expect(screen.getByText(SETUP_STEPS.view_integrations.title)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Integrations' }));
    expect(router.state.location.pathname).toBe('/my-profile');
    expect(router.state.location.search).toEqual({ tab: 'integrations' });
  });

  it('offers the two consultant choices for add_business_consultant', async () => {
    const { user, router } = renderBanner(['add_business_consultant']);
    await user.click(await screen.findByRole('button', { name: 'View Actions' }));
    expect(screen.queryByRole('button', { name: 'Fix Now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite a Consultant' }));
    expect(router.state.location.pathname).toBe('/all-admins');

    await user.click(await screen.findByRole('button', { name: 'View Actions' }));
    await user.click(screen.getByRole('button', { name: 'Add Consultant Role' }));
    expect(router.state.location.pathname).toBe('/my-profile');
  });

  it('offers both profile choices for add_consultant_opening_hours', async () => {
    const { user, router } = renderBanner(['add_consultant_opening_hours']);
    await user.click(await screen.findByRole('button', { name: 'View Actions' }));
    expect(
      screen.getByRole('button', { name: 'Update Profile For Other Consultant' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update My Consultant Profile' }));
    expect(router.state.location.pathname).toBe('/my-profile');
    expect(router.state.location.search).toEqual({ tab: 'opening-hours' });
  });

  it('explains instead of navigating when a non-consultant tries to set consultant hours', async () => {
    const { user, router } = renderBanner(['add_consultant_opening_hours'], false);
    await user.click(await screen.findByRole('button', { name: 'View Actions' }));
    await user.click(screen.getByRole('button', { name: 'Update My Consultant Profile' }));
    expect(await screen.findByText(OnboardingToasts.noConsultantRole)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('speaks French: greeting, step texts and buttons, from the steps the server names', async () => {
    await showLanguage('fr-CA');
    const { user } = renderBanner(['add_business_logo']);
    expect(
      await screen.findByText('Bonjour Ada, il vous reste 1 action pour terminer votre configuration'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir les actions' }));
    expect(screen.getByText('Ajoutez le logo de votre entreprise')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Corriger maintenant' })).toBeInTheDocument();
  });
});

