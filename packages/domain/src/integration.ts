import { z } from 'zod';
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

/** Body of POST integrations: the provider's authorisation code for the chosen owner. */
export const CreateIntegrationInputSchema = z.object({
  name: z.enum(INTEGRATION_NAMES, { error: IntegrationMessages.invalid }),
  code: requiredString(IntegrationMessages.invalid, {
    label: 'Authorisation code',
    max: TEXT_MAX.oauthCode,
  }),
  integrable_type: MorphClassSchema,
  integrable_id: IdSchema,
  access_level: z.number().int().positive().max(HIGHEST_ACCESS_LEVEL).optional(),
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
export const IntegrationStateSchema = z.object({
  integrationName: z.enum(INTEGRATION_NAMES),
  redirectPage: singleLineText({ label: 'Redirect page', max: TEXT_MAX.url }),
  redirectAction: singleLineText({ label: 'Redirect action', max: TEXT_MAX.key }).optional(),
  integrableType: MorphClassSchema,
  integrableId: IdSchema,
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
