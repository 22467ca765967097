import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup as dnsLookupAll } from 'node:dns/promises';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { rootCertificates } from 'node:tls';
import ipaddr from 'ipaddr.js';
import type { Config } from '../config';

/** How long an endpoint has to answer. */
const TIMEOUT_MS = 10_000;
/** How much of an answer is read (the rest is dropped unread). */
const MAX_ANSWER_BYTES = 16 * 1024;

export class PrivateAddressError extends Error {
  constructor(readonly address: string) {
    super(`the address ${address} is private, loopback or link-local`);
    this.name = 'PrivateAddressError';
  }
}

/**
 * Whether an IP address is on the public internet: not loopback, private (RFC 1918, unique
 * local), link-local (cloud metadata services live there), carrier-grade NAT, multicast,
 * reserved or unspecified. IPv4-mapped IPv6 addresses are judged as the IPv4 they carry.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Every address a host name resolves to (or the IP literal itself). */
async function addressesOf(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return [bare];
  return (await dnsLookupAll(bare, { all: true, verbatim: true })).map((a) => a.address);
}

export interface WebhookAnswer {
  status: number;
  body: string;
}

export interface WebhookTransport {
  /**
   * Refuses (PrivateAddressError) an address leading into a private network, when such
   * addresses are denied; a name that does not resolve is let through (it fails on delivery).
   */
  checkAddress(url: string): Promise<void>;
  /** POSTs the body; answers the status and the start of the body, or throws (timeout, refused…). */
  post(url: string, headers: Record<string, string>, body: string): Promise<WebhookAnswer>;
}

/**
 * Deliveries over HTTPS with Node's own client. Where private addresses are denied, the check
 * is made on the addresses the connection actually uses (a lookup hook), not only when the
 * endpoint is registered, so a name re-pointed at 127.0.0.1 later (DNS rebinding) still
 * fails; redirects are not followed.
 */
export function createWebhookTransport(config: Pick<Config, 'NODE_ENV' | 'WEBHOOK_PRIVATE_ADDRESSES' | 'WEBHOOK_CA_FILE'>): WebhookTransport {
  const allowPrivate = (config.WEBHOOK_PRIVATE_ADDRESSES ?? (config.NODE_ENV === 'production' ? 'deny' : 'allow')) === 'allow';
  const ca = config.WEBHOOK_CA_FILE ? [...rootCertificates, readFileSync(config.WEBHOOK_CA_FILE, 'utf8')] : undefined;

  const guardedLookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const refused = allowPrivate ? undefined : found.find((a) => !isPublicAddress(a.address));
      if (refused) return callback(new PrivateAddressError(refused.address), '', 4);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, found);
      const [first] = found;
      return first ? callback(null, first.address, first.family) : callback(new Error(`${hostname} has no address`), '', 4);
    });
  };

  return {
    async checkAddress(url) {
      if (allowPrivate) return;
      let addresses: string[];
      try {
        addresses = await addressesOf(new URL(url).hostname);
      } catch {
        return;
      }
      const refused = addresses.find((address) => !isPublicAddress(address));
      if (refused) throw new PrivateAddressError(refused);
    },

    async post(url, headers, body) {
      const target = new URL(url);
      const literal = target.hostname.replace(/^\[|\]$/g, '');
      // An IP literal is connected to without a lookup, so it is checked here.
      if (!allowPrivate && isIP(literal) && !isPublicAddress(literal)) throw new PrivateAddressError(literal);
      return new Promise<WebhookAnswer>((resolve, reject) => {
        const sent = request(
          target,
          {
            method: 'POST',
            headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
            lookup: guardedLookup,
            // A connection of its own: a pooled one would skip the lookup, and its check.
            agent: false,
            timeout: TIMEOUT_MS,
            ...(ca && { ca }),
          },
          (response) => {
            const chunks: Buffer[] = [];
            let size = 0;
            response.on('data', (chunk: Buffer) => {
              if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
              size += chunk.length;
            });
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                body: Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8'),
              }),
            );
            response.on('error', reject);
          },
        );
        sent.on('timeout', () => sent.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
        sent.on('error', reject);
        sent.end(body);
      });
    },
  };
}
