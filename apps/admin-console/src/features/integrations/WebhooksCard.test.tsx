import { fakeApi } from '@rendezvous/api-client/testing';
import {
  AppError,
  ErrorCode,
  WEBHOOK_ENDPOINTS_PER_BUSINESS,
  WebhookMessages,
  type WebhookEndpoint,
} from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { delivery, endpoint, URL } from './webhooks-test-data';
import { WebhooksCard } from './WebhooksCard';

const SECRET_ONCE = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
async function openCard() {
  const card = await screen.findByRole('region', { name: 'Webhooks' });
  return card;
}

describe('WebhooksCard', () => {
  it('adds an endpoint for the events chosen, shows its secret once, then lists it', async () => {
    let endpoints: WebhookEndpoint[] = [];
    const api = fakeApi({
      'GET webhook-endpoints': () => endpoints,
      'POST webhook-endpoints': () => {
        endpoints = [endpoint(3, URL, { events: ['appointment.created', 'client.created'] })];
        return { ...endpoints[0], secret: SECRET_ONCE };
      },
    });
    renderWithRouter(<WebhooksCard />, { api });
    const card = await openCard();
    expect(await within(card).findByText('No webhook endpoints yet.')).toBeInTheDocument();

    const form = within(card).getByRole('form', { name: 'Add a webhook endpoint' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Endpoint address/ }), URL);
    const events = within(form).getByRole('group', { name: /Events/ });
    await userEvent.click(within(events).getByRole('checkbox', { name: 'Client created' }));
    await userEvent.click(within(events).getByRole('checkbox', { name: 'Appointment created' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    const shown = await within(card).findByRole('textbox', { name: 'Signing secret' });
    expect(shown).toHaveValue(SECRET_ONCE);
    expect(shown).toHaveAttribute('readonly');
    expect(shown).toHaveAccessibleDescription(/Copy it now: it is not shown again/);
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(api.request).toHaveBeenCalledWith(
      'post',
      'webhook-endpoints',
      expect.objectContaining({
        json: { url: URL, events: ['appointment.created', 'client.created'] },
      }),
    );
    const list = await within(card).findByRole('list', { name: 'Webhook endpoints' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByText(URL)).toBeInTheDocument();
    expect(within(row).getByText('Appointment created')).toBeInTheDocument();
    expect(within(row).getByText('Client created')).toBeInTheDocument();
    expect(within(row).getByText('On')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: `Send events to ${URL}` })).toBeChecked();
    expect(within(list).queryByText(SECRET_ONCE)).not.toBeInTheDocument();
    // The form is emptied for the next one.
    expect(within(form).getByRole('textbox', { name: /Endpoint address/ })).toHaveValue('');
  });

  it('asks for an https address and an event before sending', async () => {
    const api = fakeApi({ 'GET webhook-endpoints': () => [] });
    renderWithRouter(<WebhooksCard />, { api });
    const card = await openCard();
    await within(card).findByText('No webhook endpoints yet.');
    const address = within(card).getByRole('textbox', { name: /Endpoint address/ });
    const events = within(card).getByRole('group', { name: /Events/ });

    await userEvent.click(within(card).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(card).findByText(WebhookMessages.urlRequired)).toBeInTheDocument();
    expect(address).toHaveAccessibleDescription(WebhookMessages.urlRequired);
    expect(events).toHaveAccessibleDescription(WebhookMessages.eventsRequired);

    await userEvent.type(address, 'http://books.example.com/hooks');
    await userEvent.click(within(card).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(card).findByText(WebhookMessages.urlHttps)).toBeInTheDocument();
    expect(within(card).getByText(WebhookMessages.eventsRequired)).toBeInTheDocument();
    expect(api.request).not.toHaveBeenCalledWith('post', 'webhook-endpoints', expect.anything());
  });

  it('shows the server’s field message on its field, and other refusals in an alert, keeping the form filled', async () => {
    let refusal = new AppError(ErrorCode.Validation, 'The data is invalid.', {
      url: [WebhookMessages.urlPrivate],
    });
    const api = fakeApi({
      'GET webhook-endpoints': () => [],
      'POST webhook-endpoints': () => {
        throw refusal;
      },
    });
    renderWithRouter(<WebhooksCard />, { api });
    const card = await openCard();
    await within(card).findByText('No webhook endpoints yet.');
    const address = within(card).getByRole('textbox', { name: /Endpoint address/ });
    await userEvent.type(address, 'https://10.0.0.5/hook');
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Review posted' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(address).toHaveAccessibleDescription(WebhookMessages.urlPrivate));
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();

    refusal = new AppError(
      ErrorCode.Conflict,
      WebhookMessages.limitReached(WEBHOOK_ENDPOINTS_PER_BUSINESS),
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Add endpoint' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('The endpoint was not added');
    expect(alert).toHaveTextContent(WebhookMessages.limitReached(WEBHOOK_ENDPOINTS_PER_BUSINESS));
    expect(within(card).getByRole('button', { name: 'Add endpoint' })).toBeEnabled();
    expect(address).toHaveValue('https://10.0.0.5/hook');
    expect(within(card).getByRole('checkbox', { name: 'Review posted' })).toBeChecked();
  });

  it('says when the business holds all the endpoints it may, and offers no more', async () => {
    const full = Array.from({ length: WEBHOOK_ENDPOINTS_PER_BUSINESS }, (_, n) =>
      endpoint(n + 1, `https://e${n + 1}.example.com/`),
    );
    const api = fakeApi({ 'GET webhook-endpoints': () => full });
    renderWithRouter(<WebhooksCard />, { api });
    const card = await openCard();
    expect(
      await within(card).findByText(WebhookMessages.limitReached(WEBHOOK_ENDPOINTS_PER_BUSINESS)),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add endpoint' })).toBeDisabled();
  });

  it('turns an endpoint off with its switch', async () => {
    let endpoints = [endpoint(3, URL)];
    const api = fakeApi({
      'GET webhook-endpoints': () => endpoints,
      'PATCH webhook-endpoints/3': (options) => {
        endpoints = [
          endpoint(3, URL, { enabled: (options?.json as { enabled: boolean }).enabled }),
        ];
        return endpoints[0];
      },
    });
    renderWithRouter(<WebhooksCard />, { api });
    const card = await openCard();
    const toggle = await within(card).findByRole('switch', { name: `Send events to ${URL}` });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(api.request).toHaveBeenCalledWith(
      'patch',
      'webhook-endpoints/3',
      expect.objectContaining({ json: { enabled: false } }),
    );
    await waitFor(() =>
      expect(within(card).getByRole('switch', { name: `Send events to ${URL}` })).not.toBeChecked(),
    );
    expect(within(card).getByText('Off')).toBeInTheDocument();
  });

  it('removes an endpoint after confirming', async () => {
    let endpoints = [endpoint(3, URL)];
    const api = fakeApi({
      'GET webhook-endpoints': () => endpoints,
      'DELETE webhook-endpoints/3': () => {
        endpoints = [];
        return { id: 3 };
      },
    });
    renderWithRouter(<WebhooksCard />, { api });
    const card = await openCard();
    await userEvent.click(await within(card).findByRole('button', { name: `Remove ${URL}` }));
    const dialog = await screen.findByRole('dialog', { name: `Remove the endpoint ${URL}` });
    expect(api.request).not.toHaveBeenCalledWith(
      'delete',
      'webhook-endpoints/3',
      expect.anything(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(card).getByText('No webhook endpoints yet.')).toBeInTheDocument(),
    );
    expect(api.request).toHaveBeenCalledWith('delete', 'webhook-endpoints/3', undefined);
    // The removed row's button is gone: a keyboard user lands on the form, not on the page's start.
    await waitFor(() =>
      expect(within(card).getByRole('textbox', { name: /Endpoint address/ })).toHaveFocus(),
    );
  });

  it('lists what was sent to an endpoint and sends an event again', async () => {
    let deliveries = [delivery(12, { error: 'The endpoint did not answer within 10 seconds.' })];
    const api = fakeApi({
      'GET webhook-endpoints': () => [endpoint(3, URL)],
      'GET webhook-endpoints/3/deliveries': () => deliveries,
      'POST webhook-deliveries/12/resend': () => {
        deliveries = [
          delivery(12, {
            status: 'delivered',
            attempts: 4,
            response_status: 200,
            response_body: 'ok',
            next_attempt_at: null,
          }),
        ];
        return deliveries[0];
      },
    });
    renderWithRouter(<WebhooksCard />, { api });
    const card = await openCard();
    await userEvent.click(
      await within(card).findByRole('button', { name: `Deliveries of ${URL}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Deliveries to ${URL}` });
    const list = await within(dialog).findByRole('list', { name: 'Deliveries' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByText('Appointment cancelled')).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText(/3 attempts; answered HTTP 503/)).toBeInTheDocument();
    expect(
      within(row).getByText(/The endpoint did not answer within 10 seconds/),
    ).toBeInTheDocument();
    expect(within(row).getByText(/"type": "appointment.cancelled"/)).toBeInTheDocument();
    expect(within(row).getByText('Service Unavailable')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Send again msg_2Kc9a1' }));
    expect(api.request).toHaveBeenCalledWith('post', 'webhook-deliveries/12/resend', undefined);
    expect(await within(dialog).findByText('Delivered')).toBeInTheDocument();
    expect(within(dialog).getByText(/4 attempts; answered HTTP 200/)).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(WebhookMessages.resent);
  });

  it('says when nothing was sent to an endpoint yet', async () => {
    const api = fakeApi({
      'GET webhook-endpoints': () => [endpoint(3, URL)],
      'GET webhook-endpoints/3/deliveries': () => [],
    });
    renderWithRouter(<WebhooksCard />, { api });
    const card = await openCard();
    await userEvent.click(
      await within(card).findByRole('button', { name: `Deliveries of ${URL}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Deliveries to ${URL}` });
    expect(
      await within(dialog).findByText('Nothing was sent to this endpoint yet.'),
    ).toBeInTheDocument();
  });

  it('shows an endpoint failing, and one the server turned off with why', async () => {
    const notice = WebhookMessages.disabledNotice('https://old.example.com/hook');
    const api = fakeApi({
      'GET webhook-endpoints': () => [
        endpoint(3, URL, { failing_since: '2027-05-21T09:00:00Z' }),
        endpoint(4, 'https://old.example.com/hook', {
          enabled: false,
          failing_since: '2027-05-19T08:00:00Z',
          disabled_reason: notice,
        }),
      ],
    });
    renderWithRouter(<WebhooksCard />, { api });
    const card = await openCard();
    const list = await within(card).findByRole('list', { name: 'Webhook endpoints' });
    const [failing, off] = within(list).getAllByRole('listitem');
    expect(within(failing!).getByText(/^Failing since .*2027/)).toBeInTheDocument();
    expect(within(failing!).queryByText('On')).not.toBeInTheDocument();
    expect(within(failing!).getByRole('switch', { name: `Send events to ${URL}` })).toBeChecked();
    expect(within(off!).getByText('Off')).toBeInTheDocument();
    expect(within(off!).getByText(notice)).toBeInTheDocument();
    expect(
      within(off!).getByRole('switch', { name: 'Send events to https://old.example.com/hook' }),
    ).not.toBeChecked();
  });

  it('says when the endpoints could not be loaded, and loads them again on request', async () => {
    let fail = true;
    const api = fakeApi({
      'GET webhook-endpoints': () => {
        if (fail) throw new AppError(ErrorCode.Internal, 'The server is unavailable.');
        return [];
      },
    });
    renderWithRouter(<WebhooksCard />, { api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The webhook endpoints could not be loaded');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
  });
});
