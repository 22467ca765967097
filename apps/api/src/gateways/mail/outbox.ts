import type { Db } from '../../db/client';
import { outboundMail } from '../../db/schema';
import type { MailGateway, MailMessage } from './index';

/**
 * The offline default: mail is only recorded, and the development mailbox page shows it.
 * Nothing leaves the machine, so `npm start` works with no account and no network.
 */
export class OutboxMailGateway implements MailGateway {
  readonly kind = 'outbox' as const;

  constructor(
    private readonly db: Db,
    readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insert(outboundMail).values({ ...message, transport: 'outbox' });
  }
}
