import { describe, expect, it } from 'vitest';
import {
  CreateIntegrationInputSchema,
  IntegrationAccessFormSchema,
  IntegrationStateSchema,
  integrationProvider,
  decodeIntegrationState,
  encodeIntegrationState,
  integrationStatus,
  isIntegrationName,
} from './integration';
import { messagesOf } from './test-helpers';

describe('integrations', () => {
  it('show Connected when the platform has an integration', () => {
    expect(integrationStatus([{ platform: 'zoom' }], 'zoom')).toBe('Connected');
    expect(integrationStatus([{ platform: 'zoom' }], 'google-calendar')).toBe('Not Connected');
    expect(integrationStatus(undefined, 'zoom')).toBe('Not Connected');
  });

  it('accept only known names on /add-integrations', () => {
    expect(isIntegrationName('zoom')).toBe(true);
    expect(isIntegrationName('myspace')).toBe(false);
  });

  it('require an access choice', () => {
    expect(messagesOf(IntegrationAccessFormSchema, { access_level: null })).toEqual({
      access_level: ['Your choice is required'],
    });
  });

  it('carry their OAuth state there and back, refusing anything else', () => {
    const state = {
      integrationName: 'google-calendar' as const,
      redirectPage: '/my-profile',
      integrableType: 'admin' as const,
      integrableId: 4,
    };
    expect(decodeIntegrationState(encodeIntegrationState(state))).toEqual(state);
    expect(decodeIntegrationState(null)).toBeNull();
    expect(decodeIntegrationState('%7Bnot json')).toBeNull();
    expect(
      decodeIntegrationState(
        encodeURIComponent(JSON.stringify({ ...state, integrationName: 'evil' })),
      ),
    ).toBeNull();
  });

  it("name a missing platform and refuse an unknown one with the spec's messages", () => {
    const base = { code: 'c', integrable_type: 'admin', integrable_id: 1 };
    expect(messagesOf(CreateIntegrationInputSchema, { ...base, name: '' })).toEqual({
      name: ['The platform type must be set!!'],
    });
    expect(messagesOf(CreateIntegrationInputSchema, base)).toEqual({ name: ['The platform type must be set!!'] });
    expect(messagesOf(CreateIntegrationInputSchema, { ...base, name: 'myspace' })).toEqual({
      name: ['This integration is not valid. Please try again!'],
    });
  });

  it('return only to a page of this site', () => {
    const state = { integrationName: 'zoom', integrableType: 'admin', integrableId: 1 };
    expect(IntegrationStateSchema.safeParse({ ...state, redirectPage: '/my-profile?tab=integrations' }).success).toBe(true);
    for (const redirectPage of ['https://evil.example', '//evil.example/x', '/\\evil.example']) {
      expect(IntegrationStateSchema.safeParse({ ...state, redirectPage }).success).toBe(false);
    }
  });

  it('send Google Calendar and Meet to Google, Zoom to Zoom', () => {
    expect(integrationProvider('google-calendar')).toBe('google');
    expect(integrationProvider('google-meet')).toBe('google');
    expect(integrationProvider('zoom')).toBe('zoom');
  });
});
