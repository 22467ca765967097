import { Button } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { mountApp } from './mount-app';

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
  });
});
