import twilio from 'twilio';
import type { Db } from '../../db/client';
import { outboundSms } from '../../db/schema';
import { clock } from '../../lib/clock';
import { SmsRefused, type SmsGateway, type SmsMessage, type SmsSent } from './index';

/**
 * Twilio's answers that no retry changes: an invalid 'To' number (21211), a number that replied
 * STOP (21610), a number that cannot receive text (21614), a landline (21612).
 */
const PERMANENT = new Set([21211, 21610, 21612, 21614]);

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or messaging service SID. */
  from: string;
  /** Another address for Twilio's REST API (a stand-in in tests, a proxy); Twilio's own by default. */
  apiUrl?: string;
}

/** Sends through Twilio's Messages API (the `twilio` package) and records each message. */
export class TwilioSmsGateway implements SmsGateway {
  readonly kind = 'twilio' as const;
  private readonly client: ReturnType<typeof twilio>;

  constructor(
    private readonly db: Db,
    private readonly settings: TwilioSettings,
  ) {
    this.client = twilio(settings.accountSid, settings.authToken);
    if (settings.apiUrl) this.client.api.baseUrl = settings.apiUrl.replace(/\/$/, '');
  }

  async send(message: SmsMessage): Promise<SmsSent> {
    const from = this.settings.from.startsWith('MG')
      ? { messagingServiceSid: this.settings.from }
      : { from: this.settings.from };
    try {
      const sent = await this.client.messages.create({ to: message.to, body: message.body, ...from });
      await this.db
        .insert(outboundSms)
        .values({ ...message, transport: 'twilio', sent_at: clock.now() });
      return { providerId: sent.sid, detail: `accepted by Twilio (${sent.status})` };
    } catch (error) {
      const code = (error as { code?: number }).code;
      const reason = `Twilio ${code ?? 'error'}: ${(error as Error).message}`;
      await this.db.insert(outboundSms).values({ ...message, transport: 'twilio', error: reason });
      if (code !== undefined && PERMANENT.has(code)) throw new SmsRefused(reason);
      throw new Error(reason);
    }
  }
}
