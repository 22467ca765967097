import type { Db } from '../../db/client';
import { OutboxMailGateway } from './outbox';
import { SmtpMailGateway } from './smtp';

/** A text file sent with a message, e.g. an appointment's calendar file. */
export interface MailAttachment {
  filename: string;
  /** MIME type, e.g. 'text/calendar; charset=utf-8; method=PUBLISH'. */
  content_type: string;
  content: string;
}

export interface MailMessage {
  /**
   * The business it is sent for, kept on the record so that erasing a client removes this
   * business's copies of what it sent them; null for the platform's own mail.
   */
  business_id: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/**
 * The mail server refused the message for good (an SMTP 5xx answer: no such mailbox, domain
 * refusing mail): sending it again changes nothing.
 */
export class MailRefused extends Error {}

export interface SendOptions {
  /**
   * Deliver before answering, throwing MailRefused for a permanent refusal and any other error
   * for a temporary one: what a job that retries wants. Without it SMTP delivers in the
   * background, so no request waits on a mail server.
   */
  wait?: boolean;
}

/** Sends e-mail. Every message is also kept in the outbound_mail table as a record. */
export interface MailGateway {
  /** 'smtp' delivers for real; 'outbox' only records (the development mailbox shows it). */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage, opts?: SendOptions): Promise<void>;
}

export function createMailGateway(db: Db, opts: { smtpUrl?: string; from: string }): MailGateway {
  return opts.smtpUrl
    ? new SmtpMailGateway(db, opts.smtpUrl, opts.from)
    : new OutboxMailGateway(db, opts.from);
}
