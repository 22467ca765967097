import { adminKeys } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import {
  AppError,
  ErrorCode,
  PropertyMessages,
  Snackbars,
  THEME_EDITOR_STEPS,
  ThemeMessages,
  type BusinessThemeEntity,
} from '@rendezvous/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { makeBusiness } from '../../business/profile/business-fixture';
import { THEMES, makeBlock, png } from '../test-fixtures';
import { WebsiteManagerPage } from '../WebsiteManagerPage';

// The editor's chunk loads lazily, and the property dialog has many fields to type into: the
// DOM preset's limits (60 s a test in CI) and waits (setup-dom.js) allow for both. Not set
// here: a worker runs its files in one module graph, so a file's own limits would outlive it.

const MAP_OFFLINE = { tile_url: null, attribution: '', geocoder: 'offline' };

function renderEditor(
  step: number,
  blocks: BusinessThemeEntity[] = [],
  handlers: Parameters<typeof fakeApi>[0] = {},
  theme = 3,
) {
  const api = fakeApi({
    'GET business/10': () => makeBusiness({ theme_entities: blocks }),
    'GET themes': () => THEMES,
    'GET business/10/themeImages': () => [],
    'GET map-config': () => MAP_OFFLINE,
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin']));
  const onNavigate = vi.fn();
  const view = renderWithRouter(
    <WebsiteManagerPage editing={theme} step={step} onNavigate={onNavigate} />,
    {
      api,
      queryClient,
    },
  );
  return { ...view, api, onNavigate, user: userEvent.setup() };
}

const calls = (api: ReturnType<typeof fakeApi>, method: string, path: string) =>
  vi.mocked(api.request).mock.calls.filter(([m, p]) => m === method && p === path);

const created = (id: number, kind: Parameters<typeof makeBlock>[0]) => () => makeBlock(kind, id);

/** The properties step's Add New Property dialog, open. */
async function openAddProperty(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: PropertyMessages.addNew }));
  return screen.findByRole('dialog', { name: 'Add property' });
}

describe('ThemeEditor', () => {
  it('shows the seven steps in order, under its own heading', async () => {
    renderEditor(0);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Real estate theme editor' }),
    ).toBeInTheDocument();
    for (const [index, label] of THEME_EDITOR_STEPS.entries()) {
      const step = await screen.findByRole('button', { name: new RegExp(label) });
      expect(step).toHaveTextContent(String(index + 1));
    }
  });

  it('moves between steps through the address', async () => {
    const { user, onNavigate } = renderEditor(0);
    await user.click(await screen.findByRole('button', { name: /About me/ }));
    expect(onNavigate).toHaveBeenCalledWith({ theme: 3, step: 4 });
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(onNavigate).toHaveBeenCalledWith({ theme: 3, step: 1 });
  });

  describe('header image', () => {
    it('needs an image before Submit', async () => {
      const { user, api } = renderEditor(0);
      await user.click(await screen.findByRole('button', { name: 'Submit' }));
      expect(await screen.findAllByText(ThemeMessages.imageRequired)).not.toHaveLength(0);
      expect(callOf(api, 'post', 'business-theme-entities')).toBeUndefined();
    });

    it('creates the block, then uploads the image', async () => {
      const { user, api, container } = renderEditor(0, [], {
        'POST business-theme-entities': created(50, 'headerImage'),
        'POST file/upload': () => ({ id: 1, url: '/uploads/header.png' }),
      });
      await screen.findByRole('button', { name: 'Submit' });
      await user.upload(
        container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!,
        png(),
      );
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(ThemeMessages.headerImageUpdated)).toBeInTheDocument();
      expect(callOf(api, 'post', 'business-theme-entities')?.json).toEqual({
        business_id: 10,
        theme_id: 3,
        group: 'header_images',
        type: 'header_image',
        order: 1,
      });
      const form = callOf(api, 'post', 'file/upload')!.body as FormData;
      expect(form.get('entity_type')).toBe('business_theme_entity');
      expect(form.get('entity_id')).toBe('50');
      expect(form.get('item_type')).toBe('business_theme_entity_item_image');
    });

    it('stops at the first failing step and says which one', async () => {
      const { user, api, container } = renderEditor(0, [], {
        'POST business-theme-entities': created(50, 'headerImage'),
        'POST file/upload': () => {
          throw new AppError(ErrorCode.Internal, 'Server error');
        },
      });
      await screen.findByRole('button', { name: 'Submit' });
      await user.upload(
        container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!,
        png(),
      );
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(ThemeMessages.updateHeaderImageError)).toBeInTheDocument();
      expect(
        screen.getByText(/The text was saved, but an image could not be uploaded/),
      ).toBeInTheDocument();
      expect(screen.queryByText(ThemeMessages.headerImageUpdated)).toBeNull();
      expect(calls(api, 'post', 'business-theme-entities')).toHaveLength(1);
      expect(calls(api, 'post', 'file/upload')).toHaveLength(1);
    });

    it('offers Update once the block exists, and replaces its image', async () => {
      const header = makeBlock('headerImage', 50, {}, ['/uploads/old.png']);
      const { user, api, container } = renderEditor(0, [header], {
        'POST file/replace': () => ({ id: 2, url: '/uploads/new.png' }),
      });
      expect(await screen.findByRole('img', { name: 'Current header image' })).toHaveAttribute(
        'src',
        '/uploads/old.png',
      );
      await user.upload(
        container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!,
        png(),
      );
      await user.click(screen.getByRole('button', { name: 'Update' }));
      expect(await screen.findByText(ThemeMessages.headerImageUpdated)).toBeInTheDocument();
      expect(callOf(api, 'post', 'business-theme-entities')).toBeUndefined();
      expect((callOf(api, 'post', 'file/replace')!.body as FormData).get('entity_id')).toBe('50');
    });
  });

  it('agent photo: a failed upload reports the introduction card error', async () => {
    const { user, container } = renderEditor(1, [], {
      'POST business-theme-entities': () => {
        throw new AppError(ErrorCode.Internal, 'Server error');
      },
    });
    await screen.findByRole('heading', { name: 'Agent photo', level: 2 });
    await user.upload(
      container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!,
      png(),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(ThemeMessages.updateIntroductionCardError)).toBeInTheDocument();
    expect(screen.getByText(/Nothing was saved/)).toBeInTheDocument();
  });

  describe('about me', () => {
    /** A new About me block, its English text typed in. */
    async function typeNewAboutMe() {
      const editor = renderEditor(4, [], {
        'POST business-theme-entities': created(60, 'aboutMe'),
        'POST business-theme-entity-items': () => [],
      });
      await editor.user.type(
        await screen.findByRole('textbox', { name: /^About me(?! in French)/ }),
        'Twenty years in Montréal.',
      );
      return editor;
    }

    it('requires the text', async () => {
      const { user } = renderEditor(4);
      await user.click(await screen.findByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(ThemeMessages.aboutMeRequired)).toBeInTheDocument();
      expect(await screen.findByText(ThemeMessages.aboutMeSnackbar)).toBeInTheDocument();
    });

    it('saves the text as long text', async () => {
      const { user, api } = await typeNewAboutMe();
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(ThemeMessages.aboutMeSaved)).toBeInTheDocument();
      expect(callOf(api, 'post', 'business-theme-entity-items')?.json).toEqual({
        business_theme_entity_id: 60,
        data_type: 'text',
        items: { about_me_text: 'Twenty years in Montréal.' },
      });
    });

    it('saves the French text beside the English, as long text too', async () => {
      const { user, api } = await typeNewAboutMe();
      const french = screen.getByRole('textbox', { name: 'About me in French' });
      expect(french).toHaveAttribute('lang', 'fr-CA');
      expect(french).toHaveAttribute('maxlength', '2000');
      await user.type(french, ' Vingt ans à Montréal. ');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(ThemeMessages.aboutMeSaved)).toBeInTheDocument();
      expect(callOf(api, 'post', 'business-theme-entity-items')?.json).toEqual({
        business_theme_entity_id: 60,
        data_type: 'text',
        items: { about_me_text: 'Twenty years in Montréal.', about_me_text_fr: 'Vingt ans à Montréal.' },
      });
    });

    it('updates an existing text; a failure says so', async () => {
      const about = makeBlock('aboutMe', 60, { about_me_text: 'Old' });
      const { user } = renderEditor(4, [about], {
        'PUT business-theme-entity-items/bulk-update': () => {
          throw new AppError(ErrorCode.Internal, 'Server error');
        },
      });
      expect(await screen.findByRole('textbox', { name: /^About me(?! in French)/ })).toHaveValue('Old');
      await user.click(screen.getByRole('button', { name: 'Update' }));
      expect(await screen.findByText(ThemeMessages.updateAboutMeError)).toBeInTheDocument();
      expect(
        screen.getByText(/The block was created, but its text could not be saved/),
      ).toBeInTheDocument();
    });
  });

  describe('neighbourhood', () => {
    it('requires the text and both images', async () => {
      const { user } = renderEditor(3);
      await user.click(await screen.findByRole('button', { name: 'Submit' }));
      expect(await screen.findAllByText(ThemeMessages.neighbourhoodTextRequired)).not.toHaveLength(
        0,
      );
      expect(screen.getAllByText(ThemeMessages.neighbourhoodImageRequired)).toHaveLength(2);
    });

    it('saves the text and the two images, then says the neighbourhood text was saved', async () => {
      let id = 70;
      const { user, api, container } = renderEditor(3, [], {
        'POST business-theme-entities': () => makeBlock('neighbourhoodText', id++),
        'POST business-theme-entity-items': () => [],
        'POST file/upload': () => ({ id: 1, url: '/x.png' }),
      });
      await user.type(
        await screen.findByRole('textbox', { name: /^Neighbourhood(?! in French)/ }),
        'Quiet streets.',
      );
      const inputs =
        container.ownerDocument.querySelectorAll<HTMLInputElement>('input[type="file"]');
      await user.upload(inputs[0]!, png('one.png'));
      await user.upload(inputs[1]!, png('two.png'));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Neighbourhood text successfully saved.')).toBeInTheDocument();
      const blocks = calls(api, 'post', 'business-theme-entities').map(
        ([, , options]) => options?.json,
      );
      expect(blocks).toEqual([
        expect.objectContaining({ group: 'neighbourhood_text', type: 'neighbourhood_text' }),
        expect.objectContaining({
          group: 'neighbourhood_images',
          type: 'neighbourhood_image_1',
          order: 1,
        }),
        expect.objectContaining({
          group: 'neighbourhood_images',
          type: 'neighbourhood_image_2',
          order: 2,
        }),
      ]);
      expect(calls(api, 'post', 'file/upload')).toHaveLength(2);
    });
  });

  describe('action cards', () => {
    const cards = [
      makeBlock(
        'actionCard',
        81,
        { action_card_text: 'Buy', action_card_button_text: 'Buy now' },
        ['/a.png'],
        1,
      ),
      makeBlock(
        'actionCard',
        82,
        { action_card_text: 'Sell', action_card_button_text: 'Sell now' },
        ['/b.png'],
        2,
      ),
      makeBlock(
        'actionCard',
        83,
        { action_card_text: 'Rent', action_card_button_text: 'Rent now' },
        ['/c.png'],
        3,
      ),
    ];

    it('requires text, button text and image', async () => {
      const { user } = renderEditor(5);
      await user.click(await screen.findByRole('button', { name: 'Add action card' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add action card' });
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(ThemeMessages.actionCardSnackbar)).toBeInTheDocument();
      expect(within(dialog).getByText(ThemeMessages.actionCardTextRequired)).toBeInTheDocument();
      expect(
        within(dialog).getByText(ThemeMessages.actionCardButtonTextRequired),
      ).toBeInTheDocument();
      expect(within(dialog).getByText(ThemeMessages.actionCardImageRequired)).toBeInTheDocument();
    });

    it('adds a card after the others', async () => {
      const { user, api, container } = renderEditor(5, cards, {
        'POST business-theme-entities': created(84, 'actionCard'),
        'POST business-theme-entity-items': () => [],
        'POST file/upload': () => ({ id: 1, url: '/d.png' }),
      });
      await user.click(await screen.findByRole('button', { name: 'Add action card' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add action card' });
      await user.type(within(dialog).getByRole('textbox', { name: /^Card text(?! in French)/ }), 'Book a visit');
      await user.type(within(dialog).getByRole('textbox', { name: /^Button text(?! in French)/ }), 'Book');
      const input = container.ownerDocument.querySelector<HTMLInputElement>(
        '[role="dialog"] input[type="file"]',
      )!;
      await user.upload(input, png());
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(ThemeMessages.actionCardUpdated)).toBeInTheDocument();
      expect(callOf(api, 'post', 'business-theme-entities')?.json).toMatchObject({
        type: 'action_card',
        order: 4,
      });
      const items = calls(api, 'post', 'business-theme-entity-items').map(
        ([, , options]) => options?.json,
      );
      expect(items).toEqual([
        {
          business_theme_entity_id: 84,
          data_type: 'string',
          items: { action_card_button_text: 'Book' },
        },
        {
          business_theme_entity_id: 84,
          data_type: 'text',
          items: { action_card_text: 'Book a visit' },
        },
      ]);
    });

    it('drags a card to a new place: orders renumbered from 1 and saved', async () => {
      const { api } = renderEditor(5, cards, {
        'PUT business-theme-entities/bulk-update': () => [],
      });
      const handle = await screen.findByRole('button', { name: 'Move action card 3' });
      handle.focus();
      fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      fireEvent.keyDown(handle, { key: 'ArrowUp', code: 'ArrowUp', keyCode: 38 });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
      expect(await screen.findByText(ThemeMessages.actionCardsReordered)).toBeInTheDocument();
      expect(callOf(api, 'put', 'business-theme-entities/bulk-update')?.json).toEqual({
        business_theme_entities: [
          { id: 81, order: 1 },
          { id: 83, order: 2 },
          { id: 82, order: 3 },
        ],
      });
    });

    it('a failed re-order puts the cards back and says so', async () => {
      renderEditor(5, cards, {
        'PUT business-theme-entities/bulk-update': () => {
          throw new AppError(ErrorCode.Internal, 'Server error');
        },
      });
      const handle = await screen.findByRole('button', { name: 'Move action card 1' });
      handle.focus();
      fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
      expect(await screen.findByText(ThemeMessages.reorderCardsError)).toBeInTheDocument();
      expect(screen.getByRole('listitem', { name: 'Action card 1: Buy now' })).toBeInTheDocument();
    });

    it('removes a card after confirmation', async () => {
      const { user, api } = renderEditor(5, cards, {
        'DELETE business-theme-entities/82': () => null,
      });
      await user.click(await screen.findByRole('button', { name: 'Remove action card 2' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove action card' });
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText(ThemeMessages.actionCardRemoved)).toBeInTheDocument();
      expect(api.request).toHaveBeenCalledWith('delete', 'business-theme-entities/82', { quiet: true });
    });

    it('a failed removal says so', async () => {
      const { user } = renderEditor(5, cards, {
        'DELETE business-theme-entities/82': () => {
          throw new AppError(ErrorCode.Internal, 'Server error');
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Remove action card 2' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove action card' });
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText(ThemeMessages.removeActionCardError)).toBeInTheDocument();
    });
  });

  describe('contact details', () => {
    it('validates the broker form', async () => {
      const { user, api } = renderEditor(6);
      await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'not-an-email');
      await user.type(screen.getByRole('textbox', { name: 'Facebook URL' }), 'nope');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(Snackbars.mandatoryFieldsMissing)).toBeInTheDocument();
      expect(screen.getByText(ThemeMessages.brokerNameRequired)).toBeInTheDocument();
      expect(screen.getByText(ThemeMessages.brokerEmailValid)).toBeInTheDocument();
      expect(screen.getByText(ThemeMessages.brokerOfficeRequired)).toBeInTheDocument();
      expect(screen.getByText(ThemeMessages.brokerMobileRequired)).toBeInTheDocument();
      expect(screen.getByText(ThemeMessages.urlInvalid)).toBeInTheDocument();
      expect(callOf(api, 'post', 'business-theme-entities')).toBeUndefined();
    });

    it('saves the details once, then updates them', async () => {
      const { user, api } = renderEditor(6, [], {
        'POST business-theme-entities': created(90, 'contact'),
        'POST business-theme-entity-items': () => [],
      });
      await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Claire Tremblay');
      await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'claire@example.com');
      await user.type(screen.getByRole('textbox', { name: /^Office number/ }), '514-555-0100');
      await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '514-555-0101');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(ThemeMessages.contactSaved)).toBeInTheDocument();
      expect(callOf(api, 'post', 'business-theme-entity-items')?.json).toEqual({
        business_theme_entity_id: 90,
        data_type: 'string',
        items: {
          broker_name: 'Claire Tremblay',
          broker_email: 'claire@example.com',
          broker_office_number: '514-555-0100',
          broker_mobile_number: '514-555-0101',
          broker_facebook_url: '',
          broker_linkedin_url: '',
          broker_instagram_url: '',
        },
      });
    });

    it('says "Contact information updated" for an existing block', async () => {
      const contact = makeBlock('contact', 90, {
        broker_name: 'Claire',
        broker_email: 'claire@example.com',
        broker_office_number: '1',
        broker_mobile_number: '2',
      });
      const { user } = renderEditor(6, [contact], {
        'PUT business-theme-entity-items/bulk-update': () => [],
      });
      await user.click(await screen.findByRole('button', { name: 'Update' }));
      expect(await screen.findByText(ThemeMessages.contactUpdated)).toBeInTheDocument();
    });
  });

  describe('properties', () => {
    const houseItems = {
      property_type: 'house',
      property_sale_type: 'Sale',
      price: '650000',
      num_of_rooms: '7',
      num_of_beds: '3',
      num_of_baths: '2',
      description: 'Bright',
      gmaps_full_address: '12 Rue Saint-Paul, Montréal',
      gmaps_place_id: 'map:45.5,-73.5',
      gmaps_latitude: '45.5',
      gmaps_longitude: '-73.5',
      sold: '1',
    };
    const house = makeBlock('property', 101, houseItems, ['/p1.png', '/p2.png']);

    it('shows each property as a card: featured image, sold badge, price, beds and baths', async () => {
      renderEditor(2, [house]);
      const card = await screen.findByRole('article', {
        name: 'House for sale: 12 Rue Saint-Paul, Montréal',
      });
      expect(within(card).getByText(PropertyMessages.featured)).toBeInTheDocument();
      expect(within(card).getByText('Sold')).toBeInTheDocument();
      expect(within(card).getByText('CA$650,000')).toBeInTheDocument();
      expect(within(card).getByText('3 beds · 2 baths')).toBeInTheDocument();
    });

    it('shows 4 properties a page by default, and 8 or 12 when asked', async () => {
      const many = Array.from({ length: 9 }, (_, index) =>
        makeBlock(
          'property',
          200 + index,
          { ...houseItems, gmaps_full_address: `${index + 1} Rue Saint-Paul, Montréal` },
          [],
          index + 1,
        ),
      );
      const { user } = renderEditor(2, many);
      expect(await screen.findAllByRole('article')).toHaveLength(4);
      await user.click(screen.getByRole('button', { name: 'Page 3' }));
      expect(await screen.findAllByRole('article')).toHaveLength(1);
      expect(screen.getByRole('article', { name: /^House for sale: 9 Rue/ })).toBeInTheDocument();

      await user.click(screen.getByRole('textbox', { name: 'Properties per page' }));
      await user.click(await screen.findByRole('option', { name: '8' }));
      // A new size starts again at the first page.
      expect(await screen.findAllByRole('article')).toHaveLength(8);
      expect(screen.getByRole('article', { name: /^House for sale: 1 Rue/ })).toBeInTheDocument();
    });

    it('shows the fields of the chosen type', async () => {
      const { user } = renderEditor(2);
      const dialog = await openAddProperty(user);
      expect(within(dialog).getByRole('textbox', { name: /^Rooms/ })).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: 'Lot area (sq ft)' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('textbox', { name: /Property type/ }));
      await user.click(await screen.findByRole('option', { name: 'Duplex' }));
      expect(within(dialog).queryByRole('textbox', { name: /^Rooms/ })).toBeNull();
      expect(within(dialog).getByRole('textbox', { name: 'Number of units' })).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: /^Price/ })).toBeInTheDocument();
    });

    it('checks the mandatory fields in order', async () => {
      const { user } = renderEditor(2);
      const dialog = await openAddProperty(user);
      const submit = within(dialog).getByRole('button', { name: 'Submit' });
      await user.click(submit);
      expect(await screen.findByText(PropertyMessages.roomsRequired)).toBeInTheDocument();
      expect(within(dialog).getByText(PropertyMessages.locationRequired)).toBeInTheDocument();
      for (const [label, value] of [
        [/^Rooms/, '5'],
        [/^Beds/, '2'],
        [/^Baths/, '1'],
      ] as const) {
        await user.type(within(dialog).getByRole('textbox', { name: label }), value);
      }
      await user.click(submit);
      expect(await screen.findByText(PropertyMessages.priceRequired)).toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: /^Price/ }), '400000');
      await user.click(submit);
      expect(await screen.findByText(PropertyMessages.descriptionRequired)).toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: /^Description(?! in French)/ }), 'Cosy');
      await user.click(submit);
      expect(await screen.findByText(PropertyMessages.addressRequired)).toBeInTheDocument();
      expect(within(dialog).getByText(PropertyMessages.locationRequired)).toBeInTheDocument();
    });

    it('places the typed address with the geocoder: the map click is optional', async () => {
      const { user, api, container } = renderEditor(2, [], {
        'POST geocode': (options) =>
          (options as { json: { address: string } }).json.address.includes('Atlantis')
            ? (() => {
                throw new AppError(ErrorCode.Validation, PropertyMessages.addressNotFound);
              })()
            : {
                formatted_address: '5 Rue Peel, Montréal',
                latitude: 45.5017,
                longitude: -73.5673,
                place_id: 'offline:CA-QC:montreal',
              },
        'POST business-theme-entities': created(103, 'property'),
        'POST business-theme-entity-items': () => [],
        'POST file/upload': () => ({ id: 1, url: '/p.png' }),
      });
      const dialog = await openAddProperty(user);
      for (const [label, value] of [
        [/^Rooms/, '4'],
        [/^Beds/, '2'],
        [/^Baths/, '1'],
        [/^Price/, '2100'],
        [/^Description(?! in French)/, 'Loft'],
        [/^Property address/, '1 Lost Road, Atlantis'],
      ] as const) {
        await user.click(within(dialog).getByRole('textbox', { name: label }));
        await user.paste(value);
      }
      await user.upload(
        container.ownerDocument.querySelector<HTMLInputElement>(
          '[role="dialog"] input[type="file"]',
        )!,
        [png('front.png')],
      );
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await within(dialog).findByText(PropertyMessages.addressNotFound)).toBeInTheDocument();
      expect(calls(api, 'post', 'business-theme-entities')).toHaveLength(0);

      const address = within(dialog).getByRole('textbox', { name: /^Property address/ });
      await user.clear(address);
      await user.type(address, '5 Rue Peel, Montréal');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Property saved')).toBeInTheDocument();
      expect(calls(api, 'post', 'geocode').at(-1)?.[2]?.json).toEqual({
        address: '5 Rue Peel, Montréal',
      });
      expect(calls(api, 'post', 'business-theme-entity-items')[0]?.[2]?.json).toMatchObject({
        items: {
          gmaps_full_address: '5 Rue Peel, Montréal',
          gmaps_latitude: '45.5017',
          gmaps_longitude: '-73.5673',
          gmaps_place_id: 'offline:CA-QC:montreal',
        },
      });
    }, 180_000); // Types a whole property, twice: a minute and more on a loaded CI machine.

    it('saves a new property with its place, images and sold mark', async () => {
      const { user, api, container } = renderEditor(2, [], {
        'POST business-theme-entities': created(102, 'property'),
        'POST business-theme-entity-items': () => [],
        'POST file/upload': () => ({ id: 1, url: '/p.png' }),
      });
      const dialog = await openAddProperty(user);
      await user.click(within(dialog).getByRole('textbox', { name: /Property type/ }));
      await user.click(await screen.findByRole('option', { name: 'Condominium' }));
      await user.click(within(dialog).getByRole('radio', { name: 'Rent' }));
      for (const [label, value] of [
        [/^Rooms/, '4'],
        [/^Beds/, '2'],
        [/^Baths/, '1'],
        [/^Price/, '2100'],
        [/^Description(?! in French)/, 'Loft'],
        [/^Property address/, '5 Rue Peel, Montréal'],
        ['Latitude', '45.5'],
        ['Longitude', '-73.57'],
      ] as const) {
        // Pasted, not typed key by key: the dialog renders again on each key, which on a loaded
        // CI machine took this test past its minute.
        await user.click(within(dialog).getByRole('textbox', { name: label }));
        await user.paste(value);
      }
      await user.upload(
        container.ownerDocument.querySelector<HTMLInputElement>(
          '[role="dialog"] input[type="file"]',
        )!,
        [png('front.png'), png('kitchen.png')],
      );
      await user.click(within(dialog).getByRole('checkbox', { name: PropertyMessages.markSold }));
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Property saved')).toBeInTheDocument();
      const [strings, texts] = calls(api, 'post', 'business-theme-entity-items').map(
        ([, , o]) => o?.json,
      );
      expect(strings).toMatchObject({
        business_theme_entity_id: 102,
        data_type: 'string',
        items: {
          property_type: 'condominium',
          property_sale_type: 'Rent',
          num_of_rooms: '4',
          price: '2100',
          gmaps_full_address: '5 Rue Peel, Montréal',
          gmaps_latitude: '45.5',
          gmaps_longitude: '-73.57',
          gmaps_place_id: 'map:45.500000,-73.570000',
          sold: '1',
        },
      });
      expect(texts).toMatchObject({ data_type: 'text', items: { description: 'Loft' } });
      expect(calls(api, 'post', 'file/upload')).toHaveLength(2);
    });

    it('takes a stored image off when the property is updated; the next one becomes featured', async () => {
      const { api, user } = renderEditor(2, [house], {
        'POST file/delete': () => null,
        'PUT business-theme-entity-items/bulk-update': () => house,
      });
      await user.click(
        await screen.findByRole('button', {
          name: 'Edit House for sale: 12 Rue Saint-Paul, Montréal',
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Edit property' });
      expect(within(dialog).getByRole('img', { name: 'Property image 1' })).toHaveAttribute(
        'src',
        '/p1.png',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Remove property image 1' }));
      // Nothing is removed before Update; the second image is now the first, and featured.
      expect(calls(api, 'post', 'file/delete')).toHaveLength(0);
      expect(within(dialog).getByRole('img', { name: 'Property image 1' })).toHaveAttribute(
        'src',
        '/p2.png',
      );
      expect(within(dialog).queryByRole('img', { name: 'Property image 2' })).toBeNull();
      expect(within(dialog).getByText(PropertyMessages.featured)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      expect(await screen.findByText('Property updated')).toBeInTheDocument();
      const removal = calls(api, 'post', 'file/delete');
      expect(removal).toHaveLength(1);
      const form = (removal[0]![2] as { body: FormData }).body;
      const stored = house.items.find((i) => i.value === '/p1.png')!;
      expect(form.get('file_id')).toBe(String(stored.file_id));
      expect(form.get('entity_id')).toBe('101');
    });

    it("keeps each long text's French beside it, labelled and marked as French, and saves it", async () => {
      const bilingual = makeBlock('property', 101, { ...houseItems, description_fr: 'Lumineuse' }, [
        '/p1.png',
      ]);
      const { api, user } = renderEditor(2, [bilingual], {
        'PUT business-theme-entity-items/bulk-update': () => bilingual,
      });
      await user.click(
        await screen.findByRole('button', {
          name: 'Edit House for sale: 12 Rue Saint-Paul, Montréal',
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Edit property' });
      const description = within(dialog).getByRole('textbox', { name: 'Description in French' });
      const features = within(dialog).getByRole('textbox', {
        name: 'Additional features in French',
      });
      expect(description).toHaveValue('Lumineuse');
      for (const french of [description, features]) expect(french).toHaveAttribute('lang', 'fr-CA');
      await user.click(features);
      await user.paste('Piscine creusée');
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      expect(await screen.findByText('Property updated')).toBeInTheDocument();
      const [, texts] = calls(api, 'put', 'business-theme-entity-items/bulk-update').map(
        ([, , o]) => o?.json,
      );
      expect(texts).toMatchObject({
        data_type: 'text',
        items: {
          description: 'Bright',
          description_fr: 'Lumineuse',
          additional_features_fr: 'Piscine creusée',
        },
      });
    });

    it("a failed update gives the spec's card message and keeps the dialog open", async () => {
      const { user } = renderEditor(2, [house], {
        'PUT business-theme-entity-items/bulk-update': () => {
          throw new AppError(ErrorCode.Internal, 'Server error');
        },
      });
      await user.click(
        await screen.findByRole('button', {
          name: 'Edit House for sale: 12 Rue Saint-Paul, Montréal',
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Edit property' });
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      expect(await screen.findByText(ThemeMessages.updateCardError)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Edit property' })).toBeInTheDocument();
    });

    it('a failed deletion gives the spec message', async () => {
      const { user } = renderEditor(2, [house], {
        'DELETE business-theme-entities/101': () => {
          throw new AppError(ErrorCode.Internal, 'Server error');
        },
      });
      await user.click(
        await screen.findByRole('button', {
          name: 'Delete House for sale: 12 Rue Saint-Paul, Montréal',
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Delete property' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(ThemeMessages.deletePropertyError)).toBeInTheDocument();
    });
  });

  describe('themes 1 and 2', () => {
    it('theme 1 edits its hero image (a header image block of theme 1) and its texts', async () => {
      const { user, api, container, onNavigate } = renderEditor(
        0,
        [],
        {
          'POST business-theme-entities': () => ({ ...makeBlock('headerImage', 60), theme_id: 1 }),
          'POST file/upload': () => ({ id: 1, url: '/uploads/hero.png' }),
        },
        1,
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Classic theme editor' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: /Hero image/ })).toHaveTextContent('1');
      expect(screen.getByRole('button', { name: /Texts/ })).toHaveTextContent('2');
      expect(screen.queryByRole('button', { name: /Agent photo/ })).not.toBeInTheDocument();
      await user.upload(
        container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!,
        png(),
      );
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(ThemeMessages.headerImageUpdated)).toBeInTheDocument();
      expect(callOf(api, 'post', 'business-theme-entities')?.json).toMatchObject({
        theme_id: 1,
        type: 'header_image',
      });
      await user.click(screen.getByRole('button', { name: 'Next step' }));
      expect(onNavigate).toHaveBeenCalledWith({ theme: 1, step: 1 });
    });

    it('saves the texts of the site as the business descriptions, only what changed', async () => {
      const { user, api } = renderEditor(
        1,
        [],
        {
          'PATCH business/10': () => makeBusiness({ short_description: 'Cuts and colour' }),
        },
        2,
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Carousel theme editor' }),
      ).toBeInTheDocument();
      const short = await screen.findByRole('textbox', { name: /^Short description(?! in French)/ });
      await user.clear(short);
      await user.type(short, 'Cuts and colour');
      await user.click(screen.getByRole('button', { name: 'Update' }));
      expect(await screen.findByText('Site texts updated')).toBeInTheDocument();
      expect(calls(api, 'patch', 'business/10').map(([, , init]) => init?.json)).toEqual([
        { short_description: 'Cuts and colour' },
      ]);
    });

    it('theme 2 edits its carousel: the theme images', async () => {
      renderEditor(0, [], {}, 2);
      expect(await screen.findByRole('button', { name: /Carousel images/ })).toHaveTextContent('1');
      expect(await screen.findByRole('heading', { name: 'Theme images' })).toBeInTheDocument();
    });
  });
});
