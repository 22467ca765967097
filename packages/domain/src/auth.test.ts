import { describe, expect, it } from 'vitest';
import {
  NewPasswordSchema,
  RefreshTokenInputSchema,
  RegisterFormSchema,
  RegisterInputSchema,
  SignInInputSchema,
  SignUpInputSchema,
} from './auth';
import { messagesOf } from './test-helpers';

describe('NewPasswordSchema', () => {
  it('refuses a password of spaces only', () => {
    expect(messagesOf(NewPasswordSchema, '          ')).toEqual({
      '': ['Password cannot be only spaces'],
    });
  });

  it('refuses one character repeated', () => {
    expect(messagesOf(NewPasswordSchema, 'aaaaaaaa')).toEqual({
      '': ['Password cannot be one character repeated'],
    });
    expect(messagesOf(NewPasswordSchema, '%%%%%%%%%%%%')).toEqual({
      '': ['Password cannot be one character repeated'],
    });
  });

  it('refuses control characters, tabs and line breaks', () => {
    expect(messagesOf(NewPasswordSchema, 'Rendez\u0000vous!2026')).toEqual({
      '': ['Password cannot contain control characters'],
    });
    expect(messagesOf(NewPasswordSchema, 'Rendez\tvous!2026')).toEqual({
      '': ['Password cannot contain tabs or line breaks'],
    });
  });

  it('keeps the length limits and the common-password list', () => {
    expect(messagesOf(NewPasswordSchema, 'a1b2c3')).toEqual({
      '': ['Password must be at least 8 characters'],
    });
    expect(messagesOf(NewPasswordSchema, 'ab'.repeat(65))).toEqual({
      '': ['Password must be at most 128 characters'],
    });
    expect(messagesOf(NewPasswordSchema, 'password123')).toEqual({
      '': ['This password is too common. Please choose another one'],
    });
  });

  it('accepts a password with inner spaces and repeated runs', () => {
    expect(NewPasswordSchema.safeParse('correct horse battery staple').success).toBe(true);
    expect(NewPasswordSchema.safeParse('aaaaaaaaB').success).toBe(true);
  });
});

describe('SignInInputSchema', () => {
  it('bounds the login and the password', () => {
    expect(
      messagesOf(SignInInputSchema, { email: 'a'.repeat(255), password: 'p'.repeat(129) }),
    ).toEqual({
      email: ['Email must be at most 254 characters'],
      password: ['Password must be at most 128 characters'],
    });
  });

  it('refuses control characters in either', () => {
    expect(messagesOf(SignInInputSchema, { email: 'owner\u0000', password: 'x\u0000' })).toEqual({
      email: ['Email cannot contain control characters'],
      password: ['Password cannot contain control characters'],
    });
  });
});

describe('SignUpInputSchema', () => {
  const valid = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    password: 'Analytical1843',
  };

  it('caps names at 100 characters and e-mails at 254', () => {
    expect(
      messagesOf(SignUpInputSchema, {
        ...valid,
        firstname: 'A'.repeat(101),
        lastname: 'L'.repeat(2_000_000),
        email: `${'a'.repeat(250)}@example.com`,
      }),
    ).toEqual({
      firstname: ['First name must be at most 100 characters'],
      lastname: ['Last name must be at most 100 characters'],
      email: ['Email must be at most 254 characters'],
    });
  });

  it('refuses a NUL in a name', () => {
    expect(messagesOf(SignUpInputSchema, { ...valid, firstname: 'Ada\u0000' })).toEqual({
      firstname: ['First name cannot contain control characters'],
    });
  });
});

describe('SignInInputSchema', () => {
  it('takes a username or an e-mail, and says an e-mail-shaped entry must be valid', () => {
    expect(SignInInputSchema.safeParse({ email: 'ada', password: 'x' }).success).toBe(true);
    expect(SignInInputSchema.safeParse({ email: 'ada@example.com', password: 'x' }).success).toBe(
      true,
    );
    expect(messagesOf(SignInInputSchema, { email: 'ada@', password: 'x' })).toEqual({
      email: ['A valid email is required'],
    });
  });
});

describe('RegisterInputSchema', () => {
  const valid = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    username: 'ada',
    email: 'ada@example.com',
    code: 'invitation-code',
    password: 'Analytical1843',
    password_confirmation: 'Analytical1843',
  };

  it('accepts a complete registration', () => {
    expect(RegisterInputSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses a username with @, which sign-in would read as an e-mail', () => {
    expect(messagesOf(RegisterInputSchema, { ...valid, username: 'ada@home' })).toEqual({
      username: ['Username cannot contain @'],
    });
  });

  it("takes a body without a confirmation, as the spec's console sends it, and checks one that is sent", () => {
    const { password_confirmation: _, ...withoutConfirmation } = valid;
    expect(RegisterInputSchema.safeParse(withoutConfirmation).success).toBe(true);
    expect(
      messagesOf(RegisterInputSchema, { ...valid, password_confirmation: 'Other-1843' }),
    ).toEqual({
      password_confirmation: ['Password confirmation must match password value'],
    });
  });

  it('still requires the confirmation on the form', () => {
    const { password_confirmation: _, ...withoutConfirmation } = valid;
    expect(messagesOf(RegisterFormSchema, withoutConfirmation)).toEqual({
      password_confirmation: ['Password confirmation is required'],
    });
  });

  it('caps the username at 64 characters and the code at 64', () => {
    expect(
      messagesOf(RegisterInputSchema, {
        ...valid,
        username: 'u'.repeat(1_000_000),
        code: 'c'.repeat(65),
      }),
    ).toEqual({
      username: ['Username must be at most 64 characters'],
      code: ['Invitation code must be at most 64 characters'],
    });
  });
});

describe('RefreshTokenInputSchema', () => {
  it('requires a token of a sensible size', () => {
    expect(messagesOf(RefreshTokenInputSchema, {})).toEqual({
      refresh_token: ['Refresh token is required'],
    });
    expect(messagesOf(RefreshTokenInputSchema, { refresh_token: 'r'.repeat(129) })).toEqual({
      refresh_token: ['Refresh token must be at most 128 characters'],
    });
  });
});
