import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the text', () => {
    renderWithProvider(<EmptyState text="No messages to display" />);
    expect(screen.getByText('No messages to display')).toBeInTheDocument();
  });
});
