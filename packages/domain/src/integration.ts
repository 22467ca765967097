import { z } from './zod';
import { IdSchema, MorphClassSchema, requiredId, requiredString, singleLineText } from './common';
import {
  INTEGRATION_PLATFORMS,
  MAX_LIST_ITEMS,
  TEXT_MAX,
  type IntegrationPlatform,
} from './constants';

export const IntegrationMessages = {
  choiceRequired: 'Your choice is required',
  choiceSnackbar: 'A choice must be selected',
  platformMissing: 'The platform type must be set!!',
  alreadyConnected: 'Integration is already connected!',
  invalid: 'This integration is not valid. Please try again!',
  connected: 'Connected',
  notConnected: 'Not Connected',
  saved: 'Integration connected!',
  disconnected: 'Integration disconnected.',
  calendarsSaved: 'Calendars saved.',
  noMeetingProvider: 'Connect Zoom or Google Meet before creating a meeting.',
  meetingCreated: 'Meeting created.',
  businessWideForbidden: 'Only admins holding the admin role can connect an integration for the whole business.',
} as const;

/** Names accepted in /add-integrations/{name}; any other name is "not valid". */
export const INTEGRATION_NAMES = ['zoom', 'google-calendar', 'google-meet'] as const;
export type IntegrationName = (typeof INTEGRATION_NAMES)[number];

export function isIntegrationName(name: string): name is IntegrationName {
  return (INTEGRATION_NAMES as readonly string[]).includes(name);
}

/**
 * Access levels of an integration. An admin holding the admin role chooses between a
 * business-wide integration (every consultant may use it) and a personal one; other admins only
 * get a personal one. The spec gives the numbers without their meaning, so the product defines
 * them here (levels 2-4 for the business-wide choice, 1-3 for the personal one) and labels them.
 */
export const INTEGRATION_ACCESS_LEVELS = {
  business: [
    { value: 2, label: 'Read my business calendar' },
    { value: 3, label: 'Read and create events for the business' },
    { value: 4, label: 'Full access for every consultant of the business' },
  ],
  personal: [
    { value: 1, label: 'Read my calendar' },
    { value: 2, label: 'Read and create my events' },
    { value: 3, label: 'Full access to my calendar' },
  ],
} as const;

const HIGHEST_ACCESS_LEVEL = Math.max(
  ...[...INTEGRATION_ACCESS_LEVELS.business, ...INTEGRATION_ACCESS_LEVELS.personal].map(
    (level) => level.value,
  ),
);

export const IntegrationEntitySchema = z.object({
  id: IdSchema.optional(),
  integration_id: IdSchema,
  entity_type: z.string(),
  entity_id: z.string(),
  /** What the provider calls it, e.g. the calendar's name. */
  name: z.string().nullable().optional(),
});
export type IntegrationEntity = z.infer<typeof IntegrationEntitySchema>;

export const IntegrationSchema = z.object({
  id: IdSchema,
  platform: z.enum(INTEGRATION_PLATFORMS),
  name: z.string(),
  integrable_type: MorphClassSchema,
  integrable_id: IdSchema,
  access_level: z.number().int().nullable(),
  entities: z.array(IntegrationEntitySchema).optional(),
});
export type Integration = z.infer<typeof IntegrationSchema>;

/** "Connected" when an integration exists for the platform. */
export function integrationStatus(
  integrations: readonly Pick<Integration, 'platform'>[] | undefined,
  platform: IntegrationPlatform,
): typeof IntegrationMessages.connected | typeof IntegrationMessages.notConnected {
  return integrations?.some((i) => i.platform === platform)
    ? IntegrationMessages.connected
    : IntegrationMessages.notConnected;
}

/** A calendar of a connected Google account. */
export const CalendarItemSchema = z.object({ id: z.string(), summary: z.string() });
export type CalendarItem = z.infer<typeof CalendarItemSchema>;

/** The access choice on /add-integrations/{name}. */
export const IntegrationAccessFormSchema = z.object({
  access_level: requiredId(IntegrationMessages.choiceRequired),
});
export type IntegrationAccessForm = z.input<typeof IntegrationAccessFormSchema>;

/**
 * An integration's name as a page sends it: absent or blank means no platform was chosen
 * ('The platform type must be set!!'), a name outside the fixed list is not valid.
 */
export const IntegrationNameSchema = requiredString(IntegrationMessages.platformMissing, {
  label: 'Integration name',
  max: TEXT_MAX.key,
}).pipe(z.enum(INTEGRATION_NAMES, { error: IntegrationMessages.invalid }));

const AccessLevelSchema = z.number().int().positive().max(HIGHEST_ACCESS_LEVEL);

/**
 * Body of POST integrations: the provider's authorisation code for the chosen owner, with the
 * `state` the provider handed back (it names the PKCE verifier kept by the API).
 */
export const CreateIntegrationInputSchema = z.object({
  name: IntegrationNameSchema,
  code: requiredString(IntegrationMessages.invalid, {
    label: 'Authorisation code',
    max: TEXT_MAX.oauthCode,
  }),
  integrable_type: MorphClassSchema,
  integrable_id: IdSchema,
  state: singleLineText({ label: 'State', max: TEXT_MAX.url }).optional(),
  access_level: AccessLevelSchema.optional(),
});
export type CreateIntegrationInput = z.infer<typeof CreateIntegrationInputSchema>;

/** One calendar an integration should use, as a provider names it. */
export const IntegrationEntityInputSchema = z.object({
  entity_type: singleLineText({ label: 'Entity type', max: TEXT_MAX.key }),
  entity_id: singleLineText({ label: 'Entity id', max: TEXT_MAX.short }),
  name: singleLineText({ label: 'Name', max: TEXT_MAX.short }).nullable().optional(),
});

/** Body of POST integration-entities: the calendars an integration should use. */
export const CreateIntegrationEntitiesInputSchema = z.object({
  integration_id: IdSchema,
  entities: z.array(IntegrationEntityInputSchema).max(MAX_LIST_ITEMS),
});
export type CreateIntegrationEntitiesInput = z.infer<typeof CreateIntegrationEntitiesInputSchema>;

/**
 * The OAuth `state` a page sends to a provider and gets back on /redirect: where to return
 * and for whom the integration is made.
 */
export const IntegrationStateSchema = z.strictObject({
  integrationName: z.enum(INTEGRATION_NAMES),
  // A path of this site only: the state travels through the provider and back.
  redirectPage: singleLineText({ label: 'Redirect page', max: TEXT_MAX.url }).refine(
    (page) => page.startsWith('/') && !page.startsWith('//') && !page.includes('\\'),
    { error: IntegrationMessages.invalid },
  ),
  redirectAction: singleLineText({ label: 'Redirect action', max: TEXT_MAX.key }).optional(),
  integrableType: MorphClassSchema,
  integrableId: IdSchema,
  /** Set by the API: names the stored, single-use PKCE verifier of this attempt. */
  nonce: z
    .string()
    .max(128)
    .regex(/^[A-Za-z0-9_-]{16,128}$/)
    .optional(),
  /** Set by the API: its keyed MAC over every other field, so no part can be altered. */
  signature: z
    .string()
    .max(128)
    .regex(/^[A-Za-z0-9_-]{16,128}$/)
    .optional(),
});
export type IntegrationState = z.infer<typeof IntegrationStateSchema>;

export function encodeIntegrationState(state: IntegrationState): string {
  return encodeURIComponent(JSON.stringify(state));
}

/** null when the state is missing, tampered with or not ours. */
export function decodeIntegrationState(raw: string | null | undefined): IntegrationState | null {
  if (!raw) return null;
  try {
    const parsed = IntegrationStateSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Body of POST google/create-auth-url and zoom/create-auth-url. */
export const CreateAuthUrlInputSchema = z.object({
  /** `encodeIntegrationState(...)` of where to come back to and for whom. */
  state: requiredString(IntegrationMessages.invalid, { label: 'State', max: TEXT_MAX.url }),
  access_level: AccessLevelSchema.optional(),
});
export type CreateAuthUrlInput = z.infer<typeof CreateAuthUrlInputSchema>;

/** Where to send the browser: the provider's consent page with PKCE, and the state it carries. */
export const AuthUrlSchema = z.object({
  url: z.string(),
  state: z.string(),
  /** The offline provider is in use (no client id configured for this provider). */
  sandbox: z.boolean(),
});
export type AuthUrl = z.infer<typeof AuthUrlSchema>;

/** Which OAuth provider serves a name: Google for its calendar and Meet, Zoom for Zoom. */
export function integrationProvider(name: IntegrationName): 'google' | 'zoom' {
  return name === 'zoom' ? 'zoom' : 'google';
}

/** Which providers this server reaches for real; the others are the offline sandbox. */
export const IntegrationProvidersSchema = z.object({
  google: z.object({ sandbox: z.boolean() }),
  zoom: z.object({ sandbox: z.boolean() }),
});
export type IntegrationProviders = z.infer<typeof IntegrationProvidersSchema>;
