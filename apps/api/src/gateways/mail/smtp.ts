import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { outboundMail } from '../../db/schema';
import type { MailGateway, MailMessage } from './index';
import { clock } from '../../lib/clock';

/**
 * Real delivery over SMTP. The message is recorded first and delivered in the background, so
 * a slow mail server never slows a request down nor reveals by its timing whether an address
 * exists; the row's sent_at or error records the outcome.
 */
export class SmtpMailGateway implements MailGateway {
  readonly kind = 'smtp' as const;
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly db: Db,
    private readonly smtpUrl: string,
    private readonly from: string,
  ) {}

  /** nodemailer is loaded with the first message, keeping it off the start-up path. */
  private transporter(): Promise<Transporter> {
    return (this.transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport(this.smtpUrl),
    ));
  }

  async send(message: MailMessage): Promise<void> {
    const [row] = await this.db
      .insert(outboundMail)
      .values({ ...message, transport: 'smtp' })
      .returning({ id: outboundMail.id });
    void this.deliver(row!.id, message);
  }

  private async deliver(id: number, message: MailMessage): Promise<void> {
    try {
      const { attachments, ...rest } = message;
      await (
        await this.transporter()
      ).sendMail({
        from: this.from,
        ...rest,
        attachments: attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.content_type,
          content: a.content,
        })),
      });
      await this.db
        .update(outboundMail)
        .set({ sent_at: clock.now() })
        .where(eq(outboundMail.id, id));
    } catch (error) {
      await this.db
        .update(outboundMail)
        .set({ error: error instanceof Error ? error.message : String(error) })
        .where(eq(outboundMail.id, id))
        .catch(() => undefined);
    }
  }
}
