// @vitest-environment jsdom
// Focus moves (Tab order, focus on open) follow the browser more closely in jsdom than in
// happy-dom, which the rest of the suite uses for speed.
import { filterSideMenu } from '@rendezvous/permissions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdmin, seededRole } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { SideMenu } from './SideMenu';

const renderMenu = (admin: ReturnType<typeof makeAdmin>, path = '/dashboard') =>
  renderWithRouter(<SideMenu entries={filterSideMenu(admin)} />, { path });

describe('SideMenu', () => {
  it('shows a consultant only the pages a consultant may read', async () => {
    renderMenu(makeAdmin(['consultant']));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    for (const label of [
      'Dashboard',
      'Consultant Profile',
      'Appointments',
      'Customers',
      'Communications',
      'Account',
    ]) {
      expect(within(nav).getByText(label)).toBeInTheDocument();
    }
    for (const label of ['My Business', 'Businesses', 'Admins']) {
      expect(within(nav).queryByText(label)).not.toBeInTheDocument();
    }
  });

  it('shows the platform admin the businesses group that business admins do not get', async () => {
    const { unmount } = renderMenu(makeAdmin(['platformAdmin']));
    expect(await screen.findByText('Businesses')).toBeInTheDocument();
    unmount();
    renderMenu(makeAdmin(['admin']));
    expect(await screen.findByText('My Business')).toBeInTheDocument();
    expect(screen.queryByText('Businesses')).not.toBeInTheDocument();
  });

  it('opens the group of the current page and marks the page active', async () => {
    renderMenu(makeAdmin(['admin']), '/customers/guests');
    const guests = await screen.findByRole('link', { name: 'Guests' });
    expect(guests).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Clients' })).not.toHaveAttribute('aria-current');
  });

  it('lists the waitlist under Customers only for an admin who may read appointments', async () => {
    const { unmount } = renderMenu(makeAdmin(['admin']), '/customers/waitlist');
    expect(await screen.findByRole('link', { name: 'Waitlist' })).toHaveAttribute('aria-current', 'page');
    unmount();
    const admin = seededRole('admin');
    const withoutAppointments = makeAdmin(['admin'], {
      roles: [{ ...admin, permissions: admin.permissions.filter((p) => p.entity !== 'appointments') }],
    });
    renderMenu(withoutAppointments, '/customers/clients');
    expect(await screen.findByRole('link', { name: 'Clients' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Waitlist' })).not.toBeInTheDocument();
  });

  it('navigates to a page of a nested submenu', async () => {
    const { router } = renderMenu(makeAdmin(['admin']));
    const user = userEvent.setup();
    await user.click(await screen.findByText('Admins'));
    await user.click(await screen.findByRole('link', { name: 'Invitations' }));
    expect(router.state.location.pathname).toBe('/invitations');
  });

  it('opens and closes a group from the keyboard and says whether it is open', async () => {
    renderMenu(makeAdmin(['admin']));
    const user = userEvent.setup();
    const customers = await screen.findByRole('button', { name: 'Customers' });
    expect(customers).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(customers.getAttribute('aria-controls')!);
    expect(list).toContainElement(screen.getByRole('link', { name: 'Clients', hidden: true }));

    // Tab reaches the group header; the pages of a closed group are skipped.
    customers.blur();
    while (document.activeElement !== customers) await user.tab();
    await user.keyboard('{Enter}');
    expect(customers).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Clients' })).toHaveFocus();

    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(customers).toHaveAttribute('aria-expanded', 'false');
    // Closed, the list is inert: out of the Tab order and hidden from assistive technology.
    expect(list!.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(list!.parentElement).toHaveAttribute('inert');
  });
});
