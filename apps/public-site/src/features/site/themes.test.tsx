import { fakeApi } from '@rendezvous/api-client/testing';
import type { BusinessThemeEntity } from '@rendezvous/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, siteFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render';

let nextId = 100;
function block(
  type: string,
  group: string,
  items: Record<string, string | string[]>,
  order = 1,
): BusinessThemeEntity {
  const id = nextId++;
  return {
    id,
    business_id: 7,
    theme_id: 3,
    type,
    group,
    order,
    items: Object.entries(items).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => ({
        id: nextId++,
        business_theme_entity_id: id,
        key,
        value: v,
        data_type: 'string' as const,
      })),
    ),
  };
}

const api = (site: ReturnType<typeof siteFixture>) =>
  fakeApi({
    'GET site/maison': () => site,
    'GET map-config': () => ({ tile_url: null, attribution: '', geocoder: 'offline' }),
    'GET reviews': () => page(),
  });

describe('theme 1', () => {
  it('draws the hero with the image set in its editor, else the first theme image', async () => {
    const hero = () =>
      screen
        .getByRole('heading', { level: 1, name: 'Maison Lumière' })
        .closest('[data-cover-image]');
    const { unmount } = await renderApp({ path: '/site/maison', api: api(siteFixture()) });
    await screen.findByRole('heading', { level: 1, name: 'Maison Lumière' });
    expect((hero() as HTMLElement).style.backgroundImage).toContain('/uploads/a.jpg');
    unmount();

    const site = siteFixture();
    site.theme_entities = [
      { ...block('header_image', 'header_images', { image: '/uploads/hero.jpg' }), theme_id: 1 },
    ];
    await renderApp({ path: '/site/maison', api: api(site) });
    await screen.findByRole('heading', { level: 1, name: 'Maison Lumière' });
    expect((hero() as HTMLElement).style.backgroundImage).toContain('/uploads/hero.jpg');
  });
});

describe('theme 2', () => {
  it('has a carousel, a left menu and a card with phone and e-mail links, address, map and hours', async () => {
    await renderApp({ path: '/site/maison', api: api(siteFixture({ theme_id: 2 })) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maison Lumière' }),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('button', { name: 'Book appointment' })).toBeInTheDocument();
    for (const item of ['About Us', 'Consultants', 'Services', 'Reviews']) {
      expect(within(menu).getByRole('link', { name: item })).toBeInTheDocument();
    }
    const card = screen.getByRole('complementary', { name: 'Contact and hours' });
    expect(within(card).getByRole('link', { name: /514 555 0101/ })).toHaveAttribute(
      'href',
      'tel:+15145550101',
    );
    expect(within(card).getByRole('link', { name: /hello@maison.test/ })).toHaveAttribute(
      'href',
      'mailto:hello@maison.test',
    );
    expect(within(card).getByText('12 Rue Saint-Paul, Montréal, QC H2Y 1G6')).toBeInTheDocument();
    expect(within(card).getByRole('table', { name: 'Business hours' })).toBeInTheDocument();
    expect(
      await screen.findByRole(
        'img',
        { name: 'Picture 1 of 2 of Maison Lumière' },
      ),
    ).toBeInTheDocument();
  });
});

describe('the real-estate theme', () => {
  it('shows every step of its editor: header, agent, properties with Sold badges, neighbourhood, about me, cards, broker', async () => {
    const site = siteFixture(
      { theme_id: 3 },
      {
        theme_entities: [
          block('header_image', 'header_images', { image: '/uploads/header.jpg' }),
          block('agent_photo', 'agent_photos', { image: '/uploads/agent.jpg' }),
          block('Property', 'Properties', {
            property_type: 'condominium',
            property_sale_type: 'Sale',
            price: '450000',
            num_of_rooms: '5',
            num_of_beds: '2',
            num_of_baths: '1',
            description: 'Bright corner unit',
            description_fr: 'Coin lumineux',
            gmaps_full_address: '100 Rue Peel, Montréal',
            image: ['/uploads/p1.jpg', '/uploads/p2.jpg'],
            sold: '1',
          }),
          block(
            'Property',
            'Properties',
            { property_type: 'duplex', property_sale_type: 'Rent', price: '2100' },
            2,
          ),
          block('neighbourhood_text', 'neighbourhood_text', {
            neighbourhood_text: 'Cafés and parks all around.',
          }),
          block('neighbourhood_image_1', 'neighbourhood_images', { image: '/uploads/n1.jpg' }),
          block('neighbourhood_image_2', 'neighbourhood_images', { image: '/uploads/n2.jpg' }, 2),
          block('about_me', 'about_me', {
            about_me_text: 'Twenty years selling homes.',
            about_me_text_fr: 'Vingt ans à vendre des maisons.',
          }),
          block('action_card', 'action_cards', {
            image: '/uploads/c1.jpg',
            action_card_text: 'Thinking of selling?',
            action_card_text_fr: 'Vous pensez vendre?',
            action_card_button_text: 'Get a valuation',
            action_card_button_text_fr: 'Obtenir une évaluation',
          }),
          block('contact', 'contacts', {
            broker_name: 'Marc Gagnon',
            broker_email: 'marc@realty.test',
            broker_office_number: '514 555 0000',
            broker_mobile_number: '514 555 1111',
            broker_linkedin_url: 'https://linkedin.example/marc',
          }),
        ],
      },
    );
    await renderApp({ path: '/site/maison', api: api(site), language: 'fr-CA' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maison Lumière' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo du courtier' })).toBeInTheDocument();

    const properties = within(screen.getByRole('region', { name: 'Propriétés' })).getAllByRole(
      'article',
    );
    expect(properties).toHaveLength(2);
    expect(within(properties[0]!).getByText('Vendu')).toBeInTheDocument();
    expect(within(properties[0]!).getByText('450 000,00 $')).toBeInTheDocument();
    expect(within(properties[0]!).getByText('Condo')).toBeInTheDocument();
    expect(within(properties[0]!).getByText('2 chambres · 1 salles de bain')).toBeInTheDocument();
    // The broker's texts in the visitor's language where written, else the English, marked so.
    expect(within(properties[0]!).getByText('Coin lumineux')).not.toHaveAttribute('lang');
    expect(within(properties[1]!).queryByText('Vendu')).not.toBeInTheDocument();
    expect(within(properties[1]!).getByText('À louer')).toBeInTheDocument();

    const neighbourhood = screen.getByRole('region', { name: 'Le quartier' });
    expect(within(neighbourhood).getByText('Cafés and parks all around.')).toHaveAttribute('lang', 'en');
    expect(within(neighbourhood).getAllByRole('img')).toHaveLength(2);
    expect(screen.getByText('Vingt ans à vendre des maisons.')).toBeInTheDocument();
    expect(screen.queryByText('Twenty years selling homes.')).not.toBeInTheDocument();
    expect(screen.getByText('Vous pensez vendre?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Obtenir une évaluation' })).toBeInTheDocument();
    const broker = screen.getByRole('region', { name: 'Coordonnées' });
    expect(within(broker).getByText('Marc Gagnon')).toBeInTheDocument();
    expect(within(broker).getByRole('link', { name: 'marc@realty.test' })).toHaveAttribute(
      'href',
      'mailto:marc@realty.test',
    );
    expect(within(broker).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://linkedin.example/marc',
    );
  });
});
