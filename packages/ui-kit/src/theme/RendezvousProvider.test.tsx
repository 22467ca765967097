import { Button, Modal, useMantineTheme } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { RendezvousProvider } from './RendezvousProvider';

function PrimaryColor() {
  return <span>{useMantineTheme().primaryColor}</span>;
}

describe('RendezvousProvider', () => {
  it('applies the Rendezvous theme', () => {
    renderWithProvider(<PrimaryColor />);
    expect(screen.getByText('indigo')).toBeInTheDocument();
  });

  it('merges an override over the Rendezvous theme', () => {
    renderWithProvider(
      <RendezvousProvider theme={{ primaryColor: 'teal' }}>
        <PrimaryColor />
        <Button>Save</Button>
      </RendezvousProvider>,
    );
    expect(screen.getByText('teal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveStyle('--button-radius: var(--mantine-radius-xl)');
  });

  it("names every dialog's close button", async () => {
    renderWithProvider(
      <Modal opened onClose={() => undefined} title="Edit">
        Body
      </Modal>,
    );
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
