import { describe, expect, it } from 'vitest';
import {
  CoercedIdSchema,
  DateStringSchema,
  IdSchema,
  multiLineText,
  requiredEmail,
  requiredId,
  requiredString,
  singleLineText,
  timeToMinutes,
} from './common';
import { MAX_ID } from './constants';
import { initials } from './people';
import { preview } from './text';
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

describe('requiredString with a field', () => {
  const schema = requiredString('First name is required', { label: 'First name', max: 100 });
  it('keeps the required message', () => {
    expect(messagesOf(schema, ' ')).toEqual({ '': ['First name is required'] });
  });
  it('caps the length, counted after trimming', () => {
    expect(schema.parse(` ${'a'.repeat(100)} `)).toHaveLength(100);
    expect(messagesOf(schema, 'a'.repeat(101))).toEqual({
      '': ['First name must be at most 100 characters'],
    });
  });
  it('refuses control characters, tabs and line breaks', () => {
    expect(messagesOf(schema, 'Ada\u0000')).toEqual({
      '': ['First name cannot contain control characters'],
    });
    expect(messagesOf(schema, 'Ada\tLovelace')).toEqual({
      '': ['First name cannot contain tabs or line breaks'],
    });
  });
  it('takes tabs and line breaks in a text area, never other controls', () => {
    const body = requiredString('Message is required', {
      label: 'Message',
      max: 50,
      multiline: true,
    });
    expect(body.parse('Hello,\r\n\tthanks')).toBe('Hello,\r\n\tthanks');
    expect(messagesOf(body, 'Hello\u001b[2J')).toEqual({
      '': ['Message cannot contain control characters'],
    });
  });
});

describe('singleLineText and multiLineText', () => {
  it('may be empty, and are bounded like required text', () => {
    const line = singleLineText({ label: 'Phone', max: 5 });
    expect(line.parse('  ')).toBe('');
    expect(messagesOf(line, '123456')).toEqual({ '': ['Phone must be at most 5 characters'] });
    expect(messagesOf(line, '1\n2')).toEqual({ '': ['Phone cannot contain tabs or line breaks'] });
    const area = multiLineText({ label: 'Description', max: 5 });
    expect(area.parse('a\nb')).toBe('a\nb');
    expect(messagesOf(area, 'a\u0000')).toEqual({
      '': ['Description cannot contain control characters'],
    });
  });
});

describe('requiredEmail', () => {
  const schema = requiredEmail('Email is required', 'Email must be valid');
  it('caps an address at 254 characters', () => {
    expect(messagesOf(schema, `${'a'.repeat(250)}@example.com`)).toEqual({
      '': ['Email must be at most 254 characters'],
    });
  });
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
  it('treats an id past the int4 column as missing', () => {
    expect(schema.parse(MAX_ID)).toBe(MAX_ID);
    expect(messagesOf(schema, MAX_ID + 1)).toEqual({ '': ['Role is required'] });
  });
});

describe('ids', () => {
  it('stay within the int4 column, as numbers or as text', () => {
    expect(IdSchema.safeParse(MAX_ID).success).toBe(true);
    for (const value of [MAX_ID + 1, 2 ** 53, 0, -1, 1.5]) {
      expect(IdSchema.safeParse(value).success).toBe(false);
    }
    expect(CoercedIdSchema.parse('2147483647')).toBe(MAX_ID);
    expect(CoercedIdSchema.safeParse('2147483648').success).toBe(false);
    expect(CoercedIdSchema.safeParse('99999999999999999999').success).toBe(false);
  });
});

describe('DateStringSchema', () => {
  it('reports one message for a long value', () => {
    expect(messagesOf(DateStringSchema, '2025-01-01'.repeat(1000))).toEqual({
      '': ['Please enter a valid date (YYYY-MM-DD)'],
    });
  });

  it('accepts only days the calendar has, in years where date arithmetic stays in range', () => {
    for (const day of ['2031-02-28', '2032-02-29', '2000-02-29', '1900-01-01', '9998-12-31']) {
      expect(DateStringSchema.safeParse(day).success, day).toBe(true);
    }
    for (const day of [
      '2031-02-30',
      '2031-02-29',
      '1900-02-29',
      '2031-04-31',
      '2031-13-01',
      '2031-00-10',
      '2031-01-00',
      '0000-00-00',
      '0050-06-01',
      '1899-12-31',
      '9999-12-31',
    ]) {
      expect(messagesOf(DateStringSchema, day), day).toEqual({
        '': ['Please enter a valid date (YYYY-MM-DD)'],
      });
    }
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
