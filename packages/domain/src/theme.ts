import { z } from './zod';
import { IdSchema, multiLineText, requiredEmail, requiredString, singleLineText } from './common';
import {
  MAX_ID,
  MAX_LIST_ITEMS,
  TEXT_MAX,
  THEME_IDS,
  type NEIGHBOURHOOD_IMAGE_SLOTS,
} from './constants';
import { TextMessages } from './text';
import { THEME_FRENCH_TEXT_KEYS, englishItemKeyOf, frenchItemKey } from './theme-french';

/** A position in an ordered list, from 1. */
const position = z.number().int().min(1).max(MAX_ID);

/* ------------------------------------------------------------------------------------------ */
/* Themes and theme images                                                                    */
/* ------------------------------------------------------------------------------------------ */

export const ThemeMessages = {
  imageRequired: 'You must select an image before submitting',
  aboutMeRequired: 'About me text is required',
  aboutMeSnackbar: 'About me field is required',
  neighbourhoodTextRequired: 'Neighbourhood text is required',
  neighbourhoodImageRequired: 'Neighbourhood image is required',
  actionCardTextRequired: 'Action card text is required',
  actionCardButtonTextRequired: 'Button text is required',
  actionCardImageRequired: 'Action card image is required',
  actionCardSnackbar: 'Missing mandatory form fields',
  brokerNameRequired: 'Name is required',
  brokerEmailRequired: 'Email is required',
  brokerEmailValid: 'A valid email is required',
  brokerOfficeRequired: 'Office number is required',
  brokerMobileRequired: 'Mobile number is required',
  urlInvalid: 'Please enter a valid URL',
  // Failures
  saveCardError: 'An error occurred while saving card',
  updateCardError: 'An error occurred while updating card',
  updateActionCardError: 'An error occurred while updating the action card',
  removeActionCardError: 'An error occurred while removing the action card',
  reorderCardsError: 'An error occurred while re-ordering the cards',
  saveAboutMeError: 'An error occurred while saving the about me text',
  updateAboutMeError: 'An error occurred while updating the about me text',
  saveNeighbourhoodTextError: 'An error occurred while saving the neighbourhood text',
  updateIntroductionCardError: 'An error occurred while updating the introduction card',
  updateHeaderImageError: 'An error occurred while updating the header image',
  deletePropertyError: 'Unable to delete property. Try again or contact support',
  saveContactError: 'An error occurred while saving contact information',
  // Successes
  actionCardUpdated: 'Action card successfully updated',
  actionCardRemoved: 'Action card successfully removed',
  actionCardsReordered: 'Action card successfully re-ordered',
  aboutMeSaved: 'About me text successfully saved.',
  neighbourhoodTextSaved: 'Neighbourhood text successfully saved.',
  introductionCardUpdated: 'Introduction card successfully updated',
  headerImageUpdated: 'Header image successfully updated',
  contactSaved: 'Contact information saved',
  contactUpdated: 'Contact information updated',
} as const;

export const ThemeSchema = z.object({
  id: z.literal(THEME_IDS),
  name: z.string(),
  description: z.string().nullable(),
  preview_image_url: z.string().nullable(),
  minimum_images_count: z.number().int().min(0),
});
export type Theme = z.infer<typeof ThemeSchema>;

export const ThemeImageSchema = z.object({
  id: IdSchema,
  business_id: IdSchema,
  image_url: z.string(),
  order: z.number().int(),
});
export type ThemeImage = z.infer<typeof ThemeImageSchema>;

/** Body of POST business/{id}/update-theme-image-order. */
export const ThemeImageOrderInputSchema = z.object({
  business_id: IdSchema,
  images: z.array(z.object({ id: IdSchema, order: position })).max(MAX_LIST_ITEMS),
});
export type ThemeImageOrderInput = z.infer<typeof ThemeImageOrderInputSchema>;

/* ------------------------------------------------------------------------------------------ */
/* Business theme entities (the real-estate theme's content blocks) and their items           */
/* ------------------------------------------------------------------------------------------ */

export const THEME_ENTITY_GROUPS = [
  'action_cards',
  'about_me',
  'neighbourhood_text',
  'neighbourhoods',
  'neighbourhood_images',
  'agent_photos',
  'header_images',
  'Properties',
  'contacts',
] as const;
export type ThemeEntityGroup = (typeof THEME_ENTITY_GROUPS)[number];

export const THEME_ENTITY_TYPES = [
  'action_card',
  'about_me',
  'neighbourhood_text',
  'neighbourhood',
  'neighbourhood_image_1',
  'neighbourhood_image_2',
  'agent_photo',
  'header_image',
  'Property',
  'contact',
] as const;
export type ThemeEntityType = (typeof THEME_ENTITY_TYPES)[number];

/** Each kind of block: the `group` that collects blocks and the `type` of one block. */
export const THEME_ENTITY_KINDS = {
  actionCard: { group: 'action_cards', type: 'action_card' },
  aboutMe: { group: 'about_me', type: 'about_me' },
  neighbourhoodText: { group: 'neighbourhood_text', type: 'neighbourhood_text' },
  neighbourhood: { group: 'neighbourhoods', type: 'neighbourhood' },
  neighbourhoodImage1: { group: 'neighbourhood_images', type: 'neighbourhood_image_1', order: 1 },
  neighbourhoodImage2: { group: 'neighbourhood_images', type: 'neighbourhood_image_2', order: 2 },
  agentPhoto: { group: 'agent_photos', type: 'agent_photo' },
  headerImage: { group: 'header_images', type: 'header_image' },
  property: { group: 'Properties', type: 'Property' },
  contact: { group: 'contacts', type: 'contact' },
} as const satisfies Record<
  string,
  { group: ThemeEntityGroup; type: ThemeEntityType; order?: number }
>;
export type ThemeEntityKind = keyof typeof THEME_ENTITY_KINDS;

/** The neighbourhood block has exactly NEIGHBOURHOOD_IMAGE_SLOTS image slots, in this order. */
export const NEIGHBOURHOOD_IMAGE_KINDS = [
  'neighbourhoodImage1',
  'neighbourhoodImage2',
] as const satisfies readonly ThemeEntityKind[] & { length: typeof NEIGHBOURHOOD_IMAGE_SLOTS };

export const ITEM_DATA_TYPES = ['string', 'text'] as const;
export type ItemDataType = (typeof ITEM_DATA_TYPES)[number];

/** Item keys of the content blocks other than properties and contact details. */
export const THEME_ITEM_KEYS = {
  image: 'image',
  actionCardText: 'action_card_text',
  actionCardButtonText: 'action_card_button_text',
  /** Only on a new card's draft, before its image is uploaded. */
  actionCardImage: 'action_card_image',
  aboutMeText: 'about_me_text',
  neighbourhoodText: 'neighbourhood_text',
} as const;

export const ThemeEntityItemSchema = z.object({
  id: IdSchema,
  business_theme_entity_id: IdSchema,
  key: z.string(),
  value: z.string().nullable(),
  data_type: z.enum(ITEM_DATA_TYPES),
  /** On an `image` item in the console's answers: its stored file, for POST file/delete. */
  file_id: IdSchema.optional(),
});
export type ThemeEntityItem = z.infer<typeof ThemeEntityItemSchema>;

export const BusinessThemeEntitySchema = z.object({
  id: IdSchema,
  business_id: IdSchema,
  theme_id: IdSchema,
  type: z.string(),
  group: z.string(),
  order: z.number().int(),
  items: z.array(ThemeEntityItemSchema),
});
export type BusinessThemeEntity = z.infer<typeof BusinessThemeEntitySchema>;

/** Body of POST business-theme-entities. */
export const CreateThemeEntityInputSchema = z.object({
  business_id: IdSchema,
  theme_id: IdSchema,
  type: z.enum(THEME_ENTITY_TYPES),
  group: z.enum(THEME_ENTITY_GROUPS),
  order: position,
});
export type CreateThemeEntityInput = z.infer<typeof CreateThemeEntityInputSchema>;

/** Body of PUT business-theme-entities/bulk-update (used for drag reordering). */
export const BulkUpdateThemeEntitiesInputSchema = z.object({
  business_theme_entities: z.array(z.object({ id: IdSchema, order: position })).max(MAX_LIST_ITEMS),
});
export type BulkUpdateThemeEntitiesInput = z.infer<typeof BulkUpdateThemeEntitiesInputSchema>;

/** Body of POST business-theme-entity-items and PUT .../bulk-update: items as key -> value. */
export const ThemeEntityItemsInputSchema = z.object({
  business_theme_entity_id: IdSchema,
  data_type: z.enum(ITEM_DATA_TYPES),
  items: z.record(
    singleLineText({ label: 'Item key', max: TEXT_MAX.key }),
    multiLineText({ label: 'Item value', max: TEXT_MAX.long }),
  ),
});
export type ThemeEntityItemsInput = z.infer<typeof ThemeEntityItemsInputSchema>;

/** The value of one item of a block, or undefined. */
export function itemValue(
  entity: Pick<BusinessThemeEntity, 'items'>,
  key: string,
): string | undefined {
  return entity.items.find((item) => item.key === key)?.value ?? undefined;
}


/** The steps of the real-estate theme editor, in the order the stepper shows them. */
export const THEME_EDITOR_STEPS = [
  'Header image',
  'Agent photo',
  'Properties',
  'Neighbourhood',
  'About me',
  'Action cards',
  'Contact details',
] as const;

/* ------------------------------------------------------------------------------------------ */
/* Editor forms                                                                               */
/* ------------------------------------------------------------------------------------------ */

/** A chosen image: a file about to be uploaded, or the URL of one already stored. */
const imageChoice = (message: string) =>
  z
    .union([singleLineText({ label: 'Image', max: TEXT_MAX.url }), z.instanceof(Blob)])
    .nullable()
    .refine((image) => image !== null && image !== '', { error: message });

export const AboutMeFormSchema = z.object({
  about_me_text: requiredString(ThemeMessages.aboutMeRequired, {
    label: 'About me text',
    max: TEXT_MAX.long,
    multiline: true,
  }),
});
export type AboutMeForm = z.infer<typeof AboutMeFormSchema>;

export const NeighbourhoodTextFormSchema = z.object({
  neighbourhood_text: requiredString(ThemeMessages.neighbourhoodTextRequired, {
    label: 'Neighbourhood text',
    max: TEXT_MAX.long,
    multiline: true,
  }),
});
export type NeighbourhoodTextForm = z.infer<typeof NeighbourhoodTextFormSchema>;

export const NeighbourhoodImageFormSchema = z.object({
  image: imageChoice(ThemeMessages.neighbourhoodImageRequired),
});

/** Agent photo and header image. */
export const SingleImageFormSchema = z.object({
  image: imageChoice(ThemeMessages.imageRequired),
});

export const ActionCardFormSchema = z.object({
  action_card_text: requiredString(ThemeMessages.actionCardTextRequired, {
    label: 'Action card text',
    max: TEXT_MAX.long,
    multiline: true,
  }),
  action_card_button_text: requiredString(ThemeMessages.actionCardButtonTextRequired, {
    label: 'Button text',
    max: TEXT_MAX.name,
  }),
  image: imageChoice(ThemeMessages.actionCardImageRequired),
});
export type ActionCardForm = z.input<typeof ActionCardFormSchema>;

const optionalUrl = z
  .union([
    z.literal(''),
    z
      // Shown as links on the site: http(s) only, never javascript: or data:.
      .url({ protocol: /^https?$/, error: ThemeMessages.urlInvalid })
      .max(TEXT_MAX.url, { error: TextMessages.tooLong('URL', TEXT_MAX.url) }),
  ])
  .optional();

/** The broker contact details block. */
export const BrokerContactFormSchema = z.object({
  broker_name: requiredString(ThemeMessages.brokerNameRequired, {
    label: 'Name',
    max: TEXT_MAX.name,
  }),
  broker_email: requiredEmail(ThemeMessages.brokerEmailRequired, ThemeMessages.brokerEmailValid),
  broker_office_number: requiredString(ThemeMessages.brokerOfficeRequired, {
    label: 'Office number',
    max: TEXT_MAX.phone,
  }),
  broker_mobile_number: requiredString(ThemeMessages.brokerMobileRequired, {
    label: 'Mobile number',
    max: TEXT_MAX.phone,
  }),
  broker_facebook_url: optionalUrl,
  broker_linkedin_url: optionalUrl,
  broker_instagram_url: optionalUrl,
});
export type BrokerContactForm = z.input<typeof BrokerContactFormSchema>;
export const BROKER_CONTACT_KEYS = Object.keys(
  BrokerContactFormSchema.shape,
) as (keyof BrokerContactForm)[];

/* ------------------------------------------------------------------------------------------ */
/* Properties                                                                                 */
/* ------------------------------------------------------------------------------------------ */

export const PropertyMessages = {
  roomsRequired: 'Rooms, Beds, and baths are mandatory fields',
  priceRequired: 'Price is a mandatory field',
  descriptionRequired: 'Description is a mandatory field',
  addressRequired: 'Property address is mandatory',
  imageRequired: 'Property must have at least one image',
  locationRequired: 'The property address is required',
  /** The typed address was not found: the broker fixes it or places the pin by hand. */
  addressNotFound:
    'This address could not be found. Check it, or click the property’s place on the map.',
  markSold: 'Mark property as sold',
  addNew: 'Add New Property',
  featured: 'Featured',
} as const;

export const PROPERTY_TYPES = [
  'house',
  'cottage',
  'condominium',
  'duplex',
  'triplex',
  'quadruplex',
  'quintuplex',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_SALE_TYPES = ['Sale', 'Rent'] as const;
export type PropertySaleType = (typeof PROPERTY_SALE_TYPES)[number];
export const DEFAULT_PROPERTY_SALE_TYPE: PropertySaleType = 'Sale';

export const PROPERTY_ITEM_KEYS = [
  'property_type',
  'property_sale_type',
  'price',
  'year_built',
  'move_in_date',
  'pool',
  'additional_features',
  'description',
  'use_of_property',
  'building_style',
  'lot_area',
  'number_of_units',
  'residential_units',
  'main_unit',
  'potential_gross_revenue',
  'num_of_rooms',
  'num_of_beds',
  'num_of_baths',
  'parking_total',
  'condominium_type',
  'gross_area',
  'living_area',
  'gmaps_full_address',
  'gmaps_place_id',
  'gmaps_longitude',
  'gmaps_latitude',
  'image',
  /** '1' once the property is sold: the site shows a Sold badge. */
  'sold',
] as const;
export type PropertyItemKey = (typeof PROPERTY_ITEM_KEYS)[number];

/** Long free text is stored as `text`; every other item as `string`. */
export const PROPERTY_TEXT_KEYS: readonly PropertyItemKey[] = [
  'description',
  'additional_features',
];

export function propertyItemDataType(key: PropertyItemKey): ItemDataType {
  return PROPERTY_TEXT_KEYS.includes(key) ? 'text' : 'string';
}

/** The field groups of the property dialog. */
export const PROPERTY_FIELD_GROUPS = {
  common: ['price', 'year_built', 'move_in_date', 'pool', 'additional_features', 'description'],
  rooms: ['num_of_rooms', 'num_of_beds', 'num_of_baths'],
  house: ['building_style', 'lot_area', 'parking_total'],
  cottage: ['building_style', 'living_area', 'parking_total'],
  condominium: ['condominium_type', 'gross_area'],
  multiUnit: [
    'use_of_property',
    'number_of_units',
    'residential_units',
    'main_unit',
    'potential_gross_revenue',
  ],
  location: ['gmaps_full_address', 'gmaps_place_id', 'gmaps_longitude', 'gmaps_latitude'],
} as const satisfies Record<string, readonly PropertyItemKey[]>;

/** Single-dwelling types show rooms/beds/baths and their own specifics; the rest are multi-unit. */
export const PROPERTY_FIELD_SETS: Record<PropertyType, readonly PropertyItemKey[]> = {
  house: [...PROPERTY_FIELD_GROUPS.rooms, ...PROPERTY_FIELD_GROUPS.house],
  cottage: [...PROPERTY_FIELD_GROUPS.rooms, ...PROPERTY_FIELD_GROUPS.cottage],
  condominium: [...PROPERTY_FIELD_GROUPS.rooms, ...PROPERTY_FIELD_GROUPS.condominium],
  duplex: PROPERTY_FIELD_GROUPS.multiUnit,
  triplex: PROPERTY_FIELD_GROUPS.multiUnit,
  quadruplex: PROPERTY_FIELD_GROUPS.multiUnit,
  quintuplex: PROPERTY_FIELD_GROUPS.multiUnit,
};

export function hasRoomFields(type: PropertyType): boolean {
  return type === 'house' || type === 'cottage' || type === 'condominium';
}

/** The fields a property of this type shows: its own set followed by the common fields. */
export function propertyFeatureKeys(type: PropertyType): PropertyItemKey[] {
  return [...PROPERTY_FIELD_SETS[type], ...PROPERTY_FIELD_GROUPS.common];
}

/** Every field that depends on the property type or sale type. */
export const PROPERTY_FEATURE_KEYS = [
  ...new Set([...Object.values(PROPERTY_FIELD_SETS).flat(), ...PROPERTY_FIELD_GROUPS.common]),
] as readonly Exclude<PropertyItemKey, 'property_type' | 'image'>[];

/** Whether a property is marked as sold (its `sold` item is '1'). */
export function isPropertySold(entity: Pick<BusinessThemeEntity, 'items'>): boolean {
  return itemValue(entity, 'sold') === '1';
}

/** Property dialog values: item key -> text, images apart. */
export type PropertyValues = Partial<Record<Exclude<PropertyItemKey, 'image'>, string>> & {
  property_type: PropertyType;
};

/**
 * Changing the property type or sale type resets the feature fields: blank for a new property,
 * back to the stored values when editing one.
 */
export function resetPropertyFeatures(
  values: PropertyValues,
  stored?: Partial<Record<PropertyItemKey, string>>,
): PropertyValues {
  const reset: PropertyValues = { ...values };
  for (const key of PROPERTY_FEATURE_KEYS) reset[key] = stored?.[key] ?? '';
  return reset;
}

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/** The first reason a property cannot be submitted, in the order the dialog checks them; null when it can. */
export function validateProperty(values: PropertyValues, imageCount: number): string | null {
  if (
    hasRoomFields(values.property_type) &&
    PROPERTY_FIELD_GROUPS.rooms.some((key) => blank(values[key]))
  ) {
    return PropertyMessages.roomsRequired;
  }
  if (blank(values.price)) return PropertyMessages.priceRequired;
  if (blank(values.description)) return PropertyMessages.descriptionRequired;
  if (blank(values.gmaps_full_address) || blank(values.gmaps_place_id)) {
    return PropertyMessages.addressRequired;
  }
  if (imageCount < 1) return PropertyMessages.imageRequired;
  return null;
}

/* ------------------------------------------------------------------------------------------ */
/* What the server accepts                                                                    */
/* ------------------------------------------------------------------------------------------ */

/**
 * The public site's page carries every block with all its items (GET site/{subdomain}), so
 * what a business can put there is capped: blocks of a repeatable type per site and theme,
 * images per block, characters per item (`themeItemMaxLength`) and theme images per business.
 * Filled to every cap with ASCII text, the page stays near half a megabyte of JSON.
 */
export const THEME_BLOCK_CAPS = { Property: 40, action_card: 12, neighbourhood: 12 } as const;
export type RepeatableThemeEntityType = keyof typeof THEME_BLOCK_CAPS;
const THEME_BLOCK_PLURALS: Record<RepeatableThemeEntityType, string> = {
  Property: 'properties',
  action_card: 'action cards',
  neighbourhood: 'neighbourhoods',
};
export const THEME_BLOCK_IMAGES_MAX = 10;
export const THEME_IMAGES_MAX = 20;

const THEME_ITEM_LENGTHS: Readonly<Record<string, number>> = {
  description: 2000,
  about_me_text: 2000,
  neighbourhood_text: 2000,
  action_card_text: 2000,
  additional_features: 500,
  image: TEXT_MAX.url,
  action_card_image: TEXT_MAX.url,
  broker_facebook_url: TEXT_MAX.url,
  broker_linkedin_url: TEXT_MAX.url,
  broker_instagram_url: TEXT_MAX.url,
  gmaps_full_address: TEXT_MAX.short,
  gmaps_place_id: TEXT_MAX.short,
  broker_email: TEXT_MAX.short,
};
/** Figures, names and labels: a price, a year, a building style, a button's text. */
const THEME_ITEM_DEFAULT_LENGTH = 100;

/** A block's keys with the French versions of its texts. */
const withFrench = (keys: readonly string[]): readonly string[] => [
  ...keys,
  ...THEME_FRENCH_TEXT_KEYS.filter((key) => keys.includes(key)).map(frenchItemKey),
];

/**
 * The most characters an item of `key` holds (the database checks the same figures); a French
 * text holds as much as its English.
 */
export function themeItemMaxLength(key: string): number {
  const text = englishItemKeyOf(key) ?? key;
  return THEME_ITEM_LENGTHS[text] ?? THEME_ITEM_DEFAULT_LENGTH;
}

/**
 * What a typed property lacks once an items call is saved (its items merged with the stored
 * ones), by key: the dialog's rooms, beds, baths and price rules, which the server keeps too.
 * The description and the images come in later calls of the same save, so only the dialog
 * holds them back.
 */
export function missingPropertyItems(
  items: Readonly<Record<string, string | undefined>>,
): Record<string, string[]> {
  const type = items.property_type;
  if (!(PROPERTY_TYPES as readonly string[]).includes(type ?? '')) return {};
  const missing: Record<string, string[]> = {};
  if (hasRoomFields(type as PropertyType)) {
    for (const key of PROPERTY_FIELD_GROUPS.rooms) {
      if (blank(items[key])) missing[key] = [PropertyMessages.roomsRequired];
    }
  }
  if (blank(items.price)) missing.price = [PropertyMessages.priceRequired];
  return missing;
}

export const ThemeEntityMessages = {
  kindMismatch: 'This type of block does not belong to that group.',
  singleBlockExists: 'Your site already has this block: update it instead.',
  unknownTheme: 'Choose one of the themes offered.',
  unknownItemKey: (key: string) => `"${key}" is not a field of this block.`,
  propertyTypeInvalid: `The property type must be one of ${PROPERTY_TYPES.join(', ')}.`,
  propertyTypeFirst: 'Choose the property type before its features.',
  saleTypeInvalid: `The sale type must be ${PROPERTY_SALE_TYPES.join(' or ')}.`,
  soldInvalid: 'Sold must be 1 (sold) or 0 (for sale).',
  imageByUpload: 'Images are added by uploading them (file/upload).',
  tooManyBlocks: (type: RepeatableThemeEntityType) =>
    `Your site holds at most ${THEME_BLOCK_CAPS[type]} ${THEME_BLOCK_PLURALS[type]}: remove one before adding another.`,
  blockCapReached:
    'Your site holds as many of these blocks as it can: remove one before adding another.',
  tooManyImages: `A block holds at most ${THEME_BLOCK_IMAGES_MAX} images: remove one before adding another.`,
  tooManyThemeImages: `Your site holds at most ${THEME_IMAGES_MAX} theme images: remove one before adding another.`,
} as const;

/** The blocks a site has at most one of; the others (cards, neighbourhoods, properties) repeat. */
export const REPEATABLE_THEME_ENTITY_TYPES: readonly ThemeEntityType[] = [
  'action_card',
  'neighbourhood',
  'Property',
];

/** Whether `type` is a type of `group` (THEME_ENTITY_KINDS). */
export function isThemeEntityKind(group: string, type: string): boolean {
  return Object.values(THEME_ENTITY_KINDS).some(
    (kind) => kind.group === group && kind.type === type,
  );
}

/** The item keys each block takes, images included (they arrive by upload). */
export const THEME_ITEM_KEYS_BY_TYPE: Record<ThemeEntityType, readonly string[]> = {
  action_card: withFrench([
    'action_card_text',
    'action_card_button_text',
    'action_card_image',
    'image',
  ]),
  about_me: withFrench(['about_me_text']),
  neighbourhood_text: withFrench(['neighbourhood_text']),
  neighbourhood: withFrench(['neighbourhood_text', 'image']),
  neighbourhood_image_1: ['image'],
  neighbourhood_image_2: ['image'],
  agent_photo: ['image'],
  header_image: ['image'],
  Property: withFrench(PROPERTY_ITEM_KEYS),
  contact: BROKER_CONTACT_KEYS,
};

const PROPERTY_ALWAYS_KEYS: readonly string[] = [
  'property_type',
  'property_sale_type',
  'sold',
  ...PROPERTY_FIELD_GROUPS.location,
];

/**
 * What is wrong with items sent for a block of `type`, by key (empty when nothing is). A
 * property takes the fields of its type only (`storedPropertyType` when the items do not
 * change it); the broker contact is checked with its form's rules.
 */
export function themeItemProblems(
  type: ThemeEntityType,
  items: Readonly<Record<string, string>>,
  storedPropertyType?: string,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (key: string, message: string) => (problems[key] ??= []).push(message);
  const allowed = THEME_ITEM_KEYS_BY_TYPE[type];
  for (const [key, value] of Object.entries(items)) {
    if (!allowed.includes(key)) add(key, ThemeEntityMessages.unknownItemKey(key));
    else if (key === THEME_ITEM_KEYS.image) add(key, ThemeEntityMessages.imageByUpload);
    else if (value.length > themeItemMaxLength(key))
      add(key, TextMessages.tooLong(key, themeItemMaxLength(key)));
  }
  if (type === 'Property') {
    const propertyType = items.property_type ?? storedPropertyType;
    const known = (PROPERTY_TYPES as readonly string[]).includes(propertyType ?? '');
    if (items.property_type !== undefined && !known)
      add('property_type', ThemeEntityMessages.propertyTypeInvalid);
    const features = known ? propertyFeatureKeys(propertyType as PropertyType) : [];
    for (const key of Object.keys(items)) {
      if (problems[key] || PROPERTY_ALWAYS_KEYS.includes(key)) continue;
      if (!known) add(key, ThemeEntityMessages.propertyTypeFirst);
      // A French text goes with its English field (the description, for every type).
      else if (!(features as readonly string[]).includes(englishItemKeyOf(key) ?? key))
        add(key, ThemeEntityMessages.unknownItemKey(key));
    }
    const sale = items.property_sale_type;
    if (sale !== undefined && !(PROPERTY_SALE_TYPES as readonly string[]).includes(sale)) {
      add('property_sale_type', ThemeEntityMessages.saleTypeInvalid);
    }
    if (items.sold !== undefined && items.sold !== '0' && items.sold !== '1') {
      add('sold', ThemeEntityMessages.soldInvalid);
    }
  }
  if (type === 'contact') {
    const checked = BrokerContactFormSchema.partial().safeParse(items);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const key = String(issue.path[0] ?? 'items');
        if (!problems[key]) add(key, issue.message);
      }
    }
  }
  return problems;
}
