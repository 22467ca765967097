import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { Money } from './Money';

describe('Money', () => {
  it.each([
    [12345, '$123.45'],
    [123450, '$1,234.50'],
    [0, '$0.00'],
    [5, '$0.05'],
  ])('shows %i cents as %s in Canadian dollars', (cents, text) => {
    renderWithProvider(<Money cents={cents} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
