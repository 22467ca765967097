import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the title as the page heading (h1) with its actions', () => {
    renderWithProvider(<PageHeader title="Clients" actions={<Button>Add New Client</Button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Client' })).toBeInTheDocument();
  });

  it('names the browser tab after the screen', () => {
    renderWithProvider(<PageHeader title="Business Profile" />);
    expect(document.title).toBe('Business Profile · Rendezvous');
  });

  it('takes the tab title from documentTitle when the heading is not plain text', () => {
    renderWithProvider(
      <PageHeader title={<span>Ada’s profile</span>} documentTitle="My profile" />,
    );
    expect(document.title).toBe('My profile · Rendezvous');
  });
});
