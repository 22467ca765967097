import { describe, expect, it } from 'vitest';
import {
  ActionCardFormSchema,
  AboutMeFormSchema,
  BrokerContactFormSchema,
  NeighbourhoodImageFormSchema,
  NeighbourhoodTextFormSchema,
  PROPERTY_FIELD_SETS,
  PropertyMessages,
  SingleImageFormSchema,
  THEME_ENTITY_KINDS,
  ThemeEntityMessages,
  ThemeMessages,
  isPropertySold,
  isThemeEntityKind,
  itemValue,
  propertyFeatureKeys,
  propertyItemDataType,
  resetPropertyFeatures,
  themeItemProblems,
  themeItemMaxLength,
  validateProperty,
  type PropertyValues,
} from './theme';
import { canActivateTheme, nextOrder, renumberOrders, themeMinimumImagesMessage } from './theme-rules';
import { messagesOf } from './test-helpers';

describe('theme activation', () => {
  it('needs at least the minimum number of theme images', () => {
    expect(canActivateTheme(2, { minimum_images_count: 3 })).toBe(false);
    expect(canActivateTheme(3, { minimum_images_count: 3 })).toBe(true);
    expect(themeMinimumImagesMessage(3)).toBe(
      'The minimum number of images required to activate this theme is 3. Please upload more theme images and retry!',
    );
  });
});

describe('theme entity kinds', () => {
  it('pair the groups and types of the spec', () => {
    expect(THEME_ENTITY_KINDS.property).toEqual({ group: 'Properties', type: 'Property' });
    expect(THEME_ENTITY_KINDS.neighbourhoodImage1).toEqual({
      group: 'neighbourhood_images',
      type: 'neighbourhood_image_1',
      order: 1,
    });
    expect(THEME_ENTITY_KINDS.neighbourhoodImage2.order).toBe(2);
  });

  it('read an item by key', () => {
    const entity = {
      items: [
        {
          id: 1,
          business_theme_entity_id: 1,
          key: 'about_me_text',
          value: 'Hi',
          data_type: 'text' as const,
        },
      ],
    };
    expect(itemValue(entity, 'about_me_text')).toBe('Hi');
    expect(itemValue(entity, 'image')).toBeUndefined();
  });
});

describe('action cards', () => {
  it('append new drafts after the others and renumber from 1 after a drag', () => {
    expect(nextOrder([{}, {}])).toBe(3);
    expect(
      renumberOrders([
        { id: 'b', order: 2 },
        { id: 'a', order: 1 },
        { id: 'c', order: 7 },
      ]),
    ).toEqual([
      { id: 'b', order: 1 },
      { id: 'a', order: 2 },
      { id: 'c', order: 3 },
    ]);
  });

  it('need an image, a text and a button text', () => {
    expect(
      messagesOf(ActionCardFormSchema, {
        action_card_text: '',
        action_card_button_text: '',
        image: null,
      }),
    ).toEqual({
      action_card_text: [ThemeMessages.actionCardTextRequired],
      action_card_button_text: [ThemeMessages.actionCardButtonTextRequired],
      image: [ThemeMessages.actionCardImageRequired],
    });
    expect(
      ActionCardFormSchema.safeParse({
        action_card_text: 'Book a visit',
        action_card_button_text: 'Book',
        image: new Blob(['x'], { type: 'image/png' }),
      }).success,
    ).toBe(true);
    expect(ThemeMessages.actionCardSnackbar).toBe('Missing mandatory form fields');
  });
});

describe('editor forms', () => {
  it('report the spec messages', () => {
    expect(messagesOf(AboutMeFormSchema, { about_me_text: '' })).toEqual({
      about_me_text: ['About me text is required'],
    });
    expect(messagesOf(NeighbourhoodTextFormSchema, { neighbourhood_text: ' ' })).toEqual({
      neighbourhood_text: ['Neighbourhood text is required'],
    });
    expect(messagesOf(NeighbourhoodImageFormSchema, { image: null })).toEqual({
      image: ['Neighbourhood image is required'],
    });
    expect(messagesOf(SingleImageFormSchema, { image: '' })).toEqual({
      image: ['You must select an image before submitting'],
    });
    expect(
      SingleImageFormSchema.safeParse({ image: 'https://cdn.example.com/a.png' }).success,
    ).toBe(true);
  });

  it('require the broker name, a valid email and both numbers; social links are optional', () => {
    expect(
      messagesOf(BrokerContactFormSchema, {
        broker_name: '',
        broker_email: '',
        broker_office_number: '',
        broker_mobile_number: '',
      }),
    ).toEqual({
      broker_name: ['Name is required'],
      broker_email: ['Email is required'],
      broker_office_number: ['Office number is required'],
      broker_mobile_number: ['Mobile number is required'],
    });
    const filled = {
      broker_name: 'Ada',
      broker_email: 'ada@example.com',
      broker_office_number: '514 555 0100',
      broker_mobile_number: '514 555 0101',
      broker_facebook_url: '',
    };
    expect(BrokerContactFormSchema.safeParse(filled).success).toBe(true);
    expect(
      messagesOf(BrokerContactFormSchema, {
        ...filled,
        broker_email: 'x',
        broker_linkedin_url: 'nope',
      }),
    ).toEqual({
      broker_email: ['A valid email is required'],
      broker_linkedin_url: [ThemeMessages.urlInvalid],
    });
  });
});

describe('properties', () => {
  it('show rooms plus their own specifics for single dwellings and the multi-unit set otherwise', () => {
    expect(PROPERTY_FIELD_SETS.house).toEqual([
      'num_of_rooms',
      'num_of_beds',
      'num_of_baths',
      'building_style',
      'lot_area',
      'parking_total',
    ]);
    expect(PROPERTY_FIELD_SETS.cottage).toContain('living_area');
    expect(PROPERTY_FIELD_SETS.condominium).toEqual([
      'num_of_rooms',
      'num_of_beds',
      'num_of_baths',
      'condominium_type',
      'gross_area',
    ]);
    for (const type of ['duplex', 'triplex', 'quadruplex', 'quintuplex'] as const) {
      expect(PROPERTY_FIELD_SETS[type]).toContain('number_of_units');
      expect(PROPERTY_FIELD_SETS[type]).not.toContain('num_of_beds');
    }
    expect(propertyFeatureKeys('duplex')).toEqual(
      expect.arrayContaining([
        'price',
        'year_built',
        'move_in_date',
        'pool',
        'additional_features',
        'description',
      ]),
    );
  });

  it('store long text as text items', () => {
    expect(propertyItemDataType('description')).toBe('text');
    expect(propertyItemDataType('price')).toBe('string');
  });

  it('reset features to blank for a new property and to stored values when editing', () => {
    const values: PropertyValues = {
      property_type: 'house',
      property_sale_type: 'Rent',
      price: '100',
      num_of_beds: '3',
    };
    const blanked = resetPropertyFeatures(values);
    expect(blanked).toMatchObject({
      property_type: 'house',
      property_sale_type: 'Rent',
      price: '',
      num_of_beds: '',
    });
    expect(resetPropertyFeatures(values, { price: '90' })).toMatchObject({
      price: '90',
      num_of_beds: '',
    });
  });

  it('are checked in the order of the spec messages', () => {
    const complete: PropertyValues = {
      property_type: 'house',
      num_of_rooms: '6',
      num_of_beds: '3',
      num_of_baths: '2',
      price: '500000',
      description: 'Nice',
      gmaps_full_address: '1 Main St',
      gmaps_place_id: 'abc',
    };
    expect(validateProperty(complete, 1)).toBeNull();
    expect(validateProperty({ ...complete, num_of_baths: '' }, 1)).toBe(
      'Rooms, Beds, and baths are mandatory fields',
    );
    expect(
      validateProperty({ ...complete, property_type: 'duplex', num_of_baths: '' }, 1),
    ).toBeNull();
    expect(validateProperty({ ...complete, price: ' ' }, 1)).toBe('Price is a mandatory field');
    expect(validateProperty({ ...complete, description: '' }, 1)).toBe(
      'Description is a mandatory field',
    );
    expect(validateProperty({ ...complete, gmaps_place_id: '' }, 1)).toBe(
      'Property address is mandatory',
    );
    expect(validateProperty(complete, 0)).toBe('Property must have at least one image');
    // No message names a map vendor: the address is geocoded by whichever geocoder is set up.
    for (const message of Object.values(PropertyMessages)) expect(message).not.toMatch(/google/i);
  });
});

describe('themeItemProblems', () => {
  it('accepts the fields of each block and refuses others, images included (they are uploaded)', () => {
    expect(themeItemProblems('about_me', { about_me_text: 'Hi' })).toEqual({});
    expect(themeItemProblems('about_me', { price: '1' })).toEqual({
      price: [ThemeEntityMessages.unknownItemKey('price')],
    });
    expect(themeItemProblems('header_image', { image: 'x.png' })).toEqual({
      image: [ThemeEntityMessages.imageByUpload],
    });
  });

  it("takes a property's fields by its type, stored or sent", () => {
    expect(
      themeItemProblems('Property', { property_type: 'house', num_of_beds: '3', price: '1' }),
    ).toEqual({});
    expect(themeItemProblems('Property', { number_of_units: '2' }, 'duplex')).toEqual({});
    expect(themeItemProblems('Property', { num_of_beds: '2' }, 'duplex')).toEqual({
      num_of_beds: [ThemeEntityMessages.unknownItemKey('num_of_beds')],
    });
    expect(themeItemProblems('Property', { price: '1' })).toEqual({
      price: [ThemeEntityMessages.propertyTypeFirst],
    });
    expect(themeItemProblems('Property', { property_type: 'castle' })).toEqual({
      property_type: [ThemeEntityMessages.propertyTypeInvalid],
    });
    expect(themeItemProblems('Property', { sold: '1', property_sale_type: 'Rent' })).toEqual({});
    expect(themeItemProblems('Property', { sold: 'true', property_sale_type: 'Lease' })).toEqual({
      sold: [ThemeEntityMessages.soldInvalid],
      property_sale_type: [ThemeEntityMessages.saleTypeInvalid],
    });
  });

  it('checks the broker contact with its form messages', () => {
    expect(themeItemProblems('contact', { broker_email: 'bad', broker_mobile_number: '' })).toEqual(
      {
        broker_email: [ThemeMessages.brokerEmailValid],
        broker_mobile_number: [ThemeMessages.brokerMobileRequired],
      },
    );
  });

  it('knows which group holds which type, and the sold flag', () => {
    expect(isThemeEntityKind('action_cards', 'action_card')).toBe(true);
    expect(isThemeEntityKind('action_cards', 'Property')).toBe(false);
    expect(
      isPropertySold({
        items: [
          { id: 1, business_theme_entity_id: 1, key: 'sold', value: '1', data_type: 'string' },
        ],
      }),
    ).toBe(true);
    expect(isPropertySold({ items: [] })).toBe(false);
  });
});

describe("blocks' texts in French", () => {
  it('take a French version beside each text a visitor reads, as long as its English', () => {
    expect(
      themeItemProblems('about_me', { about_me_text: 'Hi', about_me_text_fr: 'Bonjour' }),
    ).toEqual({});
    expect(themeItemProblems('action_card', { action_card_button_text_fr: 'Réserver' })).toEqual(
      {},
    );
    expect(themeItemMaxLength('about_me_text_fr')).toBe(themeItemMaxLength('about_me_text'));
    expect(themeItemProblems('about_me', { about_me_text_fr: 'x'.repeat(2001) })).toEqual({
      about_me_text_fr: ['about_me_text_fr must be at most 2000 characters'],
    });
  });

  it('refuse a French version of a field the block does not have', () => {
    expect(
      Object.keys(themeItemProblems('about_me', { neighbourhood_text_fr: 'Quartier' })),
    ).toEqual(['neighbourhood_text_fr']);
    expect(Object.keys(themeItemProblems('about_me', { image_fr: 'x' }))).toEqual(['image_fr']);
  });

  it('let a property of any type have its description in French', () => {
    expect(
      themeItemProblems('Property', {
        property_type: 'duplex',
        description_fr: 'Beau duplex',
        additional_features_fr: 'Cour',
      }),
    ).toEqual({});
    expect(
      Object.keys(
        themeItemProblems('Property', { property_type: 'duplex', building_style_fr: 'x' }),
      ),
    ).toEqual(['building_style_fr']);
  });
});
