import { formatWholeDollars, type PropertyItemKey, type PropertyType } from '@rendezvous/domain';

/** The property dialog's label of each field. */
export const PROPERTY_FIELD_LABELS: Partial<Record<PropertyItemKey, string>> = {
  price: 'Price (CA$)',
  year_built: 'Year built',
  move_in_date: 'Move-in date',
  pool: 'Pool',
  additional_features: 'Additional features',
  description: 'Description',
  use_of_property: 'Use of property',
  building_style: 'Building style',
  lot_area: 'Lot area (sq ft)',
  number_of_units: 'Number of units',
  residential_units: 'Residential units',
  main_unit: 'Main unit',
  potential_gross_revenue: 'Potential gross revenue (CA$)',
  num_of_rooms: 'Rooms',
  num_of_beds: 'Beds',
  num_of_baths: 'Baths',
  parking_total: 'Parking spaces',
  condominium_type: 'Condominium type',
  gross_area: 'Gross area (sq ft)',
  living_area: 'Living area (sq ft)',
};

/** Fields holding a number, typed on a numeric keyboard. */
export const NUMERIC_PROPERTY_FIELDS: readonly PropertyItemKey[] = [
  'price',
  'year_built',
  'lot_area',
  'number_of_units',
  'residential_units',
  'potential_gross_revenue',
  'num_of_rooms',
  'num_of_beds',
  'num_of_baths',
  'parking_total',
  'gross_area',
  'living_area',
];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  house: 'House',
  cottage: 'Cottage',
  condominium: 'Condominium',
  duplex: 'Duplex',
  triplex: 'Triplex',
  quadruplex: 'Quadruplex',
  quintuplex: 'Quintuplex',
};

/** The item that marks a property as sold ('1') or not ('0'); the site shows a Sold badge. */
export const SOLD_KEY = 'sold';

/** The place id of a point chosen on the map (there is no geocoder's place behind it). */
export function mapPlaceId(latitude: number, longitude: number): string {
  return `map:${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}

/** A property's price as CA$, or the text as typed when it is not a number. */
export function formatPropertyPrice(price: string | undefined): string {
  if (!price) return '';
  const amount = Number(price.replace(/[\s,$]|CA/g, ''));
  return Number.isFinite(amount) ? formatWholeDollars(amount) : price;
}
