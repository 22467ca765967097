import { describe, expect, it } from 'vitest';
import {
  CreateInvitationsInputSchema,
  InviteBusinessesInputSchema,
  InviteEntryFormSchema,
  canChangeInvitation,
  parseEmailList,
  toInvitationEntries,
} from './invitation';
import { InvitationMessages } from './invitation-messages';
import { messagesOf } from './test-helpers';

describe('parseEmailList', () => {
  it('splits on commas, trims, drops blanks and repeated addresses', () => {
    expect(parseEmailList(' a@x.co,b@y.co , ,A@X.CO,')).toEqual(['a@x.co', 'b@y.co']);
    expect(parseEmailList('')).toEqual([]);
  });
});

describe('InviteEntryFormSchema', () => {
  it('requires a role and an email with the spec messages', () => {
    expect(messagesOf(InviteEntryFormSchema, { roleId: null, email: '' })).toEqual({
      roleId: ['Role is required'],
      email: ['Email is required'],
    });
    expect(messagesOf(InviteEntryFormSchema, { roleId: 2, email: ' , ' })).toEqual({
      email: ['Email is required'],
    });
  });

  it('accepts one or more comma-separated addresses, each valid', () => {
    expect(InviteEntryFormSchema.parse({ roleId: '2', email: 'a@x.co, b@y.co' })).toEqual({
      roleId: 2,
      email: ['a@x.co', 'b@y.co'],
    });
    expect(messagesOf(InviteEntryFormSchema, { roleId: 2, email: 'a@x.co, nope' })).toEqual({
      email: ['Email must be valid'],
    });
  });

  it('turns into one invitation per address', () => {
    const entry = InviteEntryFormSchema.parse({ roleId: 3, email: 'a@x.co,b@y.co' });
    expect(toInvitationEntries(entry)).toEqual([
      { roleId: 3, email: 'a@x.co' },
      { roleId: 3, email: 'b@y.co' },
    ]);
  });
});

describe('CreateInvitationsInputSchema', () => {
  it('refuses an empty list with the spec message', () => {
    expect(messagesOf(CreateInvitationsInputSchema, { invitations: [] })).toEqual({
      invitations: ['No invites added yet!'],
    });
    expect(messagesOf(CreateInvitationsInputSchema, {})).toEqual({
      invitations: ['No invites added yet!'],
    });
  });
});

describe('InviteBusinessesInputSchema', () => {
  it('accepts comma-separated addresses', () => {
    expect(InviteBusinessesInputSchema.parse({ emails: 'a@x.co, b@y.co' })).toEqual({
      emails: ['a@x.co', 'b@y.co'],
    });
  });
});

describe('invitations', () => {
  it('can be resent or deleted only until registered', () => {
    expect(canChangeInvitation({ status: 'invited' })).toBe(true);
    expect(canChangeInvitation({ status: 'registered' })).toBe(false);
  });

  it('keep the spec message for inviters without can_invite', () => {
    expect(InvitationMessages.notAllowed).toBe('You do not have permission to invite an admin');
  });
});
