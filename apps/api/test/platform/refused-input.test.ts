import {
  AppointmentMessages,
  BusinessMessages,
  DateMessages,
  FieldMessages,
  InvitationMessages,
  LinkMessages,
  ORIGIN_KEYS,
  PropertyMessages,
  ServiceMessages,
  ThemeMessages,
} from '@rendezvous/domain';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  businesses,
  days,
  guests,
  serviceCategories,
  services,
} from '../../src/db/schema';
import { demoIds } from '../appointments/fixtures';
import { engines, startTestApp, type TestApp } from '../support/app';

/*
 * Input that passed the old schemas and reached the database, or answered with the wrong status
 * or zod's own English: each is a 4xx on its field with the spec's message, and changes nothing.
 */

const SITE = 'maison-lumiere';
/** A Tuesday inside the demo hours. */
const DAY = '2031-06-17';
/** No such day; before the calendar's years; the last day, whose next day is year 10000. */
const IMPOSSIBLE_DATES = ['2031-02-30', '0000-00-00', '9999-12-31'];

describe.each(engines)('refused input on $name', (engine) => {
  let t: TestApp;
  let owner: { token: string; admin: { business_id: number | null } };
  let businessId: number;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let mensCut: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await t.signIn('owner@rendezvous.test');
    businessId = owner.admin.business_id!;
    ids = await demoIds(t, businessId);
    mensCut = ids.service("Men's cut");
  });
  afterAll(() => t.close());

  const visitor = (opts: InjectOptions) =>
    t.app.inject({
      ...opts,
      headers: { 'x-origin-key': ORIGIN_KEYS.publicSite, 'x-request-type': 'guest' },
    });
  const asOwner = (opts: InjectOptions) => t.call({ ...opts, token: owner.token });
  const booking = (date: string, extra: Record<string, unknown> = {}) => ({
    consultant_id: ids.owner.id,
    consultant_service_ids: [ids.offering(ids.owner.id, "Men's cut")],
    date,
    start_time: '10:00',
    end_time: '10:30',
    customer_timezone_id: null,
    pay_now: 0,
    guest: {
      firstname: 'Noah',
      lastname: 'Tremblay',
      email: 'noah@example.org',
      phone: '+1 514-555-0142',
    },
    ...extra,
  });
  const rows = async () => {
    const [[a], [g]] = await Promise.all([
      t.database.db.select({ n: count() }).from(appointments),
      t.database.db.select({ n: count() }).from(guests),
    ]);
    return { appointments: a!.n, guests: g!.n };
  };
  const fieldErrors = (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(422);
    return (res.json() as { errors: Record<string, string[]> }).errors;
  };

  it('answers an impossible or extreme date with 422 on the date, wherever a date is taken', async () => {
    const before = await rows();
    const [appointment] = await t.database.db
      .select({ id: appointments.id, date: appointments.date })
      .from(appointments)
      .where(eq(appointments.business_id, businessId))
      .limit(1);
    for (const date of IMPOSSIBLE_DATES) {
      const answers = {
        siteTimes: await visitor({
          method: 'GET',
          url: `/api/site/${SITE}/times?date=${date}&service_ids=${mensCut}`,
        }),
        consultantTimes: await asOwner({
          method: 'GET',
          url: `/api/consultant/${ids.owner.id}/times?date=${date}&consultantServiceIds=${ids.offering(ids.owner.id, "Men's cut")}`,
        }),
        siteBooking: await visitor({
          method: 'POST',
          url: `/api/site/${SITE}/appointments`,
          payload: booking(date),
        }),
        reschedule: await asOwner({
          method: 'PUT',
          url: `/api/appointment/${appointment!.id}`,
          payload: { date },
        }),
      };
      for (const [where, res] of Object.entries(answers)) {
        expect({ where, date, status: res.statusCode, errors: res.json().errors }).toEqual({
          where,
          date,
          status: 422,
          errors: { date: [DateMessages.invalid] },
        });
      }
    }
    expect(await rows()).toEqual(before);
    const [kept] = await t.database.db
      .select({ date: appointments.date })
      .from(appointments)
      .where(eq(appointments.id, appointment!.id));
    expect(kept!.date).toBe(appointment!.date);
  });

  it('answers an unknown customer time zone with 422 on the field, not a conflict', async () => {
    const before = await rows();
    const site = await visitor({
      method: 'POST',
      url: `/api/site/${SITE}/appointments`,
      payload: booking(DAY, { customer_timezone_id: 999_999 }),
    });
    expect(fieldErrors(site)).toEqual({
      customer_timezone_id: [AppointmentMessages.timezoneUnknown],
    });
    const console = await asOwner({
      method: 'POST',
      url: '/api/appointment',
      payload: {
        consultant_id: ids.owner.id,
        customer_type: 'user',
        customerable_id: ids.olivia.id,
        customer_timezone_id: 999_999,
        date: DAY,
        start_time: '10:00',
        end_time: '10:30',
        services: [ids.offering(ids.owner.id, "Men's cut")],
        status: 'active',
        pay_now: 0,
        tip: 0,
      },
    });
    expect(fieldErrors(console)).toEqual({
      customer_timezone_id: [AppointmentMessages.timezoneUnknown],
    });
    const [appointment] = await t.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.business_id, businessId))
      .limit(1);
    const edit = await asOwner({
      method: 'PUT',
      url: `/api/appointment/${appointment!.id}`,
      payload: { customer_timezone_id: 999_999 },
    });
    expect(fieldErrors(edit)).toEqual({
      customer_timezone_id: [AppointmentMessages.timezoneUnknown],
    });
    expect(await rows()).toEqual(before);
  });

  it('answers an empty change of a consultant day with the day as it is', async () => {
    const [day] = await t.database.db
      .select()
      .from(days)
      .where(eq(days.consultant_id, ids.owner.id))
      .limit(1);
    const res = await asOwner({
      method: 'PATCH',
      url: `/api/consultant-day/${day!.id}`,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: day!.id,
      work_start_time: day!.work_start_time.slice(0, 5),
    });
  });

  it('keeps every stored length of a service over zero and in order, whatever the decider', async () => {
    const [category] = await t.database.db
      .select({ id: serviceCategories.id })
      .from(serviceCategories)
      .where(eq(serviceCategories.business_id, businessId))
      .limit(1);
    // A fixed-length service needs no range or subscription fields.
    const created = await asOwner({
      method: 'POST',
      url: '/api/service',
      payload: {
        name: 'Beard trim',
        service_category_id: category!.id,
        description: 'A quick trim',
        show_price: true,
        price: 2000,
        appointment_length_decider: 'business',
        appointment_length: 15,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      minimum_appointment_length: 30,
      maximum_appointment_length: 60,
      is_subscription: false,
      subscription_period_id: null,
    });
    const id = created.json().data.id;
    const ranged = await asOwner({
      method: 'PATCH',
      url: `/api/service/${id}`,
      payload: { appointment_length_decider: 'customer' },
    });
    expect(ranged.statusCode, ranged.body).toBe(200);
    const zero = await asOwner({
      method: 'PATCH',
      url: `/api/service/${id}`,
      payload: { appointment_length: 0 },
    });
    expect(fieldErrors(zero)).toEqual({ appointment_length: [ServiceMessages.lengthInvalid] });
    await asOwner({
      method: 'PATCH',
      url: `/api/service/${id}`,
      payload: { appointment_length_decider: 'business' },
    });
    const backwards = await asOwner({
      method: 'PATCH',
      url: `/api/service/${id}`,
      payload: { minimum_appointment_length: 90, maximum_appointment_length: 60 },
    });
    expect(fieldErrors(backwards)).toEqual({
      minimum_appointment_length: [ServiceMessages.rangeOrder],
    });
    const [stored] = await t.database.db.select().from(services).where(eq(services.id, id));
    expect(stored).toMatchObject({
      appointment_length: 15,
      minimum_appointment_length: 30,
      maximum_appointment_length: 60,
    });
  });

  it("answers missing fields with the spec's messages, never zod's English", async () => {
    const invite = await asOwner({
      method: 'POST',
      url: '/api/invitations',
      payload: { invitations: [{}] },
    });
    expect(fieldErrors(invite)).toEqual({
      'invitations.0.roleId': [InvitationMessages.roleRequired],
      'invitations.0.email': [InvitationMessages.emailRequired],
    });
    const service = await asOwner({ method: 'POST', url: '/api/service', payload: {} });
    const errors = fieldErrors(service);
    expect(errors).toMatchObject({
      name: [ServiceMessages.nameRequired],
      show_price: [FieldMessages.required],
      appointment_length_decider: [FieldMessages.required],
    });
    expect(
      Object.values(errors)
        .flat()
        .filter((m) => /invalid input|expected/i.test(m)),
    ).toEqual([]);
  });

  it('refuses a house, cottage or condominium without rooms, beds, baths or price', async () => {
    const property = await asOwner({
      method: 'POST',
      url: '/api/business-theme-entities',
      payload: {
        business_id: businessId,
        theme_id: 3,
        order: 1,
        group: 'Properties',
        type: 'Property',
      },
    });
    expect(property.statusCode, property.body).toBe(201);
    const entity = property.json().data.id;
    const save = (items: Record<string, string>) =>
      asOwner({
        method: 'POST',
        url: '/api/business-theme-entity-items',
        payload: { business_theme_entity_id: entity, data_type: 'string', items },
      });
    for (const property_type of ['house', 'cottage', 'condominium']) {
      const res = await save({ property_type, num_of_rooms: '5', num_of_beds: '2' });
      expect(fieldErrors(res)).toEqual({
        'items.num_of_baths': [PropertyMessages.roomsRequired],
        'items.price': [PropertyMessages.priceRequired],
      });
    }
    const complete = await save({
      property_type: 'house',
      num_of_rooms: '5',
      num_of_beds: '2',
      num_of_baths: '1',
      price: '500000',
    });
    expect(complete.statusCode, complete.body).toBe(201);
  });

  it('stores only http(s) links and pictures, or paths of this site', async () => {
    const [before] = await t.database.db
      .select({ logo_url: businesses.logo_url })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    for (const url of [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const logo = await asOwner({
        method: 'PATCH',
        url: `/api/business/${businessId}`,
        payload: { logo_url: url },
      });
      expect(fieldErrors(logo)).toEqual({ logo_url: [LinkMessages.invalid('Logo')] });
      const category = await asOwner({
        method: 'POST',
        url: '/api/serviceCategories',
        payload: { name: 'Scripted', image_url: url },
      });
      expect(fieldErrors(category)).toEqual({ image_url: [LinkMessages.invalid('Image')] });
      const service = await asOwner({
        method: 'PATCH',
        url: `/api/service/${mensCut}`,
        payload: { image_url: url },
      });
      expect(fieldErrors(service)).toEqual({ image_url: [LinkMessages.invalid('Image')] });
    }
    const [after] = await t.database.db
      .select({ logo_url: businesses.logo_url })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    expect(after).toEqual(before);

    const contact = await asOwner({
      method: 'POST',
      url: '/api/business-theme-entities',
      payload: {
        business_id: businessId,
        theme_id: 3,
        order: 1,
        group: 'contacts',
        type: 'contact',
      },
    });
    const items = await asOwner({
      method: 'POST',
      url: '/api/business-theme-entity-items',
      payload: {
        business_theme_entity_id: contact.json().data.id,
        data_type: 'string',
        items: { broker_facebook_url: 'javascript:alert(1)' },
      },
    });
    expect(fieldErrors(items)).toMatchObject({
      'items.broker_facebook_url': [ThemeMessages.urlInvalid],
    });

    const upload = await asOwner({
      method: 'PATCH',
      url: `/api/business/${businessId}`,
      payload: { logo_url: '/uploads/logo.png' },
    });
    expect(upload.statusCode, upload.body).toBe(200);
  });

  it('refuses reserved subdomains and encoded (xn--) labels', async () => {
    for (const subdomain of ['www', 'admin', 'API', 'mail', 'localhost', 'xn--mnchen-3ya']) {
      const check = await asOwner({
        method: 'POST',
        url: '/api/business/check-existing-subdomain',
        payload: { subdomain },
      });
      expect(fieldErrors(check)).toEqual({ subdomain: [BusinessMessages.subdomainReserved] });
      const claim = await asOwner({
        method: 'PATCH',
        url: `/api/business/${businessId}`,
        payload: { subdomain },
      });
      expect(fieldErrors(claim)).toEqual({ subdomain: [BusinessMessages.subdomainReserved] });
    }
    const [business] = await t.database.db
      .select({ subdomain: businesses.subdomain })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    expect(business!.subdomain).toBe(SITE);
  });
});
