import { readdirSync, readFileSync } from 'node:fs';
import * as domain from '@rendezvous/domain';
import { describe, expect, it } from 'vitest';
import english from './locales/en/messages.json';
import french from './locales/fr-CA/messages.json';
import { matchMessageTemplate, translateWithCatalogs, type MessageCatalog } from './message-templates';

/**
 * The domain's messages built with a value reach every app through the shared `messages`
 * catalog, so this is where a new one without French fails.
 */
const inFrench = (message: string) =>
  translateWithCatalogs(message, [french as MessageCatalog], 'fr-CA');

/**
 * Sample values for every message function of the domain (a `…Messages`, `…Text`, `…Notes` or
 * `…Toasts` object's, or a `…Message` function), each form of the English covered (one, many,
 * none). A new function fails the first test until it has samples here and French in the
 * catalog.
 */
const SAMPLES: Record<string, unknown[][]> = {
  'TextMessages.tooLong': [['Service name', 100], ['Note', 20_000]],
  'TextMessages.controlCharacters': [['First name']],
  'TextMessages.tabOrLineBreak': [['Business name']],
  'LinkMessages.invalid': [['Redirect page']],
  'PhoneMessages.invalid': [['Mobile number']],
  'FieldMessages.unknownFields': [[['colour', 'size']]],
  'FieldMessages.atLeast': [
    ['number', 1, true],
    ['number', 0, false],
    ['characters', 3, true],
    ['items', 1, true],
  ],
  'FieldMessages.atMost': [
    ['number', 100, true],
    ['number', 2_147_483_648, false],
    ['characters', 255, true],
    ['items', 50, true],
  ],
  'BusinessMessages.inviteExistingAdmin': [['ann@example.com']],
  'InvitationMessages.budgetSpent': [
    [20, 0, false],
    [20, 1, false],
    [20, 5, false],
    [5, 0, true],
    [5, 1, true],
    [5, 3, true],
  ],
  'ApiKeyMessages.limitReached': [[20]],
  'WebhookMessages.limitReached': [[20]],
  'WebhookMessages.disabledNotice': [['https://hooks.example.com/rendezvous']],
  'AppointmentMessages.beyondHorizon': [
    [30, '2030-07-04'],
    [1, '2030-06-05'],
  ],
  'AppointmentMessages.insideNotice': [[30], [60], [120], [1440], [2880]],
  'RecurrenceMessages.conflicts': [[1], [3]],
  'RecurrenceMessages.booked': [[1], [12]],
  'RecurrenceMessages.moved': [[1], [12]],
  'RecurrenceMessages.moveConflicts': [[1], [2]],
  'RecurrenceMessages.onlineTooMany': [[4]],
  'RecurrenceMessages.cancelled': [[0], [1], [6]],
  'TimeOffMessages.holidaysAdded': [[0], [1], [9]],
  'ThemeEntityMessages.unknownItemKey': [['number_of_units']],
  'ThemeEntityMessages.tooManyBlocks': [['Property'], ['action_card'], ['neighbourhood']],
  'SetupStepText.colleaguesWithoutHours': [[['Zoe Martin']], [['Ana Roy', 'Ben Cote']], [['A', 'B', 'C']]],
  imageTooLargeMessage: [[], [512 * 1024], [7.5 * 1024 * 1024]],
  themeMinimumImagesMessage: [[3]],
  tooLateToChangeMessage: [[1], [24], [200]],
  setupBlockMessage: [[1], [4]],
};

/** Message functions whose text reaches French readers by another way, and which way. */
const TRANSLATED_ELSEWHERE: Record<string, string> = {
  'SetupBannerText.collapsed': 'the console’s onboarding.json, banner.collapsed',
  'SetupBannerText.expanded': 'the console’s onboarding.json, banner.expanded',
  'PrivacyActivityNotes.retention':
    'an activity note: shown as stored, like every system note (docs/decisions.md)',
};

type MessageFunction = (...args: unknown[]) => string;

/** Every message function the domain exports, by its name ("RecurrenceMessages.booked"). */
function domainMessageFunctions(): Map<string, MessageFunction> {
  const found = new Map<string, MessageFunction>();
  for (const [name, value] of Object.entries(domain)) {
    if (typeof value === 'function' && /Message$/.test(name))
      found.set(name, value as MessageFunction);
    if (value && typeof value === 'object' && /(Messages|Text|Notes|Toasts)$/.test(name)) {
      for (const [key, member] of Object.entries(value)) {
        if (typeof member === 'function') found.set(`${name}.${key}`, member as MessageFunction);
      }
    }
  }
  return found;
}

type SchemaLike = { _zod: { def: Record<string, unknown> & { checks?: SchemaLike[] } } };
const isSchema = (value: unknown): value is SchemaLike =>
  typeof value === 'object' && value !== null && '_zod' in value;

/**
 * The messages the domain's schemas give in their own words: each schema's and each check's
 * `error` (zod keeps a message given as text as a function returning it), walking into every
 * schema a definition holds (shapes, items, options, pipes, wrapped schemas).
 */
function schemaMessages(): Set<string> {
  const messages = new Set<string>();
  const seen = new Set<unknown>();
  const readError = (def: Record<string, unknown>) => {
    if (typeof def.error !== 'function') return;
    try {
      const message: unknown = (def.error as (issue: unknown) => unknown)({});
      if (typeof message === 'string') messages.add(message);
    } catch {
      // An error map that reads the issue: not a fixed message.
    }
  };
  const walk = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (isSchema(value)) {
      const { def } = value._zod;
      readError(def);
      for (const check of def.checks ?? []) readError(check._zod.def);
      if (typeof def.getter === 'function') walk((def.getter as () => unknown)());
      Object.values(def).forEach(walk);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (Object.getPrototypeOf(value) === Object.prototype) Object.values(value).forEach(walk);
  };
  Object.values(domain).forEach(walk);
  return messages;
}

describe('the domain’s messages built with values', () => {
  const functions = domainMessageFunctions();

  it('each have sample values here, or a reason they are translated elsewhere', () => {
    expect([...functions.keys()].sort()).toEqual(
      [...Object.keys(SAMPLES), ...Object.keys(TRANSLATED_ELSEWHERE)].sort(),
    );
  });

  it.each(Object.entries(SAMPLES))('%s reads in French on a French page', (name, samples) => {
    const message = functions.get(name)!;
    for (const args of samples) {
      const sent = message(...args);
      const shown = inFrench(sent);
      expect(shown, sent).not.toBe(sent);
      expect(shown, sent).not.toMatch(/\{\{|\}\}/);
      // English pages show the message as sent.
      expect(translateWithCatalogs(sent, [english as MessageCatalog], 'en')).toBe(sent);
    }
  });

  it('name every field with a label that has its French', () => {
    const labels = new Set<string>();
    for (const message of schemaMessages()) {
      const label = matchMessageTemplate(message, [french as MessageCatalog])?.values.label;
      if (label !== undefined) labels.add(label);
    }
    // The walk reaches the schemas: these are a few of the labels it must find.
    expect([...labels]).toEqual(
      expect.arrayContaining(['Service name', 'Note', 'Username', 'Mobile number', 'Address']),
    );
    const withoutFrench = [...labels].filter(
      (label) => typeof (french as Record<string, unknown>)[label] !== 'string',
    );
    expect(withoutFrench).toEqual([]);
  });
});

/**
 * Every French `messages` catalog a screen looks a message up in: the shared one, then each
 * app's own `messages.*` files (apps/<app>/src/locales/fr-CA/messages.<feature>.json).
 */
function frenchMessageCatalogs(): MessageCatalog[] {
  const apps = new URL('../../../apps/', import.meta.url);
  const own = readdirSync(apps).flatMap((app) => {
    const folder = new URL(`${app}/src/locales/fr-CA/`, apps);
    let files: string[];
    try {
      files = readdirSync(folder);
    } catch {
      return []; // An app without catalogs of its own.
    }
    return files
      .filter((file) => /^messages\..+\.json$/.test(file))
      .sort()
      .map((file) => JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as MessageCatalog);
  });
  return [french as MessageCatalog, ...own];
}

/**
 * Every text constant of the domain's `…Messages` and `…Toasts` objects (nested objects too),
 * by its name ("RecurrenceMessages.frequencyRequired"). `…Text` and `…Notes` are left out as
 * above: the onboarding banner's words have the console's own keys, activity notes are shown
 * as stored.
 */
function domainMessageConstants(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (name: string, value: unknown): void => {
    if (typeof value === 'string') found.set(name, value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, member] of Object.entries(value)) walk(`${name}.${key}`, member);
    }
  };
  for (const [name, value] of Object.entries(domain)) {
    if (value && typeof value === 'object' && /(Messages|Toasts)$/.test(name)) walk(name, value);
  }
  return found;
}

/**
 * Constants no person ever reads, and why: only these may have no French. Anything a screen,
 * an e-mail or a toast can show needs French instead.
 */
const NEVER_SHOWN: Record<string, string> = {
  'HttpMessages.unknownOrigin':
    'answers an X-Origin-Key no app sends (each app sends its own known key): only a hand-made API call sees it, like the other header errors',
};

describe('the domain’s message constants', () => {
  const constants = domainMessageConstants();
  const catalogs = frenchMessageCatalogs();

  it('are found: the walk reaches nested objects and the catalogs of the apps', () => {
    expect(constants.get('RecurrenceMessages.frequencyRequired')).toBe(
      domain.RecurrenceMessages.frequencyRequired,
    );
    expect(constants.get('OnboardingToasts.noConsultantRole')).toBe(
      domain.OnboardingToasts.noConsultantRole,
    );
    // The shared catalog and at least the console's and the wizard's own files.
    expect(catalogs.length).toBeGreaterThan(2);
  });

  it('each read in French on a French page, by its own key or a template', () => {
    const withoutFrench = [...constants]
      .filter(([name]) => !Object.hasOwn(NEVER_SHOWN, name))
      .filter(([, message]) => {
        const shown = translateWithCatalogs(message, catalogs, 'fr-CA');
        return shown === message || /\{\{|\}\}/.test(shown);
      })
      .map(([name, message]) => `${name}: ${message}`);
    expect(withoutFrench).toEqual([]);
  });

  it('are never shown, when left without French, and still exist', () => {
    for (const name of Object.keys(NEVER_SHOWN)) {
      const message = constants.get(name);
      expect(message, name).toBeDefined();
      // One that gained French no longer needs its exception.
      expect(translateWithCatalogs(message!, catalogs, 'fr-CA'), name).toBe(message);
    }
  });
});
