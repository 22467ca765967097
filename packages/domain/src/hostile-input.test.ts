import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { BusinessMessages } from './business-messages';
import { SubdomainSchema, UpdateBusinessInputSchema } from './business';
import { FieldMessages, LinkMessages, isWebLink } from './common';
import { CreateInvitationsInputSchema } from './invitation';
import { InvitationMessages } from './invitation-messages';
import { CreateServiceCategoryInputSchema } from './service-category';
import { CreateServiceInputSchema, ServiceMessages } from './service';
import {
  BrokerContactFormSchema,
  PropertyMessages,
  ThemeMessages,
  missingPropertyItems,
} from './theme';
import { messagesOf } from './test-helpers';

/*
 * What a request from anywhere (not only the forms) is held to: the spec's messages on every
 * field, no link that runs script, no subdomain that passes for the platform or for another
 * business.
 */

describe('fields without a message of their own', () => {
  it("report the spec's missing-field message and clear wording, never zod's English", () => {
    const schema = z.strictObject({
      count: z.number().min(2).max(5),
      name: z.string().max(3),
      kind: z.enum(['a', 'b']),
      tags: z.array(z.string()).min(1),
    });
    expect(messagesOf(schema, {})).toEqual({
      count: [FieldMessages.required],
      name: [FieldMessages.required],
      kind: [FieldMessages.required],
      tags: [FieldMessages.required],
    });
    expect(messagesOf(schema, { count: 9, name: 'long', kind: 'c', tags: [], extra: 1 })).toEqual({
      count: ['Please enter a number of at most 5'],
      name: ['Please enter at most 3 characters'],
      kind: [FieldMessages.choice],
      tags: ['Please enter at least 1 items'],
      '': ['Unknown field(s): extra'],
    });
    expect(messagesOf(schema, { count: 'x', name: 1, kind: 'a', tags: ['t'] })).toEqual({
      count: [FieldMessages.invalid],
      name: [FieldMessages.invalid],
    });
  });
});

describe('a fixed-length service', () => {
  it('needs no range or subscription fields, and a stored range stays in order', () => {
    const parsed = CreateServiceInputSchema.parse({
      name: 'Cut',
      service_category_id: 1,
      description: 'A cut',
      show_price: true,
      price: 4000,
      appointment_length_decider: 'business',
      appointment_length: 30,
    });
    expect(parsed).toMatchObject({
      minimum_appointment_length: 30,
      maximum_appointment_length: 60,
      is_subscription: false,
      subscription_period_id: null,
    });
    const base = { ...parsed, appointment_length_decider: 'customer' as const };
    expect(messagesOf(CreateServiceInputSchema, { ...base, appointment_length: 0 })).toEqual({
      appointment_length: [ServiceMessages.lengthInvalid],
    });
    expect(
      messagesOf(CreateServiceInputSchema, {
        ...parsed,
        minimum_appointment_length: 90,
        maximum_appointment_length: 60,
      }),
    ).toEqual({ minimum_appointment_length: [ServiceMessages.rangeOrder] });
  });
});

describe('invitations sent to the API', () => {
  it("answer the dialog's 'Role is required' and 'Email is required'", () => {
    expect(messagesOf(CreateInvitationsInputSchema, { invitations: [{}] })).toEqual({
      'invitations.0.roleId': [InvitationMessages.roleRequired],
      'invitations.0.email': [InvitationMessages.emailRequired],
    });
    expect(
      messagesOf(CreateInvitationsInputSchema, { invitations: [{ roleId: 0, email: ' ' }] }),
    ).toEqual({
      'invitations.0.roleId': [InvitationMessages.roleRequired],
      'invitations.0.email': [InvitationMessages.emailRequired],
    });
  });
});

describe('links and pictures', () => {
  it('are http(s) addresses or paths of this site', () => {
    for (const ok of ['https://example.com/a.png', 'http://example.com', '/uploads/a.png']) {
      expect(isWebLink(ok), ok).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'file:///etc/passwd',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'example.com/a.png',
    ]) {
      expect(isWebLink(bad), bad).toBe(false);
    }
  });

  it('refuse javascript: and data: in every field a user sets', () => {
    expect(
      messagesOf(UpdateBusinessInputSchema.partial(), { logo_url: 'javascript:alert(1)' }),
    ).toEqual({
      logo_url: [LinkMessages.invalid('Logo')],
    });
    expect(
      messagesOf(CreateServiceCategoryInputSchema, {
        name: 'Hair',
        image_url: 'data:image/png;base64,AA',
      }),
    ).toEqual({ image_url: [LinkMessages.invalid('Image')] });
    expect(
      messagesOf(BrokerContactFormSchema.partial(), { broker_facebook_url: 'javascript:alert(1)' }),
    ).toEqual({ broker_facebook_url: [ThemeMessages.urlInvalid] });
  });
});

describe('subdomains', () => {
  it('refuse the names the platform keeps and encoded (xn--) labels', () => {
    for (const name of [
      'www',
      'API',
      'admin',
      'app',
      'mail',
      'localhost',
      'xn--mnchen-3ya',
      'ab--cd',
    ]) {
      expect(messagesOf(SubdomainSchema, name), name).toEqual({
        '': [BusinessMessages.subdomainReserved],
      });
    }
    expect(SubdomainSchema.parse('maison-lumiere')).toBe('maison-lumiere');
    expect(SubdomainSchema.parse('www-salon')).toBe('www-salon');
  });
});

describe('a house, cottage or condominium', () => {
  it("lacks rooms, beds, baths and price with the spec's messages; other types need a price", () => {
    expect(missingPropertyItems({ property_type: 'house', num_of_rooms: '4' })).toEqual({
      num_of_beds: [PropertyMessages.roomsRequired],
      num_of_baths: [PropertyMessages.roomsRequired],
      price: [PropertyMessages.priceRequired],
    });
    expect(missingPropertyItems({ property_type: 'duplex', price: ' ' })).toEqual({
      price: [PropertyMessages.priceRequired],
    });
    expect(
      missingPropertyItems({
        property_type: 'condominium',
        num_of_rooms: '4',
        num_of_beds: '2',
        num_of_baths: '1',
        price: '1',
      }),
    ).toEqual({});
    expect(missingPropertyItems({})).toEqual({});
  });
});
