import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { StatusChip } from './StatusChip';

function colorOf(element: HTMLElement) {
  return element.closest('.mantine-Badge-root')?.getAttribute('style') ?? '';
}

describe('StatusChip', () => {
  it('shows suspended as a capitalised amber chip', () => {
    renderWithProvider(<StatusChip status="suspended" />);
    expect(colorOf(screen.getByText('Suspended'))).toContain('--mantine-color-yellow');
  });

  it.each([
    ['person', 'active', 'Active', 'green'],
    ['person', 'inactive', 'Inactive', 'gray'],
    ['appointment', 'active', 'Active', 'blue'],
    ['appointment', 'completed', 'Completed', 'green'],
    ['appointment', 'cancelled', 'Cancelled', 'red'],
    ['appointment', 'missed', 'Missed', 'orange'],
    ['invitation', 'registered', 'Registered', 'green'],
    ['read', 'unread', 'Unread', 'blue'],
  ] as const)('shows %s status %s as "%s" in %s', (kind, status, label, color) => {
    renderWithProvider(<StatusChip {...({ kind, status } as { kind: 'person'; status: 'active' })} />);
    expect(colorOf(screen.getByText(label))).toContain(`--mantine-color-${color}`);
  });

  it('shows an unknown status from the server in gray', () => {
    renderWithProvider(<StatusChip {...({ status: 'archived' } as unknown as { status: 'active' })} />);
    expect(colorOf(screen.getByText('Archived'))).toContain('--mantine-color-gray');
  });
});
