import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { Logo } from './Logo';

describe('Logo', () => {
  it("shows the product's name, its mark hidden from screen readers", () => {
    const { container } = renderWithProvider(<Logo />);
    expect(screen.getByText('Rendezvous')).toBeInTheDocument();
    expect(container.querySelector('svg')?.closest('[aria-hidden]')).not.toBeNull();
  });
});
