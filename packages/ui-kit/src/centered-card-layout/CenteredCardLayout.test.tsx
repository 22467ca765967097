import { Anchor } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { CenteredCardLayout } from './CenteredCardLayout';

describe('CenteredCardLayout', () => {
  it('shows the logo, the title as the page heading, the subtitle, the content and the footer', () => {
    renderWithProvider(
      <CenteredCardLayout
        title="Welcome back"
        subtitle="Sign in to continue."
        footer={<Anchor href="/privacy-policy">Privacy Policy</Anchor>}
      >
        <button type="button">Sign in</button>
      </CenteredCardLayout>,
    );
    expect(screen.getByText('Rendezvous')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to continue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('shows the aside next to the card', () => {
    renderWithProvider(
      <CenteredCardLayout title="Create your account" aside={<p>Free for 14 days</p>}>
        form
      </CenteredCardLayout>,
    );
    expect(screen.getByText('Free for 14 days')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });
});
