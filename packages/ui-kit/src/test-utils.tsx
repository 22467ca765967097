/// <reference types="@testing-library/jest-dom/vitest" />
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { RendezvousProvider } from './theme';

function Wrapper({ children }: { children: ReactNode }) {
  return <RendezvousProvider>{children}</RendezvousProvider>;
}

/** Renders `ui` inside RendezvousProvider, as every app does. */
export function renderWithProvider(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Wrapper, ...options });
}
