import { isIPv4, isIPv6 } from 'node:net';
import { AppError, ErrorCode, HttpMessages, InvitationMessages } from '@rendezvous/domain';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Config } from '../config';

/**
 * How long a run of failed sign-ins is remembered when none succeeds: long enough that an
 * attacker waiting out the longest delay still finds the count where it was.
 */
const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

/**
 * How long an attempt past the free tries holds its account and source while its password is
 * checked: far longer than a check takes, and what the source waits should the attempt end
 * in an error instead of an answer.
 */
const IN_FLIGHT_SECONDS = 30;

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;
/** Privacy exports of one person an hour, and of all of one business's people. */
export const EXPORTS_PER_PERSON_HOUR = 5;
export const EXPORTS_PER_BUSINESS_HOUR = 60;

export type SourceBudget = 'signUp' | 'refresh' | 'code' | 'contact' | 'geocodeSuggest';

export interface SignInAttempt {
  failed(): Promise<void>;
  /** The password was right: this source starts over on this account. */
  succeeded(): Promise<void>;
}

/**
 * The source an attempt is counted against: the client's address, or its /64 for IPv6,
 * since a single subscriber usually holds a whole /64 and could rotate through it.
 */
export function sourceOf(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (address.startsWith('::ffff:') && isIPv4(address.slice(7))) return address.slice(7);
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 address fills the last two groups.
  const tailLength = tailGroups.length + (tail?.includes('.') ? 1 : 0);
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailLength).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const normalEmail = (email: string) => email.trim().toLowerCase();

/** The wait after `beyond` failures past the free ones: base, doubling, capped. */
export function signInDelaySeconds(beyond: number, base: number, max: number): number {
  return Math.min(base * 2 ** beyond, max);
}

function tooManyRequests(
  reply: FastifyReply,
  waitMs: number,
  message: string = HttpMessages.tooManyRequests,
): AppError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return new AppError(ErrorCode.TooManyRequests, message);
}

/** Counts one against `key`: the wait in ms when that is past the limit, else undefined. */
async function waitAfter(limiter: RateLimiterAbstract, key: string): Promise<number | undefined> {
  try {
    await limiter.consume(key);
    return undefined;
  } catch (error) {
    // consume rejects with the counter's state past the limit, with an Error when the store fails.
    if (error instanceof RateLimiterRes) return error.msBeforeNext;
    throw error;
  }
}

/**
 * The API's rate limits, counted in Redis when the app has one (shared by every API
 * process), else in this process's memory (then it is the only process there is).
 */
export class RateLimits {
  private readonly bySource: Record<SourceBudget, RateLimiterAbstract>;
  /** Code steps per requester and address: the owner's own budget, whoever else asks. */
  private readonly codesBySourceAndEmail: RateLimiterAbstract;
  /** Wrong reset-code guesses per requester and address, and per address over all requesters. */
  private readonly codeGuessesBySource: RateLimiterAbstract;
  private readonly codeGuessesByEmail: RateLimiterAbstract;
  /** Sign-ins per account and source since the last success: failures and those in flight. */
  private readonly signInRuns: RateLimiterAbstract;
  /** Past the free tries, one attempt at a time per account and source, and none while it waits. */
  private readonly signInGate: RateLimiterAbstract;
  /** Failed sign-ins (and those in flight) per source over all accounts. */
  private readonly signInFailuresBySource: RateLimiterAbstract;
  /** Invitation e-mails per business: per day, and in its first day. */
  private readonly invitesDaily: RateLimiterAbstract;
  private readonly invitesFirstDay: RateLimiterAbstract;
  /** Requests per API key a minute. */
  private readonly apiKeyRequests: RateLimiterAbstract;
  /** Privacy exports (each reads everything held about a person): per person, and per business. */
  private readonly exportsByPerson: RateLimiterAbstract;
  private readonly exportsByBusiness: RateLimiterAbstract;

  constructor(
    private readonly config: Config,
    redis: Redis | undefined,
    keyPrefix = 'rdv:rl',
  ) {
    const limiter = (name: string, points: number, duration: number) =>
      redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `${keyPrefix}:${name}`, points, duration })
        : new RateLimiterMemory({ keyPrefix: name, points, duration });
    const window = config.RATE_LIMIT_WINDOW_SECONDS;
    this.bySource = {
      signUp: limiter('sign-up', config.SIGN_UP_IP_LIMIT, window),
      refresh: limiter('refresh', config.REFRESH_IP_LIMIT, window),
      code: limiter('code', config.CODE_IP_LIMIT, window),
      contact: limiter('contact', config.CONTACT_IP_LIMIT, window),
      geocodeSuggest: limiter('geocode-suggest', config.GEOCODE_SUGGEST_IP_LIMIT, window),
    };
    this.codesBySourceAndEmail = limiter('code-source-email', config.CODE_EMAIL_LIMIT, window);
    this.codeGuessesBySource = limiter('code-guess-source', config.CODE_SOURCE_GUESS_LIMIT, HOUR_SECONDS);
    this.codeGuessesByEmail = limiter('code-guess-email', config.CODE_GUESS_LIMIT, HOUR_SECONDS);
    this.signInRuns = limiter('sign-in-runs', config.SIGN_IN_FREE_FAILURES, FAILURE_MEMORY_SECONDS);
    this.signInGate = limiter('sign-in-gate', 1, IN_FLIGHT_SECONDS);
    this.signInFailuresBySource = limiter('sign-in-source-failures', config.SIGN_IN_IP_FAILURE_LIMIT, window);
    this.invitesDaily = limiter('invites', config.INVITE_DAILY_LIMIT, DAY_SECONDS);
    this.invitesFirstDay = limiter('invites-first-day', config.INVITE_FIRST_DAY_LIMIT, DAY_SECONDS);
    this.apiKeyRequests = limiter('api-key', config.API_KEY_REQUESTS_PER_MINUTE, 60);
    this.exportsByPerson = limiter('export-person', EXPORTS_PER_PERSON_HOUR, HOUR_SECONDS);
    this.exportsByBusiness = limiter('export-business', EXPORTS_PER_BUSINESS_HOUR, HOUR_SECONDS);
  }

  /** Counts one attempt from the request's source at a budget; past it, 429 with Retry-After. */
  take(reply: FastifyReply, budget: SourceBudget): Promise<void> {
    return this.consume(reply, [[this.bySource[budget], sourceOf(reply.request.ip)]]);
  }

  /** Counts one request against an API key's budget; past it, 429 with Retry-After. */
  takeApiKey(reply: FastifyReply, keyId: number): Promise<void> {
    return this.consume(reply, [[this.apiKeyRequests, String(keyId)]]);
  }

  /**
   * One privacy export of a person (by an admin or by themself): counted per person and per
   * business, so one tenant's exports cannot keep the database busy for the others.
   */
  takeExport(reply: FastifyReply, businessId: number, person: string): Promise<void> {
    return this.consume(reply, [
      [this.exportsByPerson, `${businessId}|${person}`],
      [this.exportsByBusiness, String(businessId)],
    ]);
  }

  /**
   * A code step: counted per source and per source and address. Nothing here is counted per
   * address alone, so nobody else's requests can use up the owner's budget.
   */
  takeCodeStep(reply: FastifyReply, email: string): Promise<void> {
    const source = sourceOf(reply.request.ip);
    return this.consume(reply, [
      [this.bySource.code, source],
      [this.codesBySourceAndEmail, `${source}|${normalEmail(email)}`],
    ]);
  }

  /**
   * A password-reset code about to be checked: counted, before the check and atomically, as a
   * wrong guess per source and address and per address over all sources; `right()` takes it
   * back. Past either budget, 429 with Retry-After. The per-address budget is what keeps a
   * 6-digit code out of reach of guesses spread over many networks; it refuses only checks.
   */
  async codeGuess(reply: FastifyReply, email: string): Promise<{ right(): Promise<void> }> {
    const address = normalEmail(email);
    const key = `${sourceOf(reply.request.ip)}|${address}`;
    const counts: [RateLimiterAbstract, string][] = [
      [this.codeGuessesBySource, key],
      [this.codeGuessesByEmail, address],
    ];
    const waits = await Promise.all(counts.map(([limiter, k]) => waitAfter(limiter, k)));
    const takeBack = () => Promise.all(counts.map(([limiter, k]) => limiter.reward(k))).then(() => undefined);
    const refused = waits.filter((wait) => wait !== undefined);
    if (refused.length > 0) {
      // A refused check guessed nothing.
      await takeBack();
      throw tooManyRequests(reply, Math.max(...refused));
    }
    return { right: takeBack };
  }

  /**
   * Counts `addresses` invitation e-mails against the business's daily budget, and in its first
   * day against the lower first-day one as well. Past either, nothing is counted: 429 with
   * Retry-After and how many are left.
   */
  async takeInvitations(
    reply: FastifyReply,
    businessId: number,
    addresses: number,
    firstDay: boolean,
  ): Promise<void> {
    const key = String(businessId);
    const budgets = firstDay ? [this.invitesFirstDay, this.invitesDaily] : [this.invitesDaily];
    const taken: RateLimiterAbstract[] = [];
    for (const budget of budgets) {
      try {
        await budget.consume(key, addresses);
        taken.push(budget);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        // A refused consume still adds its points; the addresses were not mailed.
        await Promise.all([budget, ...taken].map((counted) => counted.reward(key, addresses)));
        const left = Math.max(0, budget.points - (error.consumedPoints - addresses));
        const message = InvitationMessages.budgetSpent(budget.points, left, budget === this.invitesFirstDay);
        throw tooManyRequests(reply, error.msBeforeNext, message);
      }
    }
  }

  /**
   * Answers 429 with Retry-After while this source must wait before trying `account` again,
   * or has failed too often on any account; otherwise returns the attempt to report on.
   * `account` names the account whichever of its names was typed.
   *
   * The attempt is counted before the password is checked, atomically, so a burst of
   * parallel guesses cannot all pass a check made before the first of them failed.
   */
  async signIn(reply: FastifyReply, account: string): Promise<SignInAttempt> {
    const source = sourceOf(reply.request.ip);
    // A source never holds "|", so no account name can make two pairs collide.
    const key = `${source}|${account}`;
    const [run, bySource] = await Promise.all([
      this.signInRuns.penalty(key),
      this.signInFailuresBySource.penalty(source),
    ]);
    let waitMs: number | undefined;
    if (bySource.consumedPoints > this.signInFailuresBySource.points) waitMs = bySource.msBeforeNext;
    else if (run.consumedPoints >= this.signInRuns.points) waitMs = await waitAfter(this.signInGate, key);
    if (waitMs !== undefined) {
      // A refused attempt tried no password: it neither lengthens the wait nor spends the budget.
      await Promise.all([this.signInRuns.reward(key), this.signInFailuresBySource.reward(source)]);
      throw tooManyRequests(reply, waitMs);
    }
    return {
      failed: async () => {
        const beyond = run.consumedPoints - this.signInRuns.points;
        if (beyond < 0) return;
        const { SIGN_IN_DELAY_SECONDS, SIGN_IN_MAX_DELAY_SECONDS } = this.config;
        await this.signInGate.block(key, signInDelaySeconds(beyond, SIGN_IN_DELAY_SECONDS, SIGN_IN_MAX_DELAY_SECONDS));
      },
      succeeded: async () => {
        await Promise.all([
          this.signInRuns.delete(key),
          this.signInGate.delete(key),
          this.signInFailuresBySource.reward(source),
        ]);
      },
    };
  }

  private async consume(reply: FastifyReply, counts: [RateLimiterAbstract, string][]): Promise<void> {
    const waits = await Promise.all(counts.map(([limiter, key]) => waitAfter(limiter, key)));
    const refused = waits.filter((wait) => wait !== undefined);
    if (refused.length > 0) throw tooManyRequests(reply, Math.max(...refused));
  }
}
