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
/** A separate purpose: an unsubscribe MAC never opens an appointment, nor the reverse. */
const MANAGE_PURPOSE = 'manage-appointment';
/** Another one again: an offer's confirm link books the time held, nothing else. */
const OFFER_PURPOSE = 'waitlist-offer';
const KIND = { user: 'u', guest: 'g' } as const;
const TOKEN = /^([ug])\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;
const MANAGE_TOKEN = /^([1-9]\d{0,9})\.([ug])\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;
const OFFER_TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;
const MAX_INT = 2_147_483_647;

/** What a manage link names: one appointment and the customer it was booked for. */
export interface ManagedAppointmentRef {
  appointmentId: number;
  customer: LinkCustomer;
}

/** The path of the page a reminders unsubscribe link opens. */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe/reminders';

/**
 * Signs the links customers' messages carry (stop e-mail reminders, manage an appointment), so
 * a link works for the one customer (and appointment) it was made for and no other id can be
 * written into it. The key is
 * INTEGRATION_TOKEN_KEY, the server's secret, when it is set (every machine then agrees);
 * otherwise a random secret of this install kept in DATA_DIR, made on first use, so no key is
 * ever published in the source. MACs are separated by purpose from the integration tokens' and
 * from each other.
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
    if (number > MAX_INT) return null;
    return { type: kind === 'u' ? 'user' : 'guest', id: number };
  }

  /**
   * The token of an appointment's manage link: "<appointment>.<u|g>.<customer>.<MAC>". It
   * carries no expiry of its own: the server refuses it once the appointment has started (or
   * belongs to someone else), reading the appointment as it is now.
   */
  manageToken(ref: ManagedAppointmentRef): string {
    const value = `${ref.appointmentId}.${KIND[ref.customer.type]}.${ref.customer.id}`;
    return `${value}.${this.key().mac(MANAGE_PURPOSE, value)}`;
  }

  /** The manage page of the business's public site for an appointment. */
  manageUrl(subdomain: string, ref: ManagedAppointmentRef): string {
    return `${this.config.PUBLIC_URL}/site/${encodeURIComponent(subdomain)}/manage?token=${this.manageToken(ref)}`;
  }

  /** The appointment and customer a manage token was signed for; null when altered or not ours. */
  verifyManageToken(token: string): ManagedAppointmentRef | null {
    const match = MANAGE_TOKEN.exec(token);
    if (!match) return null;
    const [, appointment, kind, customer, mac] = match;
    if (!this.key().verifyMac(MANAGE_PURPOSE, `${appointment}.${kind}.${customer}`, mac!)) return null;
    const appointmentId = Number(appointment);
    const customerId = Number(customer);
    if (appointmentId > MAX_INT || customerId > MAX_INT) return null;
    return { appointmentId, customer: { type: kind === 'u' ? 'user' : 'guest', id: customerId } };
  }

  /**
   * The token of a waitlist offer's confirm link: "<offer>.<MAC>". Like the manage link it
   * carries no expiry: the server reads the offer as it is now (open until its hold ends).
   */
  offerToken(offerId: number): string {
    return `${offerId}.${this.key().mac(OFFER_PURPOSE, String(offerId))}`;
  }

  /** The offer page of the business's public site. */
  offerUrl(subdomain: string, offerId: number): string {
    return `${this.config.PUBLIC_URL}/site/${encodeURIComponent(subdomain)}/waitlist?token=${this.offerToken(offerId)}`;
  }

  /** The offer a token was signed for; null when altered or not ours. */
  verifyOfferToken(token: string): number | null {
    const match = OFFER_TOKEN.exec(token);
    if (!match) return null;
    const [, offer, mac] = match;
    if (!this.key().verifyMac(OFFER_PURPOSE, offer!, mac!)) return null;
    const offerId = Number(offer);
    return offerId > MAX_INT ? null : offerId;
  }
}
