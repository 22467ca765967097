import { z } from './zod';
import { IdSchema, TimestampSchema } from './common';
import { SignInInputSchema } from './auth';
import { CUSTOMER_TYPES } from './constants';

/*
 * Privacy (issue 26; Quebec's Law 25 and PIPEDA): what we hold about one customer, handed over
 * on request (export), and anonymized on request or when the business's retention period
 * ends (erase). Amounts stay on the appointments, for the books; the person's name, contact
 * details and words go.
 */

/** Months a guest without an appointment is kept before being anonymized: the default, and its bounds. */
export const GUEST_RETENTION_MONTHS = { default: 24, min: 6, max: 120 } as const;

/** The first name every erased person gets; the last name says which kind they were. */
export const ERASED_FIRSTNAME = 'Erased';
/** What replaces the words an erased person wrote (messages, reviews). */
export const ERASED_TEXT = '[erased]';
/** The address an erased person's row keeps: unique per row, never deliverable (RFC 2606). */
export const erasedEmail = (type: (typeof CUSTOMER_TYPES)[number], id: number) =>
  `erased-${type}-${id}@erased.invalid`;

export const PrivacyMessages = {
  exported: 'Data exported',
  erased: 'Personal data erased. Amounts stay on the appointments for the books.',
  alreadyErased: "This person's personal data was already erased.",
  upcoming:
    'This person has upcoming appointments: cancel them before erasing their data, so nobody is expected at a time no one can be told about.',
  retentionInvalid: `Keep guests without an appointment between ${GUEST_RETENTION_MONTHS.min} and ${GUEST_RETENTION_MONTHS.max} months`,
  passwordWrong: 'The password is not correct',
  consentsSaved: 'Your choices are saved',
  consentsTooOften: 'You changed this choice too often today. Try again tomorrow.',
  accountErased: 'Your account and your personal data were erased. Goodbye!',
} as const;

/** What a customer may agree to be sent; marketing is never assumed (no row: no consent). */
export const CONSENT_PURPOSES = ['email_reminders', 'sms_reminders', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * The words a customer saw when choosing, as the consent record keeps them: the site's booking
 * form shows exactly these (its notify.* strings), in the customer's language.
 */
export const CONSENT_WORDING = {
  email_reminders: {
    'en-CA': 'Send me confirmations and reminders by: Email',
    'fr-CA': 'M’envoyer les confirmations et les rappels par : Courriel',
  },
  sms_reminders: {
    'en-CA': 'Send me confirmations and reminders by: Text message (SMS)',
    'fr-CA': 'M’envoyer les confirmations et les rappels par : Texto (SMS)',
  },
  unsubscribe: {
    'en-CA': 'Stop e-mail reminders (unsubscribe link)',
    'fr-CA': 'Ne plus recevoir les rappels par courriel (lien de désabonnement)',
  },
  /** Never pre-ticked: on the site's booking form and in "My account". */
  marketing: {
    'en-CA': 'Send me news and offers by email',
    'fr-CA': 'M’envoyer des nouvelles et des offres par courriel',
  },
  /** A text reply: the customer's own word is the choice (recorded with the word they sent). */
  sms_stop: {
    'en-CA': 'Replied STOP to a text message: no more text messages',
    'fr-CA': 'A répondu ARRÊT à un texto : plus aucun texto',
  },
  sms_start: {
    'en-CA': 'Replied START to a text message: text messages again',
    'fr-CA': 'A répondu START à un texto : de nouveau des textos',
  },
} as const;

/** Where a consent was given or withdrawn. */
export const CONSENT_SOURCES = ['site_booking', 'site_account', 'unsubscribe_link', 'sms_reply', 'console'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * A customer's current choice for one purpose: the latest record of it. A purpose without a
 * record is absent (for marketing: no consent).
 */
export const ConsentStatusSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  source: z.enum(CONSENT_SOURCES),
  wording: z.string().nullable(),
  recorded_at: TimestampSchema,
});
export type ConsentStatus = z.infer<typeof ConsentStatusSchema>;

/** A customer's changes of choice from "My account" in 24 hours: the record's budget. */
export const CONSENT_CHANGES_PER_DAY = 10;

/** Body of PUT user/me/consents: the signed-in customer's marketing choice from "My account". */
export const UpdateConsentsInputSchema = z.strictObject({
  marketing: z.boolean({ error: 'Say whether you want news and offers' }),
});
export type UpdateConsentsInput = z.infer<typeof UpdateConsentsInputSchema>;

const ExportedAppointmentSchema = z.object({
  id: IdSchema,
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: z.string(),
  consultant: z.string().nullable(),
  services: z.array(z.string()),
  /** Cents, as the books keep them. */
  service_total: z.number().int(),
  tax: z.number().int(),
  tip: z.number().int(),
  booking_fee: z.number().int(),
  total: z.number().int(),
  created_at: TimestampSchema,
});

const ExportedMessageSchema = z.object({
  id: IdSchema,
  /** received: the customer wrote it to the business; sent: the business wrote it to them. */
  direction: z.enum(['received', 'sent']),
  body: z.string(),
  created_at: TimestampSchema,
});

const ExportedReviewSchema = z.object({
  id: IdSchema,
  rating: z.number().int(),
  text: z.string(),
  created_at: TimestampSchema,
});

const ExportedDeliverySchema = z.object({
  channel: z.string(),
  step: z.string(),
  address: z.string().nullable(),
  status: z.string(),
  sent_at: TimestampSchema.nullable(),
});

const ExportedConsentSchema = z.object({
  purpose: z.string(),
  granted: z.boolean(),
  source: z.string(),
  wording: z.string().nullable(),
  recorded_at: TimestampSchema,
});

/** Everything the business holds about one client or guest, as the export hands it over. */
export const PrivacyExportSchema = z.object({
  exported_at: TimestampSchema,
  business: z.object({ id: IdSchema, name: z.string() }),
  person: z.object({
    type: z.enum(CUSTOMER_TYPES),
    id: IdSchema,
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    language: z.string().nullable(),
    status: z.string(),
    email_reminders_opt_out_at: TimestampSchema.nullable(),
    erased_at: TimestampSchema.nullable(),
    created_at: TimestampSchema,
  }),
  appointments: z.array(ExportedAppointmentSchema),
  messages: z.array(ExportedMessageSchema),
  reviews: z.array(ExportedReviewSchema),
  deliveries: z.array(ExportedDeliverySchema),
  consents: z.array(ExportedConsentSchema),
});
export type PrivacyExport = z.infer<typeof PrivacyExportSchema>;

/** Body of POST user/me/erase: the customer confirms with their password. */
export const EraseAccountInputSchema = z.object({ password: SignInInputSchema.shape.password });
export type EraseAccountInput = z.infer<typeof EraseAccountInputSchema>;

/** What an erasure answers: whom it anonymized and what it changed. */
export const ErasureSchema = z.object({
  type: z.enum(CUSTOMER_TYPES),
  id: IdSchema,
  erased_at: TimestampSchema,
  appointments_kept: z.number().int(),
  messages_erased: z.number().int(),
  reviews_erased: z.number().int(),
});
export type Erasure = z.infer<typeof ErasureSchema>;

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is defused for spreadsheets. */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value) ? value.join('; ') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvTable(title: string, rows: readonly Record<string, unknown>[], columns: readonly string[]): string {
  const lines = [csvField(title), columns.map(csvField).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(row[column])).join(','));
  return lines.join('\r\n');
}

/**
 * The export as one CSV file: a table per section (person, appointments, messages, reviews,
 * messages sent, consents), each headed by its name, separated by a blank line. Spreadsheets
 * open it as is; amounts are in cents as in the JSON.
 */
export function privacyExportToCsv(data: PrivacyExport): string {
  const sections = [
    csvTable('person', [{ ...data.person, business: data.business.name, exported_at: data.exported_at }], [
      'type',
      'id',
      'firstname',
      'lastname',
      'email',
      'phone',
      'language',
      'status',
      'email_reminders_opt_out_at',
      'erased_at',
      'created_at',
      'business',
      'exported_at',
    ]),
    csvTable('appointments', data.appointments, Object.keys(ExportedAppointmentSchema.shape)),
    csvTable('messages', data.messages, Object.keys(ExportedMessageSchema.shape)),
    csvTable('reviews', data.reviews, Object.keys(ExportedReviewSchema.shape)),
    csvTable('deliveries', data.deliveries, Object.keys(ExportedDeliverySchema.shape)),
    csvTable('consents', data.consents, Object.keys(ExportedConsentSchema.shape)),
  ];
  return `${sections.join('\r\n\r\n')}\r\n`;
}

/** The file name an export is saved under: the business's subdomain-like slug, the person, the day. */
export function privacyExportFileName(data: PrivacyExport, format: 'json' | 'csv'): string {
  const day = data.exported_at.slice(0, 10);
  return `${data.person.type === 'user' ? 'client' : 'guest'}-${data.person.id}-data-${day}.${format}`;
}
