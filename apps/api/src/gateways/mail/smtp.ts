import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { outboundMail } from '../../db/schema';
import { MailRefused, type MailGateway, type MailMessage, type SendOptions } from './index';
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

  /**
   * nodemailer is loaded with the first message, keeping it off the start-up path. A server
   * that hangs gives up within seconds (nodemailer waits up to 10 minutes by default, which
   * would hold a job worker): unless SMTP_URL sets them, 10 s to connect and greet, 30 s idle.
   */
  private transporter(): Promise<Transporter> {
    const url = new URL(this.smtpUrl);
    const timeouts = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' };
    for (const [name, ms] of Object.entries(timeouts)) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, ms);
    }
    return (this.transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport(url.toString()),
    ));
  }

  async send(message: MailMessage, opts: SendOptions = {}): Promise<void> {
    const [row] = await this.db
      .insert(outboundMail)
      .values({ ...message, transport: 'smtp' })
      .returning({ id: outboundMail.id });
    const delivered = this.deliver(row!.id, message);
    if (!opts.wait) {
      void delivered.catch(() => undefined);
      return;
    }
    const error = await delivered;
    if (!error) return;
    // nodemailer's errors carry the server's answer: 5xx is final, the rest may pass later.
    const code = (error as { responseCode?: number }).responseCode;
    if (code !== undefined && code >= 500 && code < 600) throw new MailRefused(error.message);
    throw error;
  }

  /** Delivers a recorded message; notes the outcome on its row and answers the error, if any. */
  private async deliver(id: number, message: MailMessage): Promise<Error | null> {
    try {
      const { attachments, business_id: _business, ...rest } = message;
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
      return null;
    } catch (error) {
      await this.db
        .update(outboundMail)
        .set({ error: error instanceof Error ? error.message : String(error) })
        .where(eq(outboundMail.id, id))
        .catch(() => undefined);
      return error instanceof Error ? error : new Error(String(error));
    }
  }
}
