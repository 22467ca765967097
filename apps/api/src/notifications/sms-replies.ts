import {
  CONSENT_WORDING,
  activityNote,
  customerCanChange,
  noteSlot,
  toE164,
  type ActivityNote,
} from '@rendezvous/domain';
import { and, desc, eq, isNotNull, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import {
  appointments,
  businesses,
  consultants,
  guests,
  messageDeliveries,
  smsOptOuts,
  timezones,
  users,
} from '../db/schema';
import type { SmsGateway } from '../gateways/sms';
import type { JobQueue } from '../jobs/queue';
import { clock } from '../lib/clock';
import { businessAdminIds } from '../routes/customer-auth/appointments';
import { cancelForCustomer } from '../services/customer-cancel';
import { createNotifications, type Announcer } from '../services/notify';
import { recordConsents } from '../services/privacy';
import { isOptedOut } from './appointment-messages';
import { formatWhenShort, renderSmsAnswer, type Language, type SmsAnswer } from './render';

/** What a customer's text asks for, and in which language they asked when the word tells. */
export type SmsKeyword =
  | { action: 'stop' | 'start'; language: Language | null }
  | { action: 'confirm' | 'cancel' };

const WORDS: Record<string, SmsKeyword> = {
  STOP: { action: 'stop', language: null },
  ARRET: { action: 'stop', language: 'fr-CA' },
  START: { action: 'start', language: null },
  '1': { action: 'confirm' },
  '2': { action: 'cancel' },
};

/**
 * The keyword a text is, if it is one: STOP, ARRÊT or ARRET, START, 1 or 2, in any case, with
 * or without the accent, with spaces and punctuation around it ("Arrêt.", " stop! ").
 * Anything else ("stop it please", "12") is no keyword.
 */
export function parseSmsKeyword(body: string): SmsKeyword | null {
  const word = body
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '')
    .toUpperCase();
  return WORDS[word] ?? null;
}

export interface InboundSms {
  /** The customer's number, as the provider gives it (E.164) or typed in the development outbox. */
  from: string;
  body: string;
}

export type InboundOutcome = 'opted-out' | 'opted-in' | 'confirmed' | 'cancelled' | 'too-late' | 'ignored';

export interface InboundResult {
  outcome: InboundOutcome;
  /** The text answered to the customer, if any. */
  answer: string | null;
}

export interface SmsReplyDeps {
  db: Db;
  jobs: JobQueue;
  sms: SmsGateway;
  log: FastifyBaseLogger;
  announcer: Announcer;
}

const IGNORED: InboundResult = { outcome: 'ignored', answer: null };

/**
 * A customer's text to the business number: STOP/ARRÊT opts the number out of the texts of
 * the business that last texted it, START opts it back in; 1 confirms and 2 cancels the
 * appointment of the latest reminder texted to the number, when that business asks for
 * replies and the appointment is still ahead and active. Every change is made in the
 * business of the matched delivery only. Anything else, or a number no pending reminder went
 * to, changes nothing and is not answered. The answer goes through the SMS gateway, after the
 * change is committed.
 */
export async function handleInboundSms(deps: SmsReplyDeps, message: InboundSms): Promise<InboundResult> {
  const phone = toE164(message.from);
  const keyword = parseSmsKeyword(message.body);
  if (!phone || !keyword) return IGNORED;

  const result =
    keyword.action === 'stop' || keyword.action === 'start'
      ? await optOutOrIn(deps, phone, keyword.action, keyword.language)
      : await answerReminder(deps, phone, keyword.action);
  if (!result.answer) return result;
  try {
    await deps.sms.send({ business_id: null, to: phone, body: result.answer });
  } catch (error) {
    // The change stands; the answer is a courtesy the provider may refuse (e.g. its own STOP list).
    deps.log.warn({ err: error, outcome: result.outcome }, 'the answer to an SMS reply could not be sent');
  }
  return result;
}

/** The business that last texted the number, and the language it wrote in. */
async function lastSender(db: Db, phone: string) {
  const [row] = await db
    .select({
      business_id: messageDeliveries.business_id,
      recipient_type: messageDeliveries.recipient_type,
      recipient_id: messageDeliveries.recipient_id,
      language: messageDeliveries.language,
      name: businesses.name,
      default_language: businesses.default_language,
    })
    .from(messageDeliveries)
    .innerJoin(businesses, eq(businesses.id, messageDeliveries.business_id))
    .where(
      and(
        eq(messageDeliveries.address, phone),
        eq(messageDeliveries.channel, 'sms'),
        eq(messageDeliveries.status, 'sent'),
        isNotNull(messageDeliveries.sent_at),
      ),
    )
    .orderBy(desc(messageDeliveries.sent_at), desc(messageDeliveries.id))
    .limit(1);
  return row;
}

async function optOutOrIn(
  deps: SmsReplyDeps,
  phone: string,
  action: 'stop' | 'start',
  keywordLanguage: Language | null,
): Promise<InboundResult> {
  const sender = await lastSender(deps.db, phone);
  if (!sender) return IGNORED;
  const language = keywordLanguage ?? (sender.language as Language | null) ?? sender.default_language;
  await deps.db.transaction(async (tx) => {
    if (action === 'stop') {
      await tx.insert(smsOptOuts).values({ business_id: sender.business_id, phone }).onConflictDoNothing();
    } else {
      await tx.delete(smsOptOuts).where(and(eq(smsOptOuts.business_id, sender.business_id), eq(smsOptOuts.phone, phone)));
    }
    // On the consent record of the customer the last text went to, with what their word meant.
    await recordConsents(tx, { businessId: sender.business_id, type: sender.recipient_type, id: sender.recipient_id }, 'sms_reply', [
      {
        purpose: 'sms_reminders',
        granted: action === 'start',
        wording: CONSENT_WORDING[action === 'stop' ? 'sms_stop' : 'sms_start'][language],
      },
    ]);
  });
  deps.log.info({ businessId: sender.business_id, action }, 'SMS opt-out changed by a customer reply');
  return {
    outcome: action === 'stop' ? 'opted-out' : 'opted-in',
    answer: renderSmsAnswer(language, sender.name, { kind: action === 'stop' ? 'stopped' : 'started' }),
  };
}

/**
 * The reminder a reply answers: the latest one texted to the number, while its appointment is
 * still ahead and active and its business asks for replies. Only the latest: a "2" sent twice
 * must not cancel, after the appointment it answered, an older one it never spoke of.
 */
async function pendingReminder(db: Db | Tx, phone: string) {
  const [row] = await db
    .select({
      delivery_id: messageDeliveries.id,
      business_id: messageDeliveries.business_id,
      appointment_id: messageDeliveries.appointment_id,
      recipient_type: messageDeliveries.recipient_type,
      recipient_id: messageDeliveries.recipient_id,
      language: messageDeliveries.language,
      business_name: businesses.name,
      business_phone: businesses.phone_number,
      default_language: businesses.default_language,
      two_way: businesses.sms_two_way,
      appointment_status: appointments.status,
      starts_at: appointments.starts_at,
    })
    .from(messageDeliveries)
    .innerJoin(
      appointments,
      and(eq(appointments.id, messageDeliveries.appointment_id), eq(appointments.business_id, messageDeliveries.business_id)),
    )
    .innerJoin(businesses, eq(businesses.id, messageDeliveries.business_id))
    .where(
      and(
        eq(messageDeliveries.address, phone),
        eq(messageDeliveries.channel, 'sms'),
        eq(messageDeliveries.status, 'sent'),
        like(messageDeliveries.step, 'reminder:%'),
      ),
    )
    .orderBy(desc(messageDeliveries.sent_at), desc(messageDeliveries.id))
    .limit(1);
  const pending = row?.two_way && row.appointment_status === 'active' && row.starts_at > clock.now();
  return pending ? row : undefined;
}

async function answerReminder(deps: SmsReplyDeps, phone: string, action: 'confirm' | 'cancel'): Promise<InboundResult> {
  const reminder = await pendingReminder(deps.db, phone);
  if (!reminder) return IGNORED;
  const businessId = reminder.business_id;
  const customer = { type: reminder.recipient_type, id: reminder.recipient_id };
  const language = (reminder.language as Language | null) ?? reminder.default_language;

  const outcome = await deps.db.transaction(async (tx) => {
    // The appointment as it is now, locked: two replies, or a reply and a change in the
    // console, are taken one after the other.
    const [appointment] = await tx
      .select({
        status: appointments.status,
        starts_at: appointments.starts_at,
        ends_at: appointments.ends_at,
        date: appointments.date,
        start_time: appointments.start_time,
        end_time: appointments.end_time,
        zone: timezones.name,
        business_zone: businesses.time_zone,
        notice_hours: businesses.cancellation_notice_hours,
        consultant_admin_id: consultants.admin_id,
        consultant_id: appointments.consultant_id,
      })
      .from(appointments)
      .innerJoin(businesses, eq(businesses.id, appointments.business_id))
      .innerJoin(
        consultants,
        and(eq(consultants.id, appointments.consultant_id), eq(consultants.business_id, appointments.business_id)),
      )
      .leftJoin(timezones, eq(timezones.id, appointments.customer_timezone_id))
      .where(and(eq(appointments.id, reminder.appointment_id), eq(appointments.business_id, businessId)))
      .for('update', { of: appointments });
    if (!appointment || appointment.status !== 'active' || appointment.starts_at <= clock.now()) return null;

    const table = customer.type === 'user' ? users : guests;
    const [person] = await tx
      .select({ firstname: table.firstname, lastname: table.lastname })
      .from(table)
      .where(and(eq(table.id, customer.id), eq(table.business_id, businessId)));
    const name = person ? `${person.firstname} ${person.lastname}`.trim() : 'A customer';
    const slot = noteSlot(appointment);
    const when = formatWhenShort(appointment.starts_at, language, appointment.zone ?? appointment.business_zone);

    let answer: SmsAnswer;
    let bell: ActivityNote;
    if (action === 'confirm') {
      await tx
        .update(appointments)
        .set({ customer_confirmed_at: clock.now() })
        .where(and(eq(appointments.id, reminder.appointment_id), eq(appointments.business_id, businessId)));
      answer = { kind: 'confirmed', when };
      bell = activityNote('bellConfirmedBySms', { name, ...slot });
    } else if (customerCanChange(appointment, clock.ms(), appointment.notice_hours)) {
      const note = activityNote('cancelledBySms', { name, ...slot });
      await cancelForCustomer(tx, deps.jobs, deps.log, {
        businessId,
        appointmentId: reminder.appointment_id,
        consultantAdminId: appointment.consultant_admin_id,
        consultantId: appointment.consultant_id,
        customer,
        note,
        startsAt: appointment.starts_at,
        endsAt: appointment.ends_at,
      });
      // The answer below is the customer's cancellation notice by text: the one just planned
      // for the SMS channel would tell them twice.
      await tx
        .update(messageDeliveries)
        .set({ status: 'skipped', detail: 'skipped: answered at once to the SMS reply that cancelled it' })
        .where(
          and(
            eq(messageDeliveries.appointment_id, reminder.appointment_id),
            eq(messageDeliveries.business_id, businessId),
            eq(messageDeliveries.step, 'cancellation'),
            eq(messageDeliveries.channel, 'sms'),
            eq(messageDeliveries.status, 'scheduled'),
          ),
        );
      answer = { kind: 'cancelled', when };
      bell = activityNote('bellCancelledBySms', { name, ...slot });
    } else {
      answer = { kind: 'too-late', when, phone: reminder.business_phone };
      bell = activityNote('bellSmsCancelTooLate', { name, ...slot, hours: appointment.notice_hours });
    }
    const announce = await createNotifications(deps.announcer, tx, {
      businessId,
      adminIds: [appointment.consultant_admin_id, ...(await businessAdminIds(tx, businessId))],
      type: 'sms',
      body: bell,
      sender: customer,
    });
    return { answer, announce };
  });
  if (!outcome) return IGNORED;
  outcome.announce();
  deps.jobs.nudge();
  // A number that said STOP hears nothing more, this answer included.
  const silent = await isOptedOut(deps.db, businessId, phone);
  return {
    outcome: outcome.answer.kind,
    answer: silent ? null : renderSmsAnswer(language, reminder.business_name, outcome.answer),
  };
}
