import {
  AddressMessages,
  AddressSchema,
  AddressSuggestionQuerySchema,
  AddressSuggestionSchema,
  AppError,
  CreateAddressInputSchema,
  ErrorCode,
  GeocodeInputSchema,
  GeocodedPlaceSchema,
  HttpMessages,
  IdParamSchema,
  MapConfigSchema,
  PropertyMessages,
  UpdateAddressInputSchema,
  type AddressFormValues,
} from '@rendezvous/domain';
import { isPlatformAdmin } from '@rendezvous/permissions';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { addresses, businesses, countries, states } from '../../db/schema';
import { createGeocodingGateway, type GeocodedPlace, type GeocodingGateway } from '../../gateways/geocoding';
import { ok } from '../../lib/http';
import { toWire } from '../../lib/wire';
import { requireAdmin } from '../../plugins/auth';
import { assertBusinessAccess } from '../business';
import { clock } from '../../lib/clock';

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, message: z.string().optional() });

const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.Validation, message, { [field]: [message] });

/**
 * Geocodes the address as typed, with the names of its state and country; answers where it is,
 * or refuses it (422) so that nothing unplaceable is ever saved. A suggestion the person chose
 * (the form's `place`) is where it is already: the state and country are still checked.
 */
async function locate(
  db: Db,
  geocoder: GeocodingGateway,
  request: FastifyRequest,
  form: AddressFormValues,
): Promise<GeocodedPlace> {
  const [place] = await db
    .select({
      state_name: states.name,
      state_code: states.code,
      country_name: countries.name,
      country_code: countries.code,
    })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.country_id))
    .where(and(eq(states.id, form.state_id), eq(states.country_id, form.country_id)))
    .limit(1);
  if (!place) {
    const [country] = await db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, form.country_id))
      .limit(1);
    throw country
      ? invalid('state_id', AddressMessages.stateNotInCountry)
      : invalid('country_id', AddressMessages.countryRequired);
  }
  // The person chose this place among the geocoder's own suggestions: no need to ask again.
  if (form.place) return form.place;
  const result = await geocoder.geocode({
    address_line_1: form.address_line_1,
    address_line_2: form.address_line_2,
    city: form.city,
    postal_code: form.postal_code,
    state: { name: place.state_name, code: place.state_code },
    country: { name: place.country_name, code: place.country_code },
  });
  if (result.status !== 'OK') {
    if (result.status === 'ERROR') {
      request.log.warn({ geocoder: geocoder.kind, reason: result.reason }, 'geocoding failed');
    }
    throw new AppError(ErrorCode.Validation, AddressMessages.unableToValidate);
  }
  const { status: _status, ...found } = result;
  return found;
}

const gmapsColumns = (place: GeocodedPlace) => ({
  gmaps_full_address: place.formatted_address,
  gmaps_latitude: place.latitude,
  gmaps_longitude: place.longitude,
  gmaps_place_id: place.place_id,
});

/** The form's fields as stored: empty optional text as null. */
const formColumns = (form: AddressFormValues) => ({
  address_line_1: form.address_line_1,
  address_line_2: form.address_line_2?.trim() ? form.address_line_2 : null,
  country_id: form.country_id,
  state_id: form.state_id,
  city: form.city,
  postal_code: form.postal_code,
  hide_address: form.hide_address ?? 0,
});

/** The address with this id that the request may change: of its business (any for a platform admin). */
async function findAddress(db: Db, request: FastifyRequest, id: number) {
  const admin = requireAdmin(request);
  const [address] = await db
    .select({ id: addresses.id, business_id: addresses.business_id })
    .from(addresses)
    .where(
      and(
        eq(addresses.id, id),
        isPlatformAdmin(admin) ? undefined : eq(addresses.business_id, request.businessId ?? 0),
      ),
    )
    .limit(1);
  if (!address) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
  return address;
}

/** Addresses of a business, each geocoded before it is saved; and what maps need to draw them. */
export default async function addressesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const geocoder = createGeocodingGateway(app.config);

  app.get(
    '/map-config',
    {
      config: { public: true },
      schema: {
        operationId: 'getMapConfig',
        tags: ['addresses'],
        summary: 'What the browser needs to draw maps: the tile URL (null offline) and attribution',
        response: { 200: envelope(MapConfigSchema) },
      },
    },
    async () =>
      ok({
        tile_url: app.config.MAP_TILE_URL ?? null,
        attribution: app.config.MAP_TILE_ATTRIBUTION,
        geocoder: geocoder.kind,
      }),
  );

  app.get(
    '/geocode/suggestions',
    {
      config: { permission: ['business', 'update'], rateLimited: true },
      schema: {
        operationId: 'suggestAddresses',
        tags: ['addresses'],
        summary:
          "Addresses matching what is typed so far (3 to 200 characters), in the given country or the business address's (Canada by default), each with its parts, for an address form's search field",
        querystring: AddressSuggestionQuerySchema,
        response: { 200: envelope(z.array(AddressSuggestionSchema).max(8)) },
      },
    },
    async (request, reply) => {
      await app.rateLimits.take(reply, 'geocodeSuggest');
      const { q, country, limit = 5 } = request.query;
      const businessId = request.businessId;
      const [home] =
        country || !businessId
          ? []
          : await app.db
              .select({ code: countries.code })
              .from(addresses)
              .innerJoin(countries, eq(countries.id, addresses.country_id))
              .where(eq(addresses.business_id, businessId))
              .limit(1);
      const result = await geocoder.suggest(q, country ?? home?.code ?? 'CA', limit);
      if (result.status !== 'OK') {
        request.log.warn(
          { geocoder: geocoder.kind, reason: result.reason },
          'address suggestions failed',
        );
        throw new AppError(ErrorCode.Validation, AddressMessages.processingError);
      }
      return ok(result.suggestions.slice(0, limit));
    },
  );

  app.post(
    '/geocode',
    {
      config: { permission: ['website-manager', 'update'] },
      schema: {
        operationId: 'geocodeAddress',
        tags: ['addresses'],
        summary:
          "Place an address typed on one line (a real-estate property's) on the map, in the country of the business's address (Canada by default); 422 when the geocoder does not find it",
        body: GeocodeInputSchema,
        response: { 200: envelope(GeocodedPlaceSchema) },
      },
    },
    async (request) => {
      const businessId = request.businessId;
      const [home] = businessId
        ? await app.db
            .select({ code: countries.code })
            .from(addresses)
            .innerJoin(countries, eq(countries.id, addresses.country_id))
            .where(eq(addresses.business_id, businessId))
            .limit(1)
        : [];
      const result = await geocoder.geocodeText(request.body.address, home?.code ?? 'CA');
      if (result.status !== 'OK') {
        if (result.status === 'ERROR') {
          request.log.warn({ geocoder: geocoder.kind, reason: result.reason }, 'geocoding failed');
        }
        throw invalid('address', PropertyMessages.addressNotFound);
      }
      const { status: _status, ...place } = result;
      return ok(place);
    },
  );

  app.post(
    '/addresses',
    {
      config: { permission: ['business', 'update'] },
      schema: {
        operationId: 'createAddress',
        tags: ['addresses'],
        summary: "Add an address to a business; saved only when the geocoder finds it",
        body: CreateAddressInputSchema,
        response: { 201: envelope(AddressSchema) },
      },
    },
    async (request, reply) => {
      const { addressable_id, addressable_type, ...form } = request.body;
      if (addressable_type !== 'business') {
        throw invalid('addressable_type', AddressMessages.businessOnly);
      }
      assertBusinessAccess(request, addressable_id);
      const [business] = await app.db
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.id, addressable_id))
        .limit(1);
      if (!business) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      const place = await locate(app.db, geocoder, request, form);
      const [created] = await app.db
        .insert(addresses)
        .values({
          ...formColumns(form),
          ...gmapsColumns(place),
          business_id: business.id,
          addressable_type: 'business',
          addressable_id: business.id,
        })
        .returning();
      return reply.status(201).send(ok(toWire(created!), AddressMessages.saved));
    },
  );

  app.put(
    '/addresses/:id',
    {
      config: { permission: ['business', 'update'] },
      schema: {
        operationId: 'updateAddress',
        tags: ['addresses'],
        summary: 'Replace an address; saved only when the geocoder finds it',
        params: IdParamSchema,
        body: UpdateAddressInputSchema,
        response: { 200: envelope(AddressSchema) },
      },
    },
    async (request) => {
      const address = await findAddress(app.db, request, request.params.id);
      const place = await locate(app.db, geocoder, request, request.body);
      const [updated] = await app.db
        .update(addresses)
        .set({ ...formColumns(request.body), ...gmapsColumns(place), updated_at: clock.now() })
        .where(eq(addresses.id, address.id))
        .returning();
      return ok(toWire(updated!), AddressMessages.saved);
    },
  );

  app.delete(
    '/addresses/:id',
    {
      config: { permission: ['business', 'update'] },
      schema: {
        operationId: 'deleteAddress',
        tags: ['addresses'],
        summary: 'Delete an address; a business keeps at least one',
        params: IdParamSchema,
        response: { 200: z.object({ data: z.null(), message: z.string() }) },
      },
    },
    async (request) => {
      const address = await findAddress(app.db, request, request.params.id);
      await app.db.transaction(async (tx) => {
        // The business row is locked so two deletes at once cannot both see two addresses.
        await tx
          .select({ id: businesses.id })
          .from(businesses)
          .where(eq(businesses.id, address.business_id))
          .for('update');
        const [remaining] = await tx
          .select({ n: count() })
          .from(addresses)
          .where(
            and(eq(addresses.business_id, address.business_id), eq(addresses.addressable_type, 'business')),
          );
        if ((remaining?.n ?? 0) < 2) throw new AppError(ErrorCode.Validation, AddressMessages.lastAddress);
        await tx.delete(addresses).where(eq(addresses.id, address.id));
      });
      return ok(null, AddressMessages.deleted);
    },
  );
}
