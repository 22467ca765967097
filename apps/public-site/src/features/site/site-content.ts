import type { BusinessThemeEntity, PublicAddress, PublicSite } from '@rendezvous/domain';

/*
 * Reading a site's payload. Only types come from @rendezvous/domain here: its schema modules
 * would bring zod into the first page load (see the bundle budget in docs/decisions.md).
 */

/** The real-estate theme (themes 1 and 2 are for every business). */
export const REAL_ESTATE_THEME_ID = 3;

/** The block types of the real-estate theme (THEME_ENTITY_KINDS in the domain). */
export type BlockType =
  | 'action_card'
  | 'about_me'
  | 'neighbourhood_text'
  | 'neighbourhood_image_1'
  | 'neighbourhood_image_2'
  | 'agent_photo'
  | 'header_image'
  | 'Property'
  | 'contact';

export function addressLine(address: PublicAddress): string {
  if (address.gmaps_full_address && address.hide_address !== 1) return address.gmaps_full_address;
  const street = address.hide_address === 1 ? [] : [address.address_line_1, address.address_line_2];
  return [...street, address.city, address.postal_code].filter(Boolean).join(', ');
}

/** Whether a business setting is on; one the business never saved counts as on. */
export function settingOn(site: PublicSite, code: string): boolean {
  const setting = site.business.settings.find((s) => s.setting_code === code);
  return setting ? setting.is_active === 1 : true;
}

/** A service's price for the site, or null when the business hides it. */
export function visiblePrice(
  site: PublicSite,
  service: { price: number | null; show_price?: boolean },
): number | null {
  if (!settingOn(site, 'show_prices') || service.show_price === false) return null;
  return service.price;
}

export function itemValue(entity: BusinessThemeEntity, key: string): string | undefined {
  return entity.items.find((item) => item.key === key)?.value ?? undefined;
}

/** Every value of a repeated key (a property's images), in item order. */
export function itemValues(entity: BusinessThemeEntity, key: string): string[] {
  return entity.items.filter((i) => i.key === key && i.value).map((i) => i.value!);
}

/** The blocks of one type, in their order. */
export function blocksOf(site: PublicSite, type: BlockType): BusinessThemeEntity[] {
  return site.theme_entities.filter((e) => e.type === type).sort((a, b) => a.order - b.order);
}

/** The value of a key in the first block of a type. */
export function blockValue(site: PublicSite, type: BlockType, key: string): string | undefined {
  const block = blocksOf(site, type)[0];
  return block ? itemValue(block, key) : undefined;
}

const TRUE = new Set(['1', 'true', 'yes', 'sold']);

/** A property marked as sold in the editor. */
export function isSold(entity: BusinessThemeEntity): boolean {
  return ['sold', 'is_sold'].some((key) => TRUE.has((itemValue(entity, key) ?? '').toLowerCase()));
}

/** A typed amount in dollars ("450000", "1 250,50") as cents, or null. */
export function dollarsToCents(text: string | undefined): number | null {
  if (!text) return null;
  const value = Number(text.replace(/[\s$,]/g, ''));
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}
