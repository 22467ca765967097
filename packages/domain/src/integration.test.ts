import { describe, expect, it } from 'vitest';
import {
  IntegrationAccessFormSchema,
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
});
