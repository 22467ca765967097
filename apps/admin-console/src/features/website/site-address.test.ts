import { describe, expect, it } from 'vitest';
import { formatPropertyPrice, mapPlaceId } from './editor/property-fields';
import { sitePathUrl, siteUrl } from './site-address';

describe('site addresses', () => {
  it("puts the business's subdomain before the site domain, on the console's protocol and port", () => {
    expect(siteUrl('maison', 'rendezvous.ca', { protocol: 'https:', port: '' })).toBe(
      'https://maison.rendezvous.ca/',
    );
    expect(siteUrl('maison', 'rendezvous.localhost', { protocol: 'http:', port: '3000' })).toBe(
      'http://maison.rendezvous.localhost:3000/',
    );
  });

  it("offers the same site under the console's own address", () => {
    expect(sitePathUrl('maison', 'http://127.0.0.1:3000')).toBe(
      'http://127.0.0.1:3000/site/maison',
    );
  });
});

describe('property fields', () => {
  it('shows prices in CA$, and text that is no number as typed', () => {
    expect(formatPropertyPrice('650000')).toBe('CA$650,000');
    expect(formatPropertyPrice('1,250,000')).toBe('CA$1,250,000');
    expect(formatPropertyPrice('On request')).toBe('On request');
    expect(formatPropertyPrice(undefined)).toBe('');
  });

  it('names a point chosen on the map', () => {
    expect(mapPlaceId(45.5, -73.57)).toBe('map:45.500000,-73.570000');
  });
});
