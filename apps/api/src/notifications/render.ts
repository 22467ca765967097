import type { CustomerAppointment } from '@rendezvous/domain';

export type Language = 'en-CA' | 'fr-CA';
export type MessageStep = 'confirmation' | 'change' | 'cancellation' | 'reminder';

export interface MessageFacts {
  language: Language;
  /** The customer's first name. */
  name: string;
  appointment: CustomerAppointment;
  location: string;
  /** The IANA zone the times are shown in: the customer's when known, else the business's. */
  timeZone: string;
  /** E-mail: where the customer stops e-mail reminders (every e-mail carries it). */
  unsubscribeUrl?: string;
  /**
   * E-mail confirmation or change notice: the signed page where the customer cancels or moves
   * the appointment, no account needed (the SMS leaves it out to stay within one message).
   */
  manageUrl?: string;
  /** SMS reminder: the business acts on replies, so the text asks for one. */
  twoWay?: boolean;
}

export interface RenderedMessage {
  subject: string;
  text: string;
}

/** "Thursday, May 27, 2027 at 2:30 p.m. Eastern Daylight Time" / "jeudi 27 mai 2027 à 14 h 30 heure avancée de l’Est". */
/**
 * Intl formatters are costly to make (a batch of 10,000 reminders spent more time making them
 * than rendering): one per language, zone and style, kept for the process's life.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formatters.set(key, format);
  }
  return format;
}

export function formatWhen(at: Date, language: Language, timeZone: string): string {
  const day = dateFormat(language, { dateStyle: 'full', timeZone }).format(at);
  const time = dateFormat(language, { timeStyle: 'short', timeZone }).format(at);
  const zone =
    dateFormat(language, { timeZone, timeZoneName: 'long' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return language === 'fr-CA' ? `${day} à ${time} (${zone})` : `${day} at ${time} (${zone})`;
}

const moneyFormats = new Map<Language, Intl.NumberFormat>();
const money = (cents: number, language: Language) => {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency: 'CAD' });
    moneyFormats.set(language, format);
  }
  return format.format(cents / 100);
};

type Texts = {
  subject: Record<MessageStep, (business: string) => string>;
  lead: Record<MessageStep, (business: string) => string>;
  hello: (name: string) => string;
  when: string;
  with: string;
  where: string;
  total: string;
  calendar: string;
  manage: (url: string, hours: number) => string;
  unsubscribe: (url: string) => string;
};

const TEXTS: Record<Language, Texts> = {
  'en-CA': {
    subject: {
      confirmation: (b) => `Your appointment with ${b} is booked`,
      change: (b) => `Your appointment with ${b} has changed`,
      cancellation: (b) => `Your appointment with ${b} is cancelled`,
      reminder: (b) => `Reminder: your appointment with ${b}`,
    },
    lead: {
      confirmation: (b) => `Your appointment with ${b} is booked.`,
      change: (b) => `Your appointment with ${b} has changed. Here is what holds now.`,
      cancellation: (b) => `Your appointment with ${b} is cancelled.`,
      reminder: (b) => `This is a reminder of your appointment with ${b}.`,
    },
    hello: (name) => `Hello ${name},`,
    when: 'When',
    with: 'With',
    where: 'Where',
    total: 'Total',
    calendar: 'The attached appointment.ics file puts it in your calendar.',
    manage: (url, hours) =>
      hours > 0
        ? `To cancel or move this appointment (until ${hours} ${hours === 1 ? 'hour' : 'hours'} before it starts): ${url}`
        : `To cancel or move this appointment: ${url}`,
    unsubscribe: (url) => `To stop receiving reminders by e-mail (you will still hear of bookings and changes): ${url}`,
  },
  'fr-CA': {
    subject: {
      confirmation: (b) => `Votre rendez-vous chez ${b} est réservé`,
      change: (b) => `Votre rendez-vous chez ${b} a changé`,
      cancellation: (b) => `Votre rendez-vous chez ${b} est annulé`,
      reminder: (b) => `Rappel : votre rendez-vous chez ${b}`,
    },
    lead: {
      confirmation: (b) => `Votre rendez-vous chez ${b} est réservé.`,
      change: (b) => `Votre rendez-vous chez ${b} a changé. Voici ce qui vaut maintenant.`,
      cancellation: (b) => `Votre rendez-vous chez ${b} est annulé.`,
      reminder: (b) => `Ceci est un rappel de votre rendez-vous chez ${b}.`,
    },
    hello: (name) => `Bonjour ${name},`,
    when: 'Quand',
    with: 'Avec',
    where: 'Où',
    total: 'Total',
    calendar: 'Le fichier appointment.ics joint l’ajoute à votre agenda.',
    manage: (url, hours) =>
      hours > 0
        ? `Pour annuler ou déplacer ce rendez-vous (jusqu’à ${hours} ${hours === 1 ? 'heure' : 'heures'} avant son début) : ${url}`
        : `Pour annuler ou déplacer ce rendez-vous : ${url}`,
    unsubscribe: (url) =>
      `Pour ne plus recevoir de rappels par courriel (vous serez toujours avisé des réservations et des changements) : ${url}`,
  },
};

/** A customer's message about their appointment, in their language and time zone. */
export function renderAppointmentMessage(step: MessageStep, facts: MessageFacts): RenderedMessage {
  const t = TEXTS[facts.language];
  const a = facts.appointment;
  const colon = facts.language === 'fr-CA' ? ' :' : ':';
  const services = a.services.map((s) => `- ${s.name}${colon} ${money(s.price, facts.language)}`).join('\n');
  const details = [
    `${t.when}${colon} ${formatWhen(new Date(a.starts_at), facts.language, facts.timeZone)}`,
    `${t.with}${colon} ${a.consultant_name}`,
    `${t.where}${colon} ${facts.location}`,
  ].join('\n');
  const body =
    step === 'cancellation'
      ? `${details}\n`
      : `${details}\n\n${services}\n${t.total}${colon} ${money(a.total, facts.language)}\n\n${t.calendar}\n`;
  const manage =
    facts.manageUrl && (step === 'confirmation' || step === 'change')
      ? `\n${t.manage(facts.manageUrl, a.change_notice_hours)}\n`
      : '';
  const footer = facts.unsubscribeUrl ? `\n\n--\n${t.unsubscribe(facts.unsubscribeUrl)}\n` : '';
  return {
    subject: t.subject[step](a.business_name),
    text: `${t.hello(facts.name)}\n\n${t.lead[step](a.business_name)}\n\n${body}${manage}\n${a.business_name}${footer}`,
  };
}

/** "Tue, Jun 1, 10:00 a.m. EDT" / "mar. 1 juin, 10 h 00 HAE": short, for a text message. */
export function formatWhenShort(at: Date, language: Language, timeZone: string): string {
  return dateFormat(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
}

const SMS: Record<Language, Record<MessageStep, (business: string, when: string, who: string) => string>> = {
  'en-CA': {
    confirmation: (b, when, who) => `${b}: your appointment is booked for ${when} with ${who}.`,
    change: (b, when, who) => `${b}: your appointment has moved to ${when} with ${who}.`,
    cancellation: (b, when) => `${b}: your appointment of ${when} is cancelled.`,
    reminder: (b, when, who) => `${b}: reminder of your appointment ${when} with ${who}.`,
  },
  'fr-CA': {
    confirmation: (b, when, who) => `${b} : votre rendez-vous est réservé le ${when} avec ${who}.`,
    change: (b, when, who) => `${b} : votre rendez-vous est déplacé au ${when} avec ${who}.`,
    cancellation: (b, when) => `${b} : votre rendez-vous du ${when} est annulé.`,
    reminder: (b, when, who) => `${b} : rappel de votre rendez-vous le ${when} avec ${who}.`,
  },
};

/**
 * A customer's text message about their appointment: it names the business first, and stays
 * within one 160-character SMS when the names allow (the consultant's first name only).
 */
export function renderAppointmentSms(step: MessageStep, facts: MessageFacts): string {
  const a = facts.appointment;
  const when = formatWhenShort(new Date(a.starts_at), facts.language, facts.timeZone);
  const who = a.consultant_name.split(' ')[0] ?? a.consultant_name;
  const text = SMS[facts.language][step](a.business_name, when, who);
  return step === 'reminder' && facts.twoWay ? `${text} ${TWO_WAY[facts.language]}` : text;
}

const TWO_WAY: Record<Language, string> = {
  'en-CA': 'Reply 1 to confirm, 2 to cancel.',
  'fr-CA': 'Répondez 1 pour confirmer, 2 pour annuler.',
};

/** What the business answers to a customer's text message. */
export type SmsAnswer =
  | { kind: 'stopped' | 'started' }
  | { kind: 'confirmed' | 'cancelled'; when: string }
  | { kind: 'too-late'; when: string; phone: string | null };

const ANSWERS: Record<Language, (business: string, answer: SmsAnswer) => string> = {
  'en-CA': (b, a) => {
    switch (a.kind) {
      case 'stopped':
        return `${b}: you will get no more text messages from us. Reply START to get them again.`;
      case 'started':
        return `${b}: you will get our text messages again. Reply STOP to stop them.`;
      case 'confirmed':
        return `${b}: thank you, your appointment of ${a.when} is confirmed.`;
      case 'cancelled':
        return `${b}: your appointment of ${a.when} is cancelled.`;
      case 'too-late':
        return `${b}: it is too late to cancel your appointment of ${a.when} by text. Please call us${a.phone ? ` at ${a.phone}` : ''}.`;
    }
  },
  'fr-CA': (b, a) => {
    switch (a.kind) {
      case 'stopped':
        return `${b} : vous ne recevrez plus de textos de notre part. Répondez START pour les recevoir de nouveau.`;
      case 'started':
        // ARRET without its accent: Ê is outside the GSM alphabet and would make this a
        // UCS-2 text of 70 characters a segment.
        return `${b} : vous recevrez de nouveau nos textos. Répondez ARRET pour ne plus les recevoir.`;
      case 'confirmed':
        return `${b} : merci, votre rendez-vous du ${a.when} est confirmé.`;
      case 'cancelled':
        return `${b} : votre rendez-vous du ${a.when} est annulé.`;
      case 'too-late':
        return `${b} : il est trop tard pour annuler par texto votre rendez-vous du ${a.when}. Veuillez nous appeler${a.phone ? ` au ${a.phone}` : ''}.`;
    }
  },
};

/** The business's answer to a customer's text, naming the business first like every SMS. */
export function renderSmsAnswer(language: Language, business: string, answer: SmsAnswer): string {
  return ANSWERS[language](business, answer);
}
