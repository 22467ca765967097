import { fakeApi } from '@rendezvous/api-client/testing';
import { AppError, CalendarFeedMessages, ErrorCode, type CalendarFeed } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { CalendarFeedCard } from './CalendarFeedCard';

const URL_ONCE = 'http://localhost:3000/api/calendar-feed/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-ABCDE.ics';

describe('CalendarFeedCard', () => {
  it('makes an address shown once to copy, then lists the feed without it', async () => {
    let feeds: CalendarFeed[] = [];
    const api = fakeApi({
      'GET calendar-feeds': () => feeds,
      'POST calendar-feeds': () => {
        feeds = [{ id: 4, scope: 'mine', created_at: '2027-05-20T14:00:00Z', last_fetched_at: null }];
        return { ...feeds[0], url: URL_ONCE };
      },
    });
    renderWithRouter(<CalendarFeedCard scope="mine" />, { api });
    const card = await screen.findByRole('region', { name: 'Calendar feed' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Make an address' }));

    const address = await within(card).findByRole('textbox', { name: 'Subscription address' });
    expect(address).toHaveValue(URL_ONCE);
    expect(address).toHaveAttribute('readonly');
    expect(address).toHaveAccessibleDescription(/Copy it now: it is not shown again/);
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(await within(card).findByText(/not read by a calendar yet/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Make a new address' })).toBeInTheDocument();
    expect(api.request).toHaveBeenCalledWith('post', 'calendar-feeds', expect.objectContaining({ json: { scope: 'mine' } }));
  });

  it('stops a feed after confirming; the address goes', async () => {
    let feeds: CalendarFeed[] = [
      { id: 9, scope: 'business', created_at: '2027-05-01T14:00:00Z', last_fetched_at: '2027-05-20T13:00:00Z' },
    ];
    const api = fakeApi({
      'GET calendar-feeds': () => feeds,
      'DELETE calendar-feeds/9': () => {
        feeds = [];
        return { id: 9 };
      },
    });
    renderWithRouter(<CalendarFeedCard scope="business" />, { api });
    const card = await screen.findByRole('region', { name: 'Business calendar feed' });
    expect(await within(card).findByText(/last read by a calendar/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Stop the business calendar feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop the business calendar feed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Make an address' })).toBeInTheDocument());
    expect(within(card).queryByText(/last read/)).not.toBeInTheDocument();
  });

  it("says why no address was made, and stays usable", async () => {
    const api = fakeApi({
      'GET calendar-feeds': () => [],
      'POST calendar-feeds': () => {
        throw new AppError(ErrorCode.Forbidden, CalendarFeedMessages.notConsultant);
      },
    });
    renderWithRouter(<CalendarFeedCard scope="mine" />, { api });
    const card = await screen.findByRole('region', { name: 'Calendar feed' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Make an address' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('No address was made');
    expect(alert).toHaveTextContent(CalendarFeedMessages.notConsultant);
    expect(within(card).getByRole('button', { name: 'Make an address' })).toBeEnabled();
  });
});
