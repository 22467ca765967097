import { adminKeys } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { AppError, BusinessMessages, ErrorCode, type Business } from '@rendezvous/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { makeBusiness } from '../business/profile/business-fixture';
import { THEMES, makeThemeImage, png } from './test-fixtures';
import { WebsiteManagerPage } from './WebsiteManagerPage';

function renderPage(
  business: Business = makeBusiness({ subdomain: null, is_live: 0, theme_id: 1 }),
  handlers: Parameters<typeof fakeApi>[0] = {},
  images = [makeThemeImage(1, 1)],
) {
  const api = fakeApi({
    'GET business/10': () => business,
    'GET themes': () => THEMES,
    'GET business/10/themeImages': () => images,
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin']));
  const onNavigate = vi.fn();
  const view = renderWithRouter(<WebsiteManagerPage onNavigate={onNavigate} />, {
    api,
    queryClient,
  });
  return { ...view, api, onNavigate, user: userEvent.setup() };
}

describe('WebsiteManagerPage', () => {
  it('shows the themes with their previews, the active one marked', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Website Manager' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Preview of the Carousel theme' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Classic is active' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Activate Carousel' })).toBeEnabled();
    expect(document.title).toMatch(/^Website Manager/);
  });

  it('refuses to activate a theme below its minimum number of images, with the exact message', async () => {
    const { user, api } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Activate Carousel' }));
    expect(
      await screen.findByText(
        'The minimum number of images required to activate this theme is 3. Please upload more theme images and retry!',
      ),
    ).toBeInTheDocument();
    expect(callOf(api, 'patch', 'business/10')).toBeUndefined();
  });

  it('activates a theme once the business has enough images', async () => {
    const { user, api } = renderPage(undefined, {
      'PATCH business/10': () => makeBusiness({ theme_id: 3 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Activate Real estate' }));
    await waitFor(() => expect(callOf(api, 'patch', 'business/10')?.json).toEqual({ theme_id: 3 }));
  });

  it("opens each theme's editor from Edit; themes 1 and 2 also offer a preview", async () => {
    const { user, onNavigate } = renderPage();
    expect(await screen.findByRole('link', { name: 'Preview Classic' })).toHaveAttribute(
      'href',
      '/view-theme/1',
    );
    expect(screen.getByRole('link', { name: 'Preview Carousel' })).toHaveAttribute(
      'href',
      '/view-theme/2',
    );
    await user.click(screen.getByRole('button', { name: 'Edit Real estate' }));
    expect(onNavigate).toHaveBeenCalledWith({ theme: 3, step: 0 });
    await user.click(screen.getByRole('button', { name: 'Edit Classic' }));
    expect(onNavigate).toHaveBeenCalledWith({ theme: 1, step: 0 });
    await user.click(screen.getByRole('button', { name: 'Edit Carousel' }));
    expect(onNavigate).toHaveBeenCalledWith({ theme: 2, step: 0 });
  });

  describe('theme images', () => {
    it('uploads several images at once, one call each', async () => {
      const { user, api, container } = renderPage(undefined, {
        'POST business/10/theme-image': () => makeThemeImage(2, 2),
      });
      await screen.findByRole('img', { name: 'Theme image 1' });
      const input = container.ownerDocument.querySelector<HTMLInputElement>(
        'input[type="file"][multiple]',
      )!;
      await user.upload(input, [png('a.png'), png('b.png')]);
      const uploads = () =>
        vi
          .mocked(api.request)
          .mock.calls.filter(([m, p]) => m === 'post' && p === 'business/10/theme-image');
      await waitFor(() => expect(uploads()).toHaveLength(2));
      expect((uploads()[0]![2]!.body as FormData).get('image')).toBeInstanceOf(File);
    });

    it('saves the new order after a drag, numbered from 1', async () => {
      const { api } = renderPage(
        undefined,
        { 'POST business/10/update-theme-image-order': () => [] },
        [makeThemeImage(1, 1), makeThemeImage(2, 2)],
      );
      const handle = await screen.findByRole('button', { name: 'Move theme image 1' });
      handle.focus();
      fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      fireEvent.keyDown(handle, { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
      expect(await screen.findByText('Theme images re-ordered')).toBeInTheDocument();
      expect(callOf(api, 'post', 'business/10/update-theme-image-order')?.json).toEqual({
        business_id: 10,
        images: [
          { id: 2, order: 1 },
          { id: 1, order: 2 },
        ],
      });
    });

    it('says when there are none yet', async () => {
      renderPage(undefined, {}, []);
      expect(
        await screen.findByText('No theme images yet. Upload some to activate a theme.'),
      ).toBeInTheDocument();
    });
  });

  describe('subdomain', () => {
    it('strips spaces as they are typed and shows the fixed site-domain suffix', async () => {
      const { user } = renderPage(undefined, {
        'POST business/check-existing-subdomain': () => false,
      });
      const field = await screen.findByRole('textbox', { name: /Business subdomain/ });
      await user.type(field, 'my salon ');
      expect(field).toHaveValue('mysalon');
      expect(screen.getByText(/^\.rendezvous\.localhost$/)).toBeInTheDocument();
      expect(screen.getByText(BusinessMessages.subdomainIntro)).toBeInTheDocument();
    });

    it("uses the server's site domain once it answers", async () => {
      renderPage(undefined, { 'GET site-config': () => ({ site_domain: 'sites.example.ca' }) });
      expect(await screen.findByText(/^\.sites\.example\.ca$/)).toBeInTheDocument();
    });

    it('checks the name after a pause and shows the check mark when it is free', async () => {
      const { user, api } = renderPage(undefined, {
        'POST business/check-existing-subdomain': () => false,
      });
      await user.type(await screen.findByRole('textbox', { name: /Business subdomain/ }), 'maison');
      expect(
        await screen.findByRole('img', { name: 'This subdomain is available' }),
      ).toBeInTheDocument();
      expect(callOf(api, 'post', 'business/check-existing-subdomain')?.json).toEqual({
        subdomain: 'maison',
      });
      const checks = vi
        .mocked(api.request)
        .mock.calls.filter(([, p]) => p === 'business/check-existing-subdomain');
      expect(checks).toHaveLength(1);
    });

    it('says when the name is taken and does not save it', async () => {
      const { user, api } = renderPage(undefined, {
        'POST business/check-existing-subdomain': () => true,
      });
      await user.type(await screen.findByRole('textbox', { name: /Business subdomain/ }), 'taken');
      expect(
        await screen.findByText(BusinessMessages.subdomainTaken),
      ).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'This subdomain is available' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
      expect(callOf(api, 'patch', 'business/10')).toBeUndefined();
    });

    it('requires a name', async () => {
      const { user, api } = renderPage();
      await screen.findByRole('textbox', { name: /Business subdomain/ });
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(BusinessMessages.subdomainRequired)).toBeInTheDocument();
      expect(callOf(api, 'patch', 'business/10')).toBeUndefined();
    });

    it('saves a free name: "Subdomain created!"', async () => {
      const { user, api } = renderPage(undefined, {
        'POST business/check-existing-subdomain': () => false,
        'PATCH business/10': () => makeBusiness({ subdomain: 'maison', is_live: 0 }),
      });
      await user.type(await screen.findByRole('textbox', { name: /Business subdomain/ }), 'Maison');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() =>
        expect(callOf(api, 'patch', 'business/10')?.json).toEqual({ subdomain: 'maison' }),
      );
      expect(await screen.findByText(BusinessMessages.subdomainCreated)).toBeInTheDocument();
    });

    it('says so when saving fails', async () => {
      const { user } = renderPage(undefined, {
        'POST business/check-existing-subdomain': () => false,
        'PATCH business/10': () => {
          throw new AppError(ErrorCode.Internal, 'Server error');
        },
      });
      await user.type(await screen.findByRole('textbox', { name: /Business subdomain/ }), 'maison');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(BusinessMessages.subdomainError)).toBeInTheDocument();
    });
  });

  describe('Go Live', () => {
    it('is Offline until the business has a subdomain', async () => {
      renderPage();
      const toggle = await screen.findByRole('switch', { name: 'Go Live' });
      expect(toggle).not.toBeChecked();
      expect(toggle).toBeDisabled();
      expect(screen.getByText('Offline')).toBeInTheDocument();
    });

    it('publishes the site and shows its address', async () => {
      let business = makeBusiness({ subdomain: 'maison', is_live: 0 });
      const { user, api } = renderPage(business, {
        'GET business/10': () => business,
        'PATCH business/10': () => (business = makeBusiness({ subdomain: 'maison', is_live: 1 })),
      });
      const toggle = await screen.findByRole('switch', { name: 'Go Live' });
      await user.click(toggle);
      await waitFor(() =>
        expect(callOf(api, 'patch', 'business/10')?.json).toEqual({ is_live: 1 }),
      );
      const card = toggle.closest('.mantine-Card-root') as HTMLElement;
      expect(await within(card).findByText('Live')).toBeInTheDocument();
      expect(
        within(card).getByRole('link', { name: /maison\.rendezvous\.localhost/ }),
      ).toHaveAttribute(
        'href',
        expect.stringMatching(/^http:\/\/maison\.rendezvous\.localhost(:\d+)?\/$/),
      );
      expect(within(card).getByRole('link', { name: /\/site\/maison$/ })).toHaveAttribute(
        'href',
        `${window.location.origin}/site/maison`,
      );
    });
  });
});
