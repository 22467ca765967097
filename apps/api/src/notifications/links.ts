import path from 'node:path';
import type { Config } from '../config';
import { TokenCipher } from '../gateways/oauth/token-cipher';
import { installSecret } from '../lib/install-secret';

/** Who a link in a customer's message speaks for: a client (user) or a guest, by id. */
export interface LinkCustomer {
  type: 'user' | 'guest';
  id: number;
}

const PURPOSE = 'unsubscribe-reminders';
const KIND = { user: 'u', guest: 'g' } as const;
const TOKEN = /^([ug])\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/** The path of the page a reminders unsubscribe link opens. */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe/reminders';

/**
 * Signs the links customers' messages carry (today: stop e-mail reminders), so a link works
 * for the one customer it was made for and no other id can be written into it. The key is
 * INTEGRATION_TOKEN_KEY, the server's secret, when it is set (every machine then agrees);
 * otherwise a random secret of this install kept in DATA_DIR, made on first use, so no key is
 * ever published in the source. MACs are separated by purpose from the integration tokens'.
 */
export class MessageLinks {
  private cipher: TokenCipher | undefined;

  constructor(private readonly config: Pick<Config, 'INTEGRATION_TOKEN_KEY' | 'dataDir' | 'PUBLIC_URL'>) {}

  private key(): TokenCipher {
    this.cipher ??= new TokenCipher(
      this.config.INTEGRATION_TOKEN_KEY ?? installSecret(path.join(this.config.dataDir, 'message-links-secret')),
    );
    return this.cipher;
  }

  /** The token of a customer's reminders unsubscribe link. */
  unsubscribeToken(customer: LinkCustomer): string {
    const value = `${KIND[customer.type]}.${customer.id}`;
    return `${value}.${this.key().mac(PURPOSE, value)}`;
  }

  /** The whole link, at the public URL. */
  unsubscribeUrl(customer: LinkCustomer): string {
    return `${this.config.PUBLIC_URL}${UNSUBSCRIBE_PATH}?token=${this.unsubscribeToken(customer)}`;
  }

  /** The customer a token was signed for, or null when it was not signed here or was altered. */
  verifyUnsubscribeToken(token: string): LinkCustomer | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, kind, id, mac] = match;
    if (!this.key().verifyMac(PURPOSE, `${kind}.${id}`, mac!)) return null;
    const number = Number(id);
    if (number > 2_147_483_647) return null;
    return { type: kind === 'u' ? 'user' : 'guest', id: number };
  }
}
