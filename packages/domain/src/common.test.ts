import { describe, expect, it } from 'vitest';
import {
  initials,
  preview,
  requiredEmail,
  requiredId,
  requiredString,
  timeToMinutes,
} from './common';
import { messagesOf } from './test-helpers';

describe('requiredString', () => {
  const schema = requiredString('Name is required');
  it('reports the same message for missing, empty and blank values', () => {
    for (const value of [undefined, null, '', '   ']) {
      expect(messagesOf(schema, value)).toEqual({ '': ['Name is required'] });
    }
  });
  it('trims what it accepts', () => {
    expect(schema.parse('  Ada ')).toBe('Ada');
  });
});

describe('requiredEmail', () => {
  const schema = requiredEmail('Email is required', 'Email must be valid');
  it('tells a missing email from a malformed one', () => {
    expect(messagesOf(schema, '')).toEqual({ '': ['Email is required'] });
    expect(messagesOf(schema, 'not-an-email')).toEqual({ '': ['Email must be valid'] });
    expect(schema.parse(' ada@example.com ')).toBe('ada@example.com');
  });
});

describe('requiredId', () => {
  const schema = requiredId('Role is required');
  it('treats what an empty select holds as missing', () => {
    for (const value of [undefined, null, '', 0, 'abc']) {
      expect(messagesOf(schema, value)).toEqual({ '': ['Role is required'] });
    }
  });
  it('accepts ids held as strings', () => {
    expect(schema.parse('3')).toBe(3);
  });
});

describe('timeToMinutes', () => {
  it('reads HH:mm and HH:mm:ss', () => {
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('09:30')).toBe(570);
    expect(timeToMinutes('23:59:59')).toBe(1439);
  });
});

describe('preview', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(preview('Hello', 15)).toBe('Hello');
    expect(preview('A notification body', 15)).toBe('A notification ...');
  });
});

describe('initials', () => {
  it('uses first and last name, else the full name', () => {
    expect(initials({ firstname: 'ada', lastname: 'lovelace' })).toBe('AL');
    expect(initials({ full_name: 'Grace Brewster Hopper' })).toBe('GB');
    expect(initials({})).toBe('');
  });
});
