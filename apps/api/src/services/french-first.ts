import { THEME_FRENCH_TEXT_KEYS } from '@rendezvous/domain';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  businessThemeEntities,
  businessThemeEntityItems,
  serviceCategories,
  services,
} from '../db/schema';

/** The business texts a French-first site shows: each with its English and French. */
interface BusinessTexts {
  /** The theme the site is drawn with: its blocks' texts are shown. */
  theme_id: number | null;
  short_description: string | null;
  long_description: string | null;
  short_description_fr?: string | null;
  long_description_fr?: string | null;
}

const blank = (text: string | null | undefined) => !text?.trim();
/** A French column left empty where its English is written. */
const frenchMissing = (
  english: Parameters<typeof isNull>[0],
  french: Parameters<typeof isNull>[0],
) => and(sql`btrim(${english}) <> ''`, or(isNull(french), sql`btrim(${french}) = ''`));

/**
 * Whether a French-first business (default language fr-CA) is missing a French text its site
 * would show: a description, a service's name or description, a category's name, a text of
 * its theme's blocks (an action card, "About me", a property's description...), wherever the
 * English one is written. Such a site may not go live until it is complete, because its
 * visitors read French first (Quebec's Charter of the French language).
 */
export async function missingFrenchText(
  db: Db,
  businessId: number,
  business: BusinessTexts,
): Promise<boolean> {
  if (
    (!blank(business.short_description) && blank(business.short_description_fr)) ||
    (!blank(business.long_description) && blank(business.long_description_fr))
  ) {
    return true;
  }
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.business_id, businessId),
        or(
          frenchMissing(services.name, services.name_fr),
          frenchMissing(services.description, services.description_fr),
        ),
      ),
    )
    .limit(1);
  if (service) return true;
  const [category] = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(
      and(
        eq(serviceCategories.business_id, businessId),
        frenchMissing(serviceCategories.name, serviceCategories.name_fr),
      ),
    )
    .limit(1);
  if (category) return true;
  if (business.theme_id === null) return false;
  const [block] = await db
    .select({ id: businessThemeEntityItems.id })
    .from(businessThemeEntityItems)
    .innerJoin(
      businessThemeEntities,
      eq(businessThemeEntities.id, businessThemeEntityItems.business_theme_entity_id),
    )
    .where(
      and(
        eq(businessThemeEntities.business_id, businessId),
        eq(businessThemeEntities.theme_id, business.theme_id),
        inArray(businessThemeEntityItems.key, [...THEME_FRENCH_TEXT_KEYS]),
        sql`btrim(${businessThemeEntityItems.value}) <> ''`,
        // Its French sibling (`<key>_fr` on the same block), written.
        sql`not exists (select 1 from ${businessThemeEntityItems} as french
          where french.business_theme_entity_id = ${businessThemeEntityItems.business_theme_entity_id}
          and french.key = ${businessThemeEntityItems.key} || '_fr' and btrim(french.value) <> '')`,
      ),
    )
    .limit(1);
  return block !== undefined;
}
