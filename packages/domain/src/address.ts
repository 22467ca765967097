import { z } from './zod';
import {
  FlagSchema,
  IdSchema,
  MorphClassSchema,
  requiredId,
  requiredString,
  singleLineText,
} from './common';
import { TEXT_MAX } from './constants';

export const AddressMessages = {
  addressLine1Required: 'Address line 1 is required',
  countryRequired: 'Country is required',
  stateRequired: 'Your state is required',
  cityRequired: 'Your city is required',
  postalCodeRequired: 'Your postal code is required',
  unableToValidate: 'Unable to validate address. Please ensure address provided is correct!',
  processingError: 'An error occurred while processing the address',
  formIncomplete: 'Missing mandatory fields for business address form',
  saved: 'Address has been successfully updated or added!',
  deleted: 'Address deleted!',
  lastAddress: 'A business must keep at least one address',
  stateNotInCountry: 'Choose a state of the selected country',
  businessOnly: 'Addresses can only be added to a business here',
} as const;

/** POST geocode: an address as typed on one line (a property's), to be placed on the map. */
export const GeocodeInputSchema = z.object({
  address: z
    .string()
    .trim()
    .min(1, { error: 'Enter an address' })
    .max(TEXT_MAX.short, { error: `Enter at most ${TEXT_MAX.short} characters` }),
});
export type GeocodeInput = z.infer<typeof GeocodeInputSchema>;

/** Where the geocoder placed an address. */
export const GeocodedPlaceSchema = z.object({
  formatted_address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  place_id: z.string(),
});
export type GeocodedPlace = z.infer<typeof GeocodedPlaceSchema>;

/** GET geocode/suggestions: what the person has typed so far, and where to look. */
export const AddressSuggestionQuerySchema = z.object({
  q: singleLineText({ label: 'Search', max: 200 }).refine((text) => text.length >= 3, {
    error: 'Type at least 3 characters',
  }),
  /** ISO 3166-1 alpha-2; the business's address country (else Canada) when absent. */
  country: z
    .string()
    .max(2, { error: 'Choose a country' })
    .regex(/^[A-Za-z]{2}$/, { error: 'Choose a country' })
    .transform((code) => code.toUpperCase())
    .optional(),
  /** @default 5 */
  limit: z.coerce.number().int().min(1).max(8).optional(),
});
export type AddressSuggestionQuery = z.input<typeof AddressSuggestionQuerySchema>;

/** One address the geocoder proposes for what was typed: its parts, ready to fill the form. */
export const AddressSuggestionSchema = z.object({
  formatted_address: z.string(),
  address_line_1: z.string(),
  city: z.string(),
  state: z.object({ name: z.string(), code: z.string() }),
  country: z.object({ name: z.string(), code: z.string() }),
  postal_code: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  place_id: z.string(),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestionSchema>;

export const AddressSchema = z.object({
  id: IdSchema,
  addressable_id: IdSchema,
  addressable_type: MorphClassSchema,
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  country_id: IdSchema,
  state_id: IdSchema,
  city: z.string(),
  postal_code: z.string(),
  hide_address: FlagSchema,
  gmaps_full_address: z.string().nullable(),
  gmaps_latitude: z.number().nullable(),
  gmaps_longitude: z.number().nullable(),
  gmaps_place_id: z.string().nullable(),
});
export type Address = z.infer<typeof AddressSchema>;

/** A suggestion's position, as the form sends it back: bounded like any input. */
export const ChosenPlaceSchema = z.object({
  formatted_address: singleLineText({ label: 'Formatted address', max: TEXT_MAX.short }).min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  place_id: singleLineText({ label: 'Place', max: TEXT_MAX.short }).min(1),
});
export type ChosenPlace = z.infer<typeof ChosenPlaceSchema>;

/** The address dialog. The gmaps_* fields are filled by the server's geocoding (or a chosen suggestion), not typed. */
export const AddressFormSchema = z.object({
  address_line_1: requiredString(AddressMessages.addressLine1Required, {
    label: 'Address line 1',
    max: TEXT_MAX.short,
  }),
  address_line_2: singleLineText({ label: 'Address line 2', max: TEXT_MAX.short })
    .nullable()
    .optional(),
  country_id: requiredId(AddressMessages.countryRequired),
  state_id: requiredId(AddressMessages.stateRequired),
  city: requiredString(AddressMessages.cityRequired, { label: 'City', max: TEXT_MAX.name }),
  postal_code: requiredString(AddressMessages.postalCodeRequired, {
    label: 'Postal code',
    max: TEXT_MAX.postalCode,
  }),
  hide_address: FlagSchema.optional(),
  /**
   * The geocoder's suggestion the person chose in "Search address", when the fields are still
   * as it filled them: saved as the address's position instead of geocoding the fields again.
   */
  place: ChosenPlaceSchema.optional(),
});
export type AddressForm = z.input<typeof AddressFormSchema>;
export type AddressFormValues = z.output<typeof AddressFormSchema>;

/** Body of POST addresses: the form plus what it belongs to. */
export const CreateAddressInputSchema = AddressFormSchema.extend({
  addressable_id: IdSchema,
  addressable_type: MorphClassSchema,
});
export type CreateAddressInput = z.infer<typeof CreateAddressInputSchema>;

/** Body of PUT addresses/{id}. */
export const UpdateAddressInputSchema = AddressFormSchema;
export type UpdateAddressInput = z.infer<typeof UpdateAddressInputSchema>;

/** The one-line form of an address, as sent to the geocoder and shown on cards. */
export function formatAddress(
  address: Pick<Address, 'address_line_1' | 'address_line_2' | 'city' | 'postal_code'>,
  names: { state?: string; country?: string } = {},
): string {
  return [
    address.address_line_1,
    address.address_line_2,
    address.city,
    names.state,
    address.postal_code,
    names.country,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** Deleting is disabled while a business has fewer than 2 addresses. */
export function canDeleteAddress(addresses: readonly unknown[]): boolean {
  return addresses.length >= 2;
}
