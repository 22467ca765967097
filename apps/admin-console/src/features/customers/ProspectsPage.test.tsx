import { callOf, type fakeApi } from '@rendezvous/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { page, renderProspectsPage as renderPage, ROWS } from './prospects-test-data';

const lastListQuery = (api: ReturnType<typeof fakeApi>) =>
  vi
    .mocked(api.request)
    .mock.calls.filter(([m, p]) => m === 'get' && p === 'prospects')
    .at(-1)?.[2]?.query;

describe('ProspectsPage', () => {
  it('lists prospects with where they came from, filtered by status and a search that starts again at page 1', async () => {
    const { api, user } = renderPage();
    const row = (await screen.findByText('Grace Kim')).closest('tr')!;
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Prospects',
    ]);
    expect(within(row).getByText('Contact form')).toBeInTheDocument();
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(within(row).getByText('2026/03/01')).toBeInTheDocument();
    const ethan = screen.getByText('Ethan Nguyen').closest('tr')!;
    expect(within(ethan).getByText('Site sign-up')).toBeInTheDocument();
    expect(within(ethan).getByRole('button', { name: 'Approve Ethan Nguyen' })).toBeDisabled();

    await user.click(screen.getByRole('textbox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Declined' }));
    await waitFor(() =>
      expect(lastListQuery(api)).toMatchObject({ status: 'declined', page: 1, appendUser: true }),
    );

    await user.type(screen.getByRole('textbox', { name: 'Search prospects' }), 'grace');
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ search: 'grace', page: 1 }));
  });

  it('approves a prospect after confirming, then reloads the list', async () => {
    const { api, user } = renderPage({
      'POST prospect/1/approve': () => ({ ...ROWS[0], status: 'approved', user_id: 9 }),
    });
    const row = (await screen.findByText('Grace Kim')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Approve Grace Kim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve prospect' });
    expect(within(dialog).getByText(/choose their password/)).toBeInTheDocument();
    const before = vi
      .mocked(api.request)
      .mock.calls.filter(([m, p]) => m === 'get' && p === 'prospects').length;
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      vi
        .mocked(api.request)
        .mock.calls.some(([m, p]) => m === 'post' && p === 'prospect/1/approve'),
    ).toBe(true);
    await waitFor(() =>
      expect(
        vi.mocked(api.request).mock.calls.filter(([m, p]) => m === 'get' && p === 'prospects')
          .length,
      ).toBeGreaterThan(before),
    );
  });

  it('declines a new prospect', async () => {
    const { api, user } = renderPage({
      'POST prospect/1': () => ({ ...ROWS[0], status: 'declined' }),
    });
    const row = (await screen.findByText('Grace Kim')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Decline Grace Kim' }));
    await waitFor(() =>
      expect(callOf(api, 'post', 'prospect/1')?.json).toEqual({ status: 'declined' }),
    );
  });

  it('says so when there are no prospects', async () => {
    renderPage({ 'GET prospects': () => page([]) });
    expect(await screen.findByText('No prospects yet.')).toBeInTheDocument();
  });
});
