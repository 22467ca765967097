import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { outboundSms } from '../../db/schema';

export interface SmsMessage {
  /** The business it is sent for (see MailMessage.business_id). */
  business_id: number | null;
  /** E.164: +14165550100. */
  to: string;
  body: string;
}

export interface SmsSent {
  /** The provider's id of the message, when it gives one. */
  providerId: string | null;
  /** What the provider said of it, for the delivery log. */
  detail: string;
}

/** The provider refused the message for good (an invalid or unreachable number): no retry. */
export class SmsRefused extends Error {}

/** Sends text messages. Every one is also kept in the outbound_sms table as a record. */
export interface SmsGateway {
  /** 'twilio' sends for real; 'outbox' only records (the development SMS page shows it). */
  readonly kind: 'twilio' | 'outbox';
  send(message: SmsMessage): Promise<SmsSent>;
}

/**
 * The offline default: text messages are only recorded, and /api/dev/sms shows them. Nothing
 * leaves the machine, so `npm start` works with no account and no network.
 */
class OutboxSmsGateway implements SmsGateway {
  readonly kind = 'outbox' as const;

  constructor(private readonly db: Db) {}

  async send(message: SmsMessage): Promise<SmsSent> {
    const [row] = await this.db
      .insert(outboundSms)
      .values({ ...message, transport: 'outbox' })
      .returning({ id: outboundSms.id });
    return { providerId: `outbox-${row!.id}`, detail: 'kept in the development SMS outbox' };
  }
}

/** Twilio when its three settings are present; the offline outbox otherwise. */
export async function createSmsGateway(db: Db, config: Config): Promise<SmsGateway> {
  if (config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM) {
    const { TwilioSmsGateway } = await import('./twilio');
    return new TwilioSmsGateway(db, {
      accountSid: config.TWILIO_ACCOUNT_SID,
      authToken: config.TWILIO_AUTH_TOKEN,
      from: config.TWILIO_FROM,
      apiUrl: config.TWILIO_API_URL,
    });
  }
  return new OutboxSmsGateway(db);
}
