import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  DEFAULT_BUSINESS_DAY,
  DEFAULT_TIMEZONE,
  ROLE_IDS,
  TRIAL_DAYS,
  WEEK_DAYS,
  activityNote,
  renderActivityNote,
  type ActivityNote,
  type WeekDay,
} from '@rendezvous/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../lib/password';
import type { Db } from './client';
import { svgBackdrop, svgPicture } from './reference-data';
import {
  activities,
  addresses,
  adminRoles,
  admins,
  appointmentServices,
  appointments,
  businessSettings,
  businessTags,
  businesses,
  categoryServices,
  consultantServices,
  consultants,
  countries,
  days,
  flaggedReviews,
  guests,
  integrationEntities,
  integrations,
  invitations,
  merchantCustomers,
  merchants,
  messages,
  notifications,
  paymentMethods,
  prospects,
  reviews,
  serviceCategories,
  services,
  states,
  tags,
  themeImages,
  timezones,
  users,
  videoConferences,
} from './schema';
import { localDate, zonedInstant } from './time-zones';
import { clock } from '../lib/clock';

/** The password of every demo account (admins and clients). */
export const DEMO_PASSWORD = 'Rendezvous!2026';

export interface DemoAccount {
  role: string;
  email: string;
  username: string;
}

/** The back-office sign-ins the demo creates, most privileged first. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'platform_admin', email: 'platform@rendezvous.test', username: 'platform' },
  { role: 'admin', email: 'owner@rendezvous.test', username: 'owner' },
  { role: 'consultant', email: 'consultant@rendezvous.test', username: 'consultant' },
];

/** A demo customer's e-mail: the client's names without accents or spaces, at example.com. */
const clientEmail = (firstname: string, lastname: string) =>
  `${firstname
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase()}.${lastname.toLowerCase()}@example.com`;

/** The demo site's subdomain, where its customers sign in (/site/maison-lumiere). */
export const DEMO_SITE_SUBDOMAIN = 'maison-lumiere';

const TZ = DEFAULT_TIMEZONE;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Ontario HST. */
const TAX_RATE = 0.13;

/** A note the server writes, as recordActivity stores it: the key, its values and the English. */
const systemNote = (note: ActivityNote) => ({
  note: renderActivityNote(note),
  note_key: note.key,
  note_values: note.values,
});

function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

function weekDayOf(date: string): WeekDay {
  // getUTCDay: 0 is Sunday; WEEK_DAYS starts on Monday.
  return WEEK_DAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

function addMinutes(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

const hashCode = () => createHash('sha256').update(randomBytes(24)).digest('hex');

const SERVICE_CATALOGUE = {
  womens: { category: 'Hair', name: "Women's cut and style", price: 6500, length: 60 },
  mens: { category: 'Hair', name: "Men's cut", price: 4000, length: 30 },
  colour: { category: 'Hair', name: 'Full colour', price: 12000, length: 90 },
  manicure: { category: 'Nails', name: 'Classic manicure', price: 3500, length: 45 },
  pedicure: { category: 'Nails', name: 'Spa pedicure', price: 5500, length: 60 },
  facial: { category: 'Spa', name: 'Signature facial', price: 9500, length: 60 },
  massage: { category: 'Spa', name: 'Relaxation massage', price: 9000, length: 60 },
} as const;
type ServiceKey = keyof typeof SERVICE_CATALOGUE;

/** The demo salon writes its texts in both languages, as a French-first site must. */
const SERVICE_FRENCH: Record<ServiceKey, { name: string; description: string }> = {
  womens: {
    name: 'Coupe et coiffage femme',
    description: 'Consultation, shampooing, coupe précise et brushing.',
  },
  mens: {
    name: 'Coupe homme',
    description: 'Coupe à la tondeuse et aux ciseaux, finition à la serviette chaude.',
  },
  colour: {
    name: 'Coloration complète',
    description: 'Coloration des racines aux pointes, avec glaçage.',
  },
  manicure: {
    name: 'Manucure classique',
    description: 'Limage, soin des cuticules et vernis de votre choix.',
  },
  pedicure: { name: 'Pédicure spa', description: 'Bain, exfoliation, massage et vernis.' },
  facial: {
    name: 'Soin du visage signature',
    description: 'Nettoyage, exfoliation, masque et hydratation selon votre type de peau.',
  },
  massage: {
    name: 'Massage de détente',
    description: 'Massage suédois; choisissez une durée de 30 à 90 minutes.',
  },
};
const CATEGORY_FRENCH: Record<string, string> = { Hair: 'Coiffure', Nails: 'Ongles', Spa: 'Spa' };

const SERVICE_DESCRIPTIONS: Record<ServiceKey, string> = {
  womens: 'Consultation, shampoo, precision cut and blow-dry.',
  mens: 'Clipper and scissor cut with a hot-towel finish.',
  colour: 'Single-process colour from roots to ends, with gloss.',
  manicure: 'Shaping, cuticle care and polish of your choice.',
  pedicure: 'Soak, exfoliation, massage and polish.',
  facial: 'Cleanse, exfoliation, mask and hydration for your skin type.',
  massage: 'Swedish massage; choose a length from 30 to 90 minutes.',
};

const CLIENTS = [
  ['Olivia', 'Chen', 'active'],
  ['Liam', 'Patel', 'active'],
  ['Sophie', 'Gagnon', 'active'],
  ['Ethan', 'Nguyen', 'active'],
  ['Ava', 'Singh', 'active'],
  ['Lucas', 'Martin', 'inactive'],
  ['Chloé', 'Bouchard', 'active'],
  ['Mason', 'Wright', 'suspended'],
] as const;

/** The customer sign-ins the demo creates on the demo site: its active clients. */
export const DEMO_CUSTOMER_ACCOUNTS: readonly DemoAccount[] = CLIENTS.filter(
  ([, , status]) => status === 'active',
).map(([firstname, lastname]) => ({
  role: 'customer',
  email: clientEmail(firstname, lastname),
  username: firstname,
}));

const GUESTS = [
  ['Isabella', 'Rossi'],
  ['Benjamin', 'Clark'],
  ['Mia', 'Lefebvre'],
  ['James', "O'Connor"],
] as const;

type Who = 'owner' | 'staff';
type Customer = { type: 'user' | 'guest'; index: number };
const u = (index: number): Customer => ({ type: 'user', index });
const g = (index: number): Customer => ({ type: 'guest', index });

/**
 * Appointments relative to today: [day offset, consultant, start, services, customer,
 * status]. Each consultant has at most one appointment a day, so none overlap.
 */
const APPOINTMENT_PLAN: ReadonlyArray<
  [number, Who, string, ServiceKey[], Customer, 'active' | 'completed' | 'cancelled' | 'missed']
> = [
  [-84, 'owner', '10:00', ['womens'], u(0), 'completed'],
  [-77, 'staff', '14:00', ['mens'], u(1), 'completed'],
  [-70, 'owner', '09:00', ['colour'], u(2), 'completed'],
  [-63, 'staff', '11:00', ['manicure'], g(0), 'completed'],
  [-56, 'owner', '15:00', ['facial'], u(3), 'missed'],
  [-49, 'staff', '10:00', ['womens', 'manicure'], u(4), 'completed'],
  [-42, 'owner', '14:00', ['pedicure'], u(5), 'cancelled'],
  [-35, 'owner', '09:30', ['mens'], u(6), 'completed'],
  [-28, 'staff', '15:00', ['pedicure'], g(1), 'completed'],
  [-21, 'owner', '11:00', ['massage'], u(7), 'completed'],
  [-14, 'staff', '10:00', ['colour'], u(0), 'completed'],
  [-10, 'owner', '16:00', ['mens'], u(1), 'completed'],
  [-7, 'staff', '14:30', ['manicure'], g(2), 'missed'],
  [-3, 'owner', '10:00', ['womens'], u(2), 'completed'],
  [-1, 'staff', '11:00', ['mens', 'manicure'], u(3), 'completed'],
  [0, 'owner', '14:00', ['facial'], u(4), 'active'],
  [2, 'staff', '10:00', ['womens'], g(3), 'active'],
  [5, 'owner', '09:00', ['colour', 'manicure'], u(0), 'active'],
  [7, 'staff', '15:30', ['mens'], u(6), 'cancelled'],
  [10, 'owner', '13:30', ['pedicure'], u(2), 'active'],
];

/** The staff consultant works Monday to Friday. */
const STAFF_WEEKEND: readonly WeekDay[] = ['saturday', 'sunday'];

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('The demo seed expected a row');
  return row;
}

/**
 * Creates the demo salon with its staff, catalogue, customers, appointments and
 * communications, unless the database already holds a business. Needs the reference data.
 * Returns whether it seeded.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ id: businesses.id }).from(businesses).limit(1);
  if (existing) return false;

  // argon2 is deliberately slow: hash outside the transaction, once per admin and once for
  // all demo clients.
  const [platformHash, ownerHash, staffHash, clientHash] = await Promise.all(
    [0, 1, 2, 3].map(() => hashPassword(DEMO_PASSWORD)),
  );
  await db.transaction((tx) =>
    writeDemo(tx, {
      platform: platformHash!,
      owner: ownerHash!,
      staff: staffHash!,
      client: clientHash!,
    }),
  );
  return true;
}

async function writeDemo(
  db: Db,
  hashes: { platform: string; owner: string; staff: string; client: string },
): Promise<void> {
  const now = clock.now();
  const today = localDate(now, TZ);
  const ago = (ms: number) => new Date(now.getTime() - ms);

  const canada = await one(
    db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'CA')),
  );
  const ontario = await one(
    db
      .select({ id: states.id })
      .from(states)
      .where(and(eq(states.country_id, canada.id), eq(states.code, 'ON'))),
  );
  const toronto = await one(
    db.select({ id: timezones.id }).from(timezones).where(eq(timezones.name, TZ)),
  );
  const hairSalon = await one(
    db
      .select({ id: categoryServices.id })
      .from(categoryServices)
      .where(eq(categoryServices.name, 'Hair salon')),
  );

  // The business, complete enough that no set-up step is pending.
  const address = '123 King Street West, Toronto, ON M5H 1A1, Canada';
  const business = await one(
    db
      .insert(businesses)
      .values({
        name: 'Maison Lumière Salon',
        email: 'hello@maison-lumiere.test',
        phone_number: '+1 416-555-0134',
        registry_id: 'ON-2718281',
        short_description: 'Hair, nails and spa care in the heart of downtown Toronto.',
        long_description:
          'Maison Lumière is a neighbourhood salon on King Street West. Our stylists, nail ' +
          'technicians and estheticians take the time to understand what you want, use ' +
          'eco-friendly products and welcome you in English or French, seven days a week.',
        short_description_fr: 'Coiffure, ongles et soins spa au cœur du centre-ville de Toronto.',
        long_description_fr:
          'Maison Lumière est un salon de quartier de la rue King Ouest. Nos coiffeuses, ' +
          'techniciennes en pose d’ongles et esthéticiennes prennent le temps de comprendre ce ' +
          'que vous voulez, utilisent des produits écologiques et vous accueillent en français ' +
          'ou en anglais, sept jours sur sept.',
        status: 'active',
        province: 'Ontario',
        primary_contact: 'Camille Laurent',
        postal_code: 'M5H 1A1',
        logo_url: svgPicture('ML', '#c2255c', '#f783ac'),
        subdomain: DEMO_SITE_SUBDOMAIN,
        theme_id: 1,
        full_address: address,
        gmaps_full_address: address,
        category_service_id: hairSalon.id,
        time_zone: TZ,
        is_live: 1,
        // Customers may book up to six appointments at once as a repeating series.
        online_series_max: 6,
        trial_ends_at: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
        created_at: ago(120 * DAY_MS),
      })
      .returning({ id: businesses.id }),
  );
  const business_id = business.id;

  await db.insert(addresses).values({
    business_id,
    addressable_type: 'business',
    addressable_id: business_id,
    address_line_1: '123 King Street West',
    country_id: canada.id,
    state_id: ontario.id,
    city: 'Toronto',
    postal_code: 'M5H 1A1',
    gmaps_full_address: address,
    gmaps_latitude: 43.6487,
    gmaps_longitude: -79.3817,
    gmaps_place_id: 'demo-place-maison-lumiere',
  });
  await db
    .insert(days)
    .values(WEEK_DAYS.map((day) => ({ business_id, day, ...DEFAULT_BUSINESS_DAY })));
  await db.insert(businessSettings).values(
    (
      [
        ['online_booking', 1],
        ['email_notifications', 1],
        ['sms_notifications', 0],
        ['appointment_reminders', 1],
        ['online_payments', 1],
        ['recurring_payments', 0],
        ['show_prices', 1],
        ['accept_reviews', 1],
      ] as const
    ).map(([setting_code, is_active]) => ({ business_id, setting_code, is_active })),
  );
  const tagRows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      inArray(tags.name, [
        'Walk-ins welcome',
        'Open weekends',
        'Bilingual (English/French)',
        'Gift cards',
      ]),
    );
  await db.insert(businessTags).values(tagRows.map((t) => ({ business_id, tag_id: t.id })));
  await db.insert(themeImages).values(
    // Backdrops without words: the hero and the carousel draw the business's texts over them.
    [
      ['#c2255c', '#f783ac'],
      ['#862e9c', '#da77f2'],
      ['#0b7285', '#66d9e8'],
    ].map(([from, to], i) => ({
      business_id,
      image_url: svgBackdrop(from!, to!),
      order: i + 1,
    })),
  );

  // Staff.
  const [platform, owner, staff] = await db
    .insert(admins)
    .values([
      {
        firstname: 'Avery',
        lastname: 'Morgan',
        username: 'platform',
        email: 'platform@rendezvous.test',
        phone: '+1 416-555-0100',
        password: hashes.platform,
        // A platform admin belongs to no business: they act in any one by X-Business-Id.
        business_id: null,
        can_invite: true,
        created_at: ago(150 * DAY_MS),
      },
      {
        firstname: 'Camille',
        lastname: 'Laurent',
        username: 'owner',
        email: 'owner@rendezvous.test',
        phone: '+1 416-555-0101',
        password: hashes.owner,
        business_id,
        can_invite: true,
        created_at: ago(120 * DAY_MS),
      },
      {
        firstname: 'Noah',
        lastname: 'Tremblay',
        username: 'consultant',
        email: 'consultant@rendezvous.test',
        phone: '+1 416-555-0102',
        password: hashes.staff,
        business_id,
        created_at: ago(90 * DAY_MS),
      },
    ])
    .returning({ id: admins.id });
  if (!platform || !owner || !staff) throw new Error('The demo seed expected three admins');
  await db
    .update(businesses)
    .set({ owner_admin_id: owner.id })
    .where(eq(businesses.id, business_id));
  await db.insert(adminRoles).values([
    { admin_id: platform.id, role_id: ROLE_IDS.platformAdmin },
    { admin_id: owner.id, role_id: ROLE_IDS.admin },
    { admin_id: owner.id, role_id: ROLE_IDS.consultant },
    { admin_id: staff.id, role_id: ROLE_IDS.consultant },
  ]);
  const [ownerConsultant, staffConsultant] = await db
    .insert(consultants)
    .values([
      { admin_id: owner.id, business_id },
      { admin_id: staff.id, business_id },
    ])
    .returning({ id: consultants.id });
  if (!ownerConsultant || !staffConsultant) throw new Error('The demo seed expected consultants');
  const consultantOf: Record<Who, number> = {
    owner: ownerConsultant.id,
    staff: staffConsultant.id,
  };
  await db.insert(days).values([
    ...WEEK_DAYS.map((day) => ({
      consultant_id: ownerConsultant.id,
      day,
      ...DEFAULT_BUSINESS_DAY,
    })),
    ...WEEK_DAYS.map((day) => ({
      consultant_id: staffConsultant.id,
      day,
      ...DEFAULT_BUSINESS_DAY,
      work_start_time: '10:00',
      is_active: STAFF_WEEKEND.includes(day) ? (0 as const) : (1 as const),
    })),
  ]);

  // Catalogue.
  const categoryRows = await db
    .insert(serviceCategories)
    .values(
      ['Hair', 'Nails', 'Spa'].map((name) => ({
        business_id,
        name,
        name_fr: CATEGORY_FRENCH[name],
      })),
    )
    .returning({ id: serviceCategories.id, name: serviceCategories.name });
  const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));
  const keys = Object.keys(SERVICE_CATALOGUE) as ServiceKey[];
  const serviceRows = await db
    .insert(services)
    .values(
      keys.map((key) => {
        const s = SERVICE_CATALOGUE[key];
        const customerDecides = key === 'massage';
        return {
          business_id,
          service_category_id: categoryId.get(s.category)!,
          name: s.name,
          name_fr: SERVICE_FRENCH[key].name,
          price: s.price,
          description: SERVICE_DESCRIPTIONS[key],
          description_fr: SERVICE_FRENCH[key].description,
          appointment_length_decider: customerDecides
            ? ('customer' as const)
            : ('business' as const),
          appointment_length: s.length,
          minimum_appointment_length: customerDecides ? 30 : s.length,
          maximum_appointment_length: customerDecides ? 90 : s.length,
        };
      }),
    )
    .returning({ id: services.id });
  const serviceId = new Map(keys.map((key, i) => [key, serviceRows[i]!.id]));

  const staffKeys: ServiceKey[] = ['womens', 'mens', 'colour', 'manicure', 'pedicure'];
  const offerings = [
    ...keys.map((key) => ({ who: 'owner' as Who, key, price: SERVICE_CATALOGUE[key].price })),
    // Noah charges more than the business price for a men's cut.
    ...staffKeys.map((key) => ({
      who: 'staff' as Who,
      key,
      price: key === 'mens' ? 4500 : SERVICE_CATALOGUE[key].price,
    })),
  ];
  const offeringRows = await db
    .insert(consultantServices)
    .values(
      offerings.map(({ who, key, price }) => {
        const s = SERVICE_CATALOGUE[key];
        return {
          business_id,
          consultant_id: consultantOf[who],
          service_id: serviceId.get(key)!,
          name: s.name,
          price,
          description: SERVICE_DESCRIPTIONS[key],
          appointment_length: s.length,
          minimum_appointment_length: key === 'massage' ? 30 : s.length,
          maximum_appointment_length: key === 'massage' ? 90 : s.length,
          use_business_price: price === s.price,
          appointment_length_decider:
            key === 'massage' ? ('customer' as const) : ('business' as const),
        };
      }),
    )
    .returning({ id: consultantServices.id });
  const offering = new Map(
    offerings.map((o, i) => [`${o.who}:${o.key}`, { id: offeringRows[i]!.id, price: o.price }]),
  );

  // Customers.
  const clientRows = await db
    .insert(users)
    .values(
      CLIENTS.map(([firstname, lastname, status], i) => ({
        business_id,
        firstname,
        lastname,
        email: clientEmail(firstname, lastname),
        phone: `+1 416-555-01${String(10 + i)}`,
        status,
        password: hashes.client,
        created_at: ago((110 - i * 13) * DAY_MS),
      })),
    )
    .returning({ id: users.id, firstname: users.firstname, lastname: users.lastname });
  const guestRows = await db
    .insert(guests)
    .values(
      GUESTS.map(([firstname, lastname], i) => ({
        business_id,
        firstname,
        lastname,
        email: `${firstname.toLowerCase()}.${lastname.replace(/[^A-Za-z]/g, '').toLowerCase()}@example.net`,
        phone: `+1 647-555-02${String(10 + i)}`,
        created_at: ago((70 - i * 18) * DAY_MS),
      })),
    )
    .returning({ id: guests.id });
  const customerId = (c: Customer) => (c.type === 'user' ? clientRows : guestRows)[c.index]!.id;

  // Appointments.
  const appointmentIds: number[] = [];
  /** Each planned appointment's day and times, as the bell's texts name them. */
  const slots: { date: string; start: string; end: string }[] = [];
  for (const [i, [offset, who, start, booked, customer, status]] of APPOINTMENT_PLAN.entries()) {
    let date = addDays(today, offset);
    if (who === 'staff') {
      const weekday = weekDayOf(date);
      if (weekday === 'saturday') date = addDays(date, -1);
      if (weekday === 'sunday') date = addDays(date, 1);
    }
    const lines = booked.map((key) => ({ key, ...offering.get(`${who}:${key}`)! }));
    const minutes = booked.reduce((sum, key) => sum + SERVICE_CATALOGUE[key].length, 0);
    const end = addMinutes(start, minutes);
    slots.push({ date, start, end });
    const starts_at = zonedInstant(date, start, TZ);
    const ends_at = zonedInstant(date, end, TZ);
    const service_total = lines.reduce((sum, l) => sum + l.price, 0);
    const tax = Math.round(service_total * TAX_RATE);
    const tip = status === 'completed' && i % 3 === 0 ? Math.round(service_total * 0.15) : 0;
    const row = await one(
      db
        .insert(appointments)
        .values({
          business_id,
          consultant_id: consultantOf[who],
          customer_type: customer.type,
          customerable_id: customerId(customer),
          customer_timezone_id: toronto.id,
          date,
          start_time: start,
          end_time: end,
          starts_at,
          ends_at,
          // The demo's services keep no buffers.
          busy_from: starts_at,
          busy_until: ends_at,
          status,
          booking_fee: 0,
          tip,
          service_total,
          tax,
          total: service_total + tax + tip,
          pay_now: i % 2 === 0 ? 1 : 0,
          agreed_total: i % 2 === 0 ? service_total + tax + tip : 0,
          created_at: new Date(
            Math.min(
              now.getTime() - (APPOINTMENT_PLAN.length - i) * HOUR_MS,
              starts_at.getTime() - 4 * DAY_MS,
            ),
          ),
        })
        .returning({ id: appointments.id }),
    );
    appointmentIds.push(row.id);
    await db.insert(appointmentServices).values(
      lines.map((l) => ({
        business_id,
        appointment_id: row.id,
        service_id: serviceId.get(l.key)!,
        consultant_service_id: l.id,
        name: SERVICE_CATALOGUE[l.key].name,
        price: l.price,
      })),
    );
  }
  await db.insert(videoConferences).values({
    appointment_id: appointmentIds[16]!,
    event_platform: 'google-meet',
    url: 'https://meet.sandbox.rendezvous.test/mls-demo-0002',
  });

  // Communications.
  const contactThread = randomUUID();
  const smsThread = randomUUID();
  const secondContactThread = randomUUID();
  const insertMessage = (values: typeof messages.$inferInsert) =>
    one(db.insert(messages).values(values).returning({ id: messages.id }));
  const contactMessage = await insertMessage({
    business_id,
    thread: contactThread,
    receiverable_type: 'business',
    receiverable_id: business_id,
    contact_name: 'Grace Kim',
    contact_email: 'grace.kim@example.org',
    contact_phone: '+1 416-555-0177',
    body: 'Hello! Do you have any availability for a colour appointment on a Saturday morning?',
    type: 'contact',
    action: 'received',
    status_read: 1,
    created_at: ago(3 * DAY_MS),
  });
  await insertMessage({
    business_id,
    thread: contactThread,
    reply_message_id: contactMessage.id,
    senderable_type: 'admin',
    senderable_id: owner.id,
    body: 'Hi Grace, Saturdays at 9:00 are open for the next three weeks. You can book online or reply here.',
    type: 'contact',
    action: 'sent',
    status_read: 1,
    created_at: ago(3 * DAY_MS - 2 * HOUR_MS),
  });
  const smsMessage = await insertMessage({
    business_id,
    thread: smsThread,
    senderable_type: 'user',
    senderable_id: clientRows[0]!.id,
    receiverable_type: 'admin',
    receiverable_id: owner.id,
    body: 'Confirming my appointment next week, thanks Camille!',
    type: 'sms',
    action: 'received',
    status_read: 1,
    is_starred: 1,
    created_at: ago(DAY_MS),
  });
  const secondContact = await insertMessage({
    business_id,
    thread: secondContactThread,
    receiverable_type: 'business',
    receiverable_id: business_id,
    contact_name: 'Daniel Moreau',
    contact_email: 'daniel.moreau@example.org',
    contact_phone: '+1 514-555-0190',
    body: 'Do you sell gift cards? I would like one for my sister’s birthday.',
    type: 'contact',
    action: 'received',
    created_at: ago(2 * HOUR_MS),
  });

  /** The slot of the plan's first appointment of a client with a status, in the coming days. */
  const comingSlot = (client: number, status: (typeof APPOINTMENT_PLAN)[number][5]) => {
    const i = APPOINTMENT_PLAN.findIndex(
      ([offset, , , , customer, s]) => offset > 0 && customer.type === 'user' && customer.index === client && s === status,
    );
    if (i < 0) throw new Error(`The demo plan has no coming ${status} appointment of client ${client}`);
    return slots[i]!;
  };
  const clientName = (client: number) => `${CLIENTS[client]![0]} ${CLIENTS[client]![1]}`;
  /** A text the server writes in the bell: its key and values beside the English. */
  const bell = (note: ActivityNote) => ({
    body: renderActivityNote(note),
    body_key: note.key,
    body_values: note.values,
  });
  // As the API writes them: a contact's name and the start of their words; the rest by key.
  await db.insert(notifications).values([
    {
      business_id,
      admin_id: owner.id,
      type: 'contact',
      body: 'Daniel Moreau: Do you sell gift cards?',
      message_id: secondContact.id,
      status_read: 0,
      created_at: ago(2 * HOUR_MS),
    },
    {
      business_id,
      admin_id: owner.id,
      type: 'sms',
      ...bell(activityNote('bellConfirmedBySms', { name: clientName(0), ...comingSlot(0, 'active') })),
      message_id: smsMessage.id,
      senderable_type: 'user',
      senderable_id: clientRows[0]!.id,
      status_read: 0,
      created_at: ago(DAY_MS),
    },
    {
      business_id,
      admin_id: owner.id,
      type: 'contact',
      body: 'Grace Kim: Do you have any availability on a Saturday?',
      message_id: contactMessage.id,
      status_read: 1,
      created_at: ago(3 * DAY_MS),
    },
    {
      business_id,
      admin_id: staff.id,
      type: 'sms',
      ...bell(activityNote('bellCancelledBySms', { name: clientName(6), ...comingSlot(6, 'cancelled') })),
      senderable_type: 'user',
      senderable_id: clientRows[6]!.id,
      status_read: 0,
      created_at: ago(5 * HOUR_MS),
    },
  ]);

  // Website: reviews, one of them flagged; prospects.
  const reviewRows = await db
    .insert(reviews)
    .values(
      [
        {
          client: 0,
          rating: 5,
          daysAgo: 80,
          text: 'Camille is a magician with colour. Best salon experience I have had in Toronto.',
        },
        {
          client: 2,
          rating: 4,
          daysAgo: 60,
          text: 'Lovely staff and a relaxing atmosphere. Booking online was easy.',
        },
        {
          client: 4,
          rating: 5,
          daysAgo: 45,
          text: 'My manicure lasted three weeks. Will be back!',
        },
        {
          client: 6,
          rating: 3,
          daysAgo: 30,
          text: 'Great cut, but I waited 15 minutes past my appointment time.',
        },
        { client: 7, rating: 1, daysAgo: 10, text: 'Visit my website for cheap followers!!!' },
      ].map((r) => ({
        business_id,
        user_id: clientRows[r.client]!.id,
        rating: r.rating,
        text: r.text,
        status: r.rating === 1 ? ('flagged' as const) : ('published' as const),
        created_at: ago(r.daysAgo * DAY_MS),
      })),
    )
    .returning({ id: reviews.id });
  await db.insert(flaggedReviews).values({
    review_id: reviewRows[4]!.id,
    admin_id: owner.id,
    reason: 'Spam: not a customer review.',
  });
  // Prospects: the two contact-form senders, Lucas who signed up without booking, and Ethan, approved.
  const personOf = (i: number) => ({
    name: `${CLIENTS[i]![0]} ${CLIENTS[i]![1]}`,
    email: `${CLIENTS[i]![0].normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase()}.${CLIENTS[i]![1].toLowerCase()}@example.com`,
  });
  await db.insert(prospects).values([
    {
      business_id,
      name: 'Grace Kim',
      email: 'grace.kim@example.org',
      phone: '+1 416-555-0177',
      source: 'contact' as const,
      created_at: ago(3 * DAY_MS),
    },
    {
      business_id,
      name: 'Daniel Moreau',
      email: 'daniel.moreau@example.org',
      phone: '+1 514-555-0190',
      source: 'contact' as const,
      created_at: ago(2 * HOUR_MS),
    },
    {
      business_id,
      user_id: clientRows[5]!.id,
      ...personOf(5),
      source: 'signup' as const,
      note: 'Asked to join the loyalty list.',
    },
    {
      business_id,
      user_id: clientRows[3]!.id,
      ...personOf(3),
      source: 'signup' as const,
      status: 'approved' as const,
      approved_by: owner.id,
      approved_at: ago(20 * DAY_MS),
      created_at: ago(22 * DAY_MS),
    },
  ]);

  // Invitations: Noah's, accepted; two waiting.
  await db.insert(invitations).values([
    {
      business_id,
      email: 'consultant@rendezvous.test',
      firstname: 'Noah',
      lastname: 'Tremblay',
      role_id: ROLE_IDS.consultant,
      status: 'registered',
      admin_id: staff.id,
      sender_id: owner.id,
      code_hash: hashCode(),
      expires_at: ago(83 * DAY_MS),
      last_email_sent: ago(91 * DAY_MS),
      created_at: ago(91 * DAY_MS),
    },
    {
      business_id,
      email: 'jordan.lee@example.com',
      firstname: 'Jordan',
      lastname: 'Lee',
      role_id: ROLE_IDS.consultant,
      sender_id: owner.id,
      code_hash: hashCode(),
      expires_at: new Date(now.getTime() + 5 * DAY_MS),
      last_email_sent: ago(2 * DAY_MS),
      created_at: ago(2 * DAY_MS),
    },
    {
      business_id,
      email: 'priya.shah@example.com',
      role_id: ROLE_IDS.admin,
      sender_id: owner.id,
      code_hash: hashCode(),
      expires_at: new Date(now.getTime() + 6 * DAY_MS),
      last_email_sent: ago(DAY_MS),
      created_at: ago(DAY_MS),
    },
  ]);

  await db.insert(activities).values([
    {
      business_id,
      admin_id: owner.id,
      initiator_type: 'admin',
      initiator_id: owner.id,
      activity_type: 'login',
      ...systemNote(activityNote('signedIn', {})),
      created_at: ago(HOUR_MS),
    },
    {
      business_id,
      admin_id: staff.id,
      initiator_type: 'admin',
      initiator_id: staff.id,
      activity_type: 'login',
      ...systemNote(activityNote('signedIn', {})),
      created_at: ago(5 * HOUR_MS),
    },
    {
      business_id,
      admin_id: owner.id,
      initiator_type: 'admin',
      initiator_id: owner.id,
      receiver_type: 'user',
      receiver_id: clientRows[0]!.id,
      activity_type: 'note',
      note: 'Prefers morning appointments; sensitive scalp, use the gentle shampoo.',
      created_at: ago(12 * DAY_MS),
    },
    {
      business_id,
      admin_id: staff.id,
      initiator_type: 'admin',
      initiator_id: staff.id,
      receiver_type: 'guest',
      receiver_id: guestRows[3]!.id,
      activity_type: 'event',
      ...systemNote(activityNote('appointmentBooked', { date: addDays(today, 2), start: '10:00', end: '11:00' })),
      start_date: zonedInstant(addDays(today, 2), '10:00', TZ),
      end_date: zonedInstant(addDays(today, 2), '11:00', TZ),
      created_at: ago(DAY_MS),
    },
    {
      business_id,
      admin_id: owner.id,
      initiator_type: 'admin',
      initiator_id: owner.id,
      receiver_type: 'admin',
      receiver_id: staff.id,
      activity_type: 'note',
      note: 'Noah joined the team as a consultant.',
      created_at: ago(90 * DAY_MS),
    },
  ]);

  // Connected apps and card payments, offline sandboxes.
  const calendar = await one(
    db
      .insert(integrations)
      .values({
        platform: 'google-calendar',
        name: 'Google Calendar',
        integrable_type: 'admin',
        integrable_id: owner.id,
        access_level: 2,
        external_account_id: 'owner@rendezvous.test',
      })
      .returning({ id: integrations.id }),
  );
  await db.insert(integrationEntities).values({
    integration_id: calendar.id,
    entity_type: 'calendar',
    entity_id: 'primary',
    name: 'Maison Lumière',
  });
  await db.insert(merchants).values({
    business_id,
    name: 'stripe',
    account_id: 'acct_sandbox_maisonlumiere',
    onboarding_completed: true,
  });
  const cardHolder = await one(
    db
      .insert(merchantCustomers)
      .values({
        gateway: 'stripe',
        customerable_type: 'user',
        customerable_id: clientRows[0]!.id,
        external_id: 'cus_sandbox_olivia',
      })
      .returning({ id: merchantCustomers.id }),
  );
  await db.insert(paymentMethods).values({
    merchant_customers_id: cardHolder.id,
    payment_method: 'pm_sandbox_visa_4242',
    brand: 'visa',
    identifier: '4242',
    exp_month: 12,
    exp_year: clock.now().getUTCFullYear() + 3,
    is_default: 1,
  });
}
