import { callOf, type fakeApi } from '@rendezvous/api-client/testing';
import { AppError, AppointmentMessages, ErrorCode, WaitlistMessages } from '@rendezvous/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../../test/fixtures';
import { page } from '../../appointments/fixtures';
import {
  freezeClockAtNow,
  JORDAN,
  MIA,
  NOAH,
  renderWaitlistPage as renderPage,
  rowOf,
} from './waitlist-test-data';

const listCalls = (api: ReturnType<typeof fakeApi>) =>
  vi.mocked(api.request).mock.calls.filter(([m, p]) => m === 'get' && p === 'business/10/waitlist');

/** The paths of the DELETE calls made (a DELETE carries no options for callOf to return). */
const deleted = (api: ReturnType<typeof fakeApi>) =>
  vi
    .mocked(api.request)
    .mock.calls.filter(([m]) => m === 'delete')
    .map(([, p]) => p);

freezeClockAtNow();

describe('WaitlistPage', () => {
  it('lists who waits, first come first served, with the time held for the one offered it', async () => {
    renderPage();
    await rowOf('Jordan Lee');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Waitlist',
    ]);
    expect(document.title).toBe('Waitlist · Rendezvous');
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual([
      'Jordan Leejordan@example.com',
      'Mia Chenmia.chen@example.net',
      'Noah Park',
    ]);

    const jordan = await rowOf('Jordan Lee');
    expect(within(jordan).getByText('jordan@example.com')).toBeInTheDocument();
    expect(within(jordan).getByText('Any consultant')).toBeInTheDocument();
    expect(within(jordan).getByText('2026/11/25 – 2026/12/10')).toBeInTheDocument();
    expect(within(jordan).getByText('Waiting')).toBeInTheDocument();

    const mia = await rowOf('Mia Chen');
    expect(within(mia).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(mia).getByText('Offered')).toBeInTheDocument();
    expect(
      within(mia).getByText('2026/12/02 01:30 PM–02:30 PM with Ada Lovelace'),
    ).toBeInTheDocument();
    expect(within(mia).getByText('held until 02:30 PM')).toBeInTheDocument();
    expect(within(mia).getByRole('cell', { name: '2' })).toBeInTheDocument();

    // Its last day has gone by: past, though the server still has it waiting.
    expect(within(await rowOf('Noah Park')).getByText('Past')).toBeInTheDocument();
    expect(screen.queryByText('Liam Roy')).not.toBeInTheDocument();
  });

  it('shows booked and removed entries too once All is chosen', async () => {
    const { api, user } = renderPage();
    await rowOf('Jordan Lee');
    const all = screen.getByRole('switch', { name: 'Show all, booked and removed too' });
    expect(all).not.toBeChecked();
    await user.click(all);
    expect(within(await rowOf('Liam Roy')).getByText('Booked')).toBeInTheDocument();
    expect(listCalls(api).at(-1)?.[2]?.query).toEqual({ show: 'all' });
  });

  it('says so when no one is waiting', async () => {
    renderPage({ 'GET business/10/waitlist': () => [] });
    expect(await screen.findByText('No one is on the waitlist.')).toBeInTheDocument();
  });

  it('says the list could not be loaded, and loads it again on Retry', async () => {
    let failing = true;
    renderPage({
      'GET business/10/waitlist': () => {
        if (failing) throw new AppError(ErrorCode.Internal, 'Something went wrong');
        return [JORDAN];
      },
    });
    expect(await screen.findByText('The waitlist could not be loaded.')).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Jordan Lee')).toBeInTheDocument();
    expect(screen.queryByText('The waitlist could not be loaded.')).not.toBeInTheDocument();
  });

  it('removes an entry once confirmed, then shows the list without it', async () => {
    let entries = [JORDAN, MIA, NOAH];
    const { api, user } = renderPage({
      'GET business/10/waitlist': () => entries,
      'DELETE business/10/waitlist/2': () => {
        entries = [JORDAN, NOAH];
        return { id: 2 };
      },
    });
    await rowOf('Jordan Lee');
    await user.click(screen.getByRole('button', { name: 'Remove Mia Chen from the waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the waitlist' });
    expect(dialog).toHaveTextContent('Remove Mia Chen from the waitlist for Colour?');
    expect(dialog).toHaveTextContent('The time held for them goes to the next one waiting.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted(api)).toEqual(['business/10/waitlist/2']);
    await waitFor(() => expect(screen.queryByText('Mia Chen')).not.toBeInTheDocument());
    expect(screen.getByText('Jordan Lee')).toBeInTheDocument();
  });

  it('keeps the screen usable when the server refuses a removal, and shows what it holds now', async () => {
    let entries = [JORDAN];
    const { api, user } = renderPage({
      'GET business/10/waitlist': () => entries,
      'DELETE business/10/waitlist/1': () => {
        // Booked meanwhile. The API client shows the server's message as an error toast.
        entries = [{ ...JORDAN, status: 'booked' }];
        throw new AppError(ErrorCode.Validation, WaitlistMessages.notRemovable);
      },
    });
    await rowOf('Jordan Lee');
    await user.click(screen.getByRole('button', { name: 'Remove Jordan Lee from the waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the waitlist' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(deleted(api)).toEqual(['business/10/waitlist/1']));
    // The dialog stays to try again or cancel; the list behind it is reloaded.
    expect(await within(await rowOf('Jordan Lee')).findByText('Booked')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Remove Jordan Lee/ })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Show all/ })).toBeEnabled();
  });

  it('offers neither Remove without the appointments delete permission nor Add without create', async () => {
    // A consultant may create appointments but not delete them.
    const { unmount } = renderPage({}, makeAdmin(['consultant']));
    await rowOf('Jordan Lee');
    expect(screen.getByRole('button', { name: 'Add to waitlist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    unmount();

    const reader = makeAdmin(['consultant'], {
      roles: [
        {
          id: 2,
          name: 'reader',
          type: 'admin',
          permissions: [{ entity: 'appointments', action: 'read', is_active: 1 }],
        },
      ],
    });
    renderPage({}, reader);
    await rowOf('Jordan Lee');
    expect(screen.queryByRole('button', { name: 'Add to waitlist' })).not.toBeInTheDocument();
  });
});

describe('WaitlistPage: Add to waitlist', () => {
  const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
    await rowOf('Jordan Lee');
    await user.click(screen.getByRole('button', { name: 'Add to waitlist' }));
    return screen.findByRole('dialog', { name: 'Add to waitlist' });
  };
  const setDate = (dialog: HTMLElement, label: string, value: string) =>
    // Date fields are set whole, as the browser's date picker does.
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}`)), { target: { value } });

  it('checks the form before sending, then adds the customer and reloads the list', async () => {
    const { api, user } = renderPage({ 'POST business/10/waitlist': () => JORDAN });
    const dialog = await openDialog(user);
    const submit = within(dialog).getByRole('button', { name: 'Add to waitlist' });

    await user.click(submit);
    expect(await within(dialog).findByText('Please choose a customer')).toBeInTheDocument();
    expect(within(dialog).getByText(AppointmentMessages.serviceRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(AppointmentMessages.dateRequired)).toBeInTheDocument();
    expect(callOf(api, 'post', 'business/10/waitlist')).toBeUndefined();

    await user.type(within(dialog).getByRole('textbox', { name: /^Client/ }), 'jor');
    await user.click(
      await screen.findByRole(
        'option',
        { name: 'Jordan Lee (jordan@example.com)' },
      ),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Service/ }), 'Haircut');
    // Only the consultants who offer the service, or any of them.
    const consultant = within(dialog).getByRole('combobox', { name: 'Consultant' });
    expect(
      within(consultant)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any consultant', 'Ada Lovelace']);
    await user.selectOptions(consultant, 'Ada Lovelace');
    setDate(dialog, 'First day', '2026-12-05');
    setDate(dialog, 'Last day', '2026-12-01');
    await user.click(submit);
    expect(await within(dialog).findByText(WaitlistMessages.endsBeforeStart)).toBeInTheDocument();
    expect(callOf(api, 'post', 'business/10/waitlist')).toBeUndefined();

    setDate(dialog, 'First day', '2026-12-01');
    setDate(dialog, 'Last day', '2026-12-05');
    const before = listCalls(api).length;
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callOf(api, 'post', 'business/10/waitlist')?.json).toEqual({
      customer_type: 'user',
      customerable_id: 7,
      service_id: 5,
      consultant_id: 3,
      from_date: '2026-12-01',
      to_date: '2026-12-05',
    });
    await waitFor(() => expect(listCalls(api).length).toBeGreaterThan(before));
  });

  it("finds a guest, and shows the server's refusal in the form (409) or on the fields (422)", async () => {
    let answer: AppError = new AppError(ErrorCode.Conflict, WaitlistMessages.alreadyWaiting);
    const { api, user } = renderPage({
      'GET guests': () => page([{ id: 4, full_name: 'Mia Chen', email: 'mia.chen@example.net' }]),
      'POST business/10/waitlist': () => {
        throw answer;
      },
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Guest' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Guest/ }), 'mia');
    await user.click(
      await screen.findByRole(
        'option',
        { name: 'Mia Chen (mia.chen@example.net)' },
      ),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Service/ }), 'Colour');
    setDate(dialog, 'First day', '2026-12-01');
    setDate(dialog, 'Last day', '2026-12-05');
    await user.click(within(dialog).getByRole('button', { name: 'Add to waitlist' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      WaitlistMessages.alreadyWaiting,
    );
    expect(callOf(api, 'post', 'business/10/waitlist')?.json).toMatchObject({
      customer_type: 'guest',
      customerable_id: 4,
      service_id: 6,
      consultant_id: null,
    });
    expect(screen.getByRole('dialog', { name: 'Add to waitlist' })).toBeInTheDocument();

    answer = new AppError(ErrorCode.Validation, 'The given data was invalid.', {
      to_date: [WaitlistMessages.rangeTooLong],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add to waitlist' }));
    expect(await within(dialog).findByText(WaitlistMessages.rangeTooLong)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Last day/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a last day already past before sending', async () => {
    const { api, user } = renderPage();
    const dialog = await openDialog(user);
    setDate(dialog, 'First day', '2026-11-01');
    setDate(dialog, 'Last day', '2026-11-10');
    await user.click(within(dialog).getByRole('button', { name: 'Add to waitlist' }));
    expect(await within(dialog).findByText(WaitlistMessages.rangePast)).toBeInTheDocument();
    expect(callOf(api, 'post', 'business/10/waitlist')).toBeUndefined();
  });
});
