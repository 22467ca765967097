import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { Money } from './Money';

describe('Money', () => {
  it.each([
    [12345, 'CA$123.45'],
    [123450, 'CA$1,234.50'],
    [0, 'CA$0.00'],
    [5, 'CA$0.05'],
  ])('shows %i cents as %s in Canadian dollars (CA$, as the spec shows amounts)', (cents, text) => {
    renderWithProvider(<Money cents={cents} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
