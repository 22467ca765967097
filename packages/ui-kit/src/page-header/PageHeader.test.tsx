import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the title as the page heading with its actions', () => {
    renderWithProvider(<PageHeader title="Clients" actions={<Button>Add New Client</Button>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Client' })).toBeInTheDocument();
  });
});
