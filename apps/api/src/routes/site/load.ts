import { WEEK_DAYS, reviewStatsFromCounts, type PublicSite } from '@rendezvous/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { businesses } from '../../db/schema';
import {
  addresses,
  admins,
  businessSettings,
  businessThemeEntities,
  businessThemeEntityItems,
  consultantServices,
  consultants,
  days,
  reviews,
  serviceCategories,
  services,
  themeImages,
} from '../../db/schema';

type BusinessRow = typeof businesses.$inferSelect;

/** The published reviews of a business, counted per rating. */
export async function loadReviewStats(
  db: Db,
  businessId: number,
): Promise<PublicSite['review_stats']> {
  const rows = await db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(and(eq(reviews.business_id, businessId), eq(reviews.status, 'published')))
    .groupBy(reviews.rating);
  return reviewStatsFromCounts(rows);
}

/**
 * Everything the public website of `business` shows, drawn with `themeId`. The parts are
 * independent queries, sent together; nothing private leaves (no staff e-mail or phone, no
 * street where the business hides it, no price the business hides).
 */
export async function loadSite(
  db: Db,
  business: BusinessRow,
  themeId: number | null,
): Promise<PublicSite> {
  const id = business.id;
  const [
    addressRows,
    dayRows,
    workDayRows,
    settingRows,
    imageRows,
    serviceRows,
    consultantRows,
    offerRows,
    entityRows,
    stats,
  ] = await Promise.all([
    db
      .select()
      .from(addresses)
      .where(and(eq(addresses.business_id, id), eq(addresses.addressable_type, 'business')))
      .orderBy(asc(addresses.id)),
    db.select().from(days).where(eq(days.business_id, id)).orderBy(asc(days.id)),
    db
      .select({ consultant_id: days.consultant_id, day: days.day })
      .from(days)
      .innerJoin(consultants, eq(consultants.id, days.consultant_id))
      .where(and(eq(consultants.business_id, id), eq(days.is_active, 1)))
      .orderBy(asc(days.id)),
    db
      .select({
        setting_code: businessSettings.setting_code,
        is_active: businessSettings.is_active,
      })
      .from(businessSettings)
      .where(eq(businessSettings.business_id, id))
      .orderBy(asc(businessSettings.id)),
    db
      .select({
        id: themeImages.id,
        business_id: themeImages.business_id,
        image_url: themeImages.image_url,
        order: themeImages.order,
      })
      .from(themeImages)
      .where(eq(themeImages.business_id, id))
      .orderBy(asc(themeImages.order), asc(themeImages.id)),
    db
      .select({
        service: services,
        category_name: serviceCategories.name,
        category_name_fr: serviceCategories.name_fr,
      })
      .from(services)
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.service_category_id))
      .where(eq(services.business_id, id))
      .orderBy(asc(serviceCategories.name), asc(services.name), asc(services.id)),
    db
      .select({
        id: consultants.id,
        admin_id: consultants.admin_id,
        firstname: admins.firstname,
        lastname: admins.lastname,
        full_name: admins.full_name,
        image_url: admins.image_url,
        is_away: admins.is_away,
      })
      .from(consultants)
      .innerJoin(admins, eq(admins.id, consultants.admin_id))
      .where(and(eq(consultants.business_id, id), eq(admins.is_active, 1)))
      .orderBy(asc(admins.firstname), asc(admins.lastname), asc(consultants.id)),
    db
      .select()
      .from(consultantServices)
      .where(eq(consultantServices.business_id, id))
      .orderBy(asc(consultantServices.name), asc(consultantServices.id)),
    themeId === null
      ? Promise.resolve([])
      : db
          .select({
            id: businessThemeEntities.id,
            business_id: businessThemeEntities.business_id,
            theme_id: businessThemeEntities.theme_id,
            type: businessThemeEntities.type,
            group: businessThemeEntities.group,
            order: businessThemeEntities.order,
          })
          .from(businessThemeEntities)
          .where(
            and(
              eq(businessThemeEntities.business_id, id),
              eq(businessThemeEntities.theme_id, themeId),
            ),
          )
          .orderBy(asc(businessThemeEntities.order), asc(businessThemeEntities.id)),
    loadReviewStats(db, id),
  ]);

  const itemRows = entityRows.length
    ? await db
        .select({
          id: businessThemeEntityItems.id,
          business_theme_entity_id: businessThemeEntityItems.business_theme_entity_id,
          key: businessThemeEntityItems.key,
          value: businessThemeEntityItems.value,
          data_type: businessThemeEntityItems.data_type,
        })
        .from(businessThemeEntityItems)
        .where(
          inArray(
            businessThemeEntityItems.business_theme_entity_id,
            entityRows.map((e) => e.id),
          ),
        )
        .orderBy(asc(businessThemeEntityItems.id))
    : [];

  // The business-wide switch hides every price; each service may hide its own.
  const pricesShown = settingRows.find((s) => s.setting_code === 'show_prices')?.is_active !== 0;
  const serviceById = new Map(serviceRows.map((r) => [r.service.id, r.service]));
  const priceOf = (serviceId: number, cents: number) =>
    pricesShown && serviceById.get(serviceId)?.show_price ? cents : null;

  const offersByConsultant = new Map<number, PublicSite['consultants'][number]['services']>();
  for (const offer of offerRows) {
    const service = serviceById.get(offer.service_id);
    if (!service) continue;
    const useLength = offer.use_business_appointment_length;
    const list = offersByConsultant.get(offer.consultant_id) ?? [];
    list.push({
      id: offer.id,
      service_id: offer.service_id,
      name: service.name,
      name_fr: service.name_fr,
      description:
        offer.use_business_description || offer.description === null
          ? service.description
          : offer.description,
      // A consultant's own description is theirs, in the one language they wrote it in.
      description_fr:
        offer.use_business_description || offer.description === null
          ? service.description_fr
          : null,
      image_url: offer.image_url ?? service.image_url,
      price: priceOf(service.id, offer.use_business_price ? service.price : offer.price),
      appointment_length_decider: useLength
        ? service.appointment_length_decider
        : offer.appointment_length_decider,
      appointment_length: useLength ? service.appointment_length : offer.appointment_length,
      minimum_appointment_length: useLength
        ? service.minimum_appointment_length
        : offer.minimum_appointment_length,
      maximum_appointment_length: useLength
        ? service.maximum_appointment_length
        : offer.maximum_appointment_length,
    });
    offersByConsultant.set(offer.consultant_id, list);
  }

  // Only a consultant who offers a service and works some day can be booked: the others are
  // not shown yet (a new colleague appears once set up), and neither is a service that no
  // shown consultant offers.
  const workDays = new Map<number, PublicSite['consultants'][number]['work_days']>();
  for (const row of workDayRows) {
    if (row.consultant_id === null) continue;
    workDays.set(row.consultant_id, [...(workDays.get(row.consultant_id) ?? []), row.day]);
  }
  const listed = consultantRows.filter(
    (c) => (offersByConsultant.get(c.id)?.length ?? 0) > 0 && (workDays.get(c.id)?.length ?? 0) > 0,
  );
  const offeredServiceIds = new Set(
    listed.flatMap((c) => offersByConsultant.get(c.id)!.map((offer) => offer.service_id)),
  );

  const itemsByEntity = new Map<number, typeof itemRows>();
  for (const item of itemRows) {
    const list = itemsByEntity.get(item.business_theme_entity_id) ?? [];
    list.push(item);
    itemsByEntity.set(item.business_theme_entity_id, list);
  }

  return {
    business: {
      id,
      name: business.name,
      email: business.email,
      phone_number: business.phone_number,
      short_description: business.short_description,
      long_description: business.long_description,
      short_description_fr: business.short_description_fr,
      long_description_fr: business.long_description_fr,
      logo_url: business.logo_url,
      subdomain: business.subdomain,
      theme_id: themeId,
      time_zone: business.time_zone,
      is_live: business.is_live as 0 | 1,
      online_series_max: business.online_series_max,
      default_language: business.default_language,
      addresses: addressRows.map((a) => {
        const hidden = a.hide_address === 1;
        return {
          id: a.id,
          address_line_1: hidden ? null : a.address_line_1,
          address_line_2: hidden ? null : a.address_line_2,
          city: a.city,
          postal_code: hidden ? null : a.postal_code,
          country_id: a.country_id,
          state_id: a.state_id,
          hide_address: a.hide_address as 0 | 1,
          gmaps_full_address: hidden ? null : a.gmaps_full_address,
          gmaps_latitude: hidden ? null : a.gmaps_latitude,
          gmaps_longitude: hidden ? null : a.gmaps_longitude,
          gmaps_place_id: hidden ? null : a.gmaps_place_id,
        };
      }),
      days: dayRows.map((d) => ({
        id: d.id,
        business_id: id,
        day: d.day,
        is_active: d.is_active as 0 | 1,
        work_start_time: d.work_start_time,
        work_end_time: d.work_end_time,
        has_breaks: d.has_breaks as 0 | 1,
        break_start_time: d.break_start_time,
        break_end_time: d.break_end_time,
      })),
      settings: settingRows.map((s) => ({
        setting_code: s.setting_code,
        is_active: s.is_active as 0 | 1,
      })),
    },
    theme_images: imageRows,
    services: serviceRows
      .filter(({ service }) => offeredServiceIds.has(service.id))
      .map(({ service: s, category_name, category_name_fr }) => ({
        id: s.id,
        name: s.name,
        name_fr: s.name_fr,
        description: s.description,
        description_fr: s.description_fr,
        image_url: s.image_url,
        service_category_id: s.service_category_id,
        service_category_name: category_name,
        service_category_name_fr: category_name_fr,
        show_price: pricesShown && s.show_price,
        price: priceOf(s.id, s.price),
        is_subscription: s.is_subscription,
        appointment_length_decider: s.appointment_length_decider,
        appointment_length: s.appointment_length,
        minimum_appointment_length: s.minimum_appointment_length,
        maximum_appointment_length: s.maximum_appointment_length,
      })),
    consultants: listed.map((c) => ({
      id: c.id,
      admin_id: c.admin_id,
      firstname: c.firstname,
      lastname: c.lastname,
      full_name: c.full_name ?? `${c.firstname} ${c.lastname}`,
      image_url: c.image_url,
      is_away: c.is_away as 0 | 1,
      services: offersByConsultant.get(c.id) ?? [],
      work_days: WEEK_DAYS.filter((day) => workDays.get(c.id)!.includes(day)),
    })),
    theme_entities: entityRows.map((e) => ({ ...e, items: itemsByEntity.get(e.id) ?? [] })),
    review_stats: stats,
  };
}
