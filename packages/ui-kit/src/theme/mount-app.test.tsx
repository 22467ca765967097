import { Button } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { mountApp, mountSite } from './mount-app';
import { THEME_VARIABLES_CSS } from './theme-variables.generated';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountApp', () => {
  it('renders the app into #root with the Rendezvous theme', () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.id = 'root';
    let root: Root | undefined;
    act(() => {
      root = mountApp(<Button>Save</Button>);
    });
    expect(container).toContainElement(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveStyle(
      '--button-radius: var(--mantine-radius-xl)',
    );
    act(() => root?.unmount());
  });

  it('says so when the page has no #root', () => {
    expect(() => mountApp(<p>app</p>)).toThrow('the page has no #root element');
    expect(() => mountSite(<p>app</p>)).toThrow('mountSite: the page has no #root element');
  });

  it('mounts a site with the theme and without the toasts region', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.id = 'root';
    let root: Root | undefined;
    act(() => {
      root = mountApp(<p>console</p>);
    });
    // The console's toasts region loads on its own (a lazy chunk, quick once imported before).
    await waitFor(() =>
      expect(document.querySelectorAll('.mantine-Notifications-root').length).toBeGreaterThan(0),
    );
    const toastsWithApp = document.querySelectorAll('.mantine-Notifications-root').length;
    act(() => root?.unmount());
    act(() => {
      root = mountSite(<Button>Book</Button>);
    });
    expect(screen.getByRole('button', { name: 'Book' })).toHaveStyle(
      '--button-radius: var(--mantine-radius-xl)',
    );
    expect(toastsWithApp).toBeGreaterThan(0);
    expect(document.querySelectorAll('.mantine-Notifications-root')).toHaveLength(0);
    // The theme's variables are written once, from the precomputed text.
    const variables = [...document.querySelectorAll('style[data-mantine-styles]')].filter((style) =>
      style.textContent?.startsWith(':root{'),
    );
    expect(variables.map((style) => style.textContent)).toEqual([THEME_VARIABLES_CSS]);
    act(() => root?.unmount());
  });
});
