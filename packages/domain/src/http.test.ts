import { describe, expect, it } from 'vitest';
import { MAX_ID, MAX_PAGE } from './constants';
import { IdParamSchema, PageQuerySchema, flagParam } from './http';
import { messagesOf } from './test-helpers';

describe('IdParamSchema', () => {
  it('reads a path id within the int4 column', () => {
    expect(IdParamSchema.parse({ id: '2147483647' })).toEqual({ id: MAX_ID });
    for (const id of ['2147483648', '9007199254740993', '0', '-1', '1.5', 'abc']) {
      expect(IdParamSchema.safeParse({ id }).success).toBe(false);
    }
  });
});

describe('PageQuerySchema', () => {
  it('bounds the page so the rows it skips fit an int4', () => {
    expect(PageQuerySchema.parse({ page: String(MAX_PAGE), paginate: '100' })).toMatchObject({
      page: MAX_PAGE,
      paginate: 100,
    });
    expect((MAX_PAGE - 1) * 100).toBeLessThanOrEqual(MAX_ID);
    expect(messagesOf(PageQuerySchema, { page: String(MAX_PAGE + 1) })).toHaveProperty('page');
    expect(messagesOf(PageQuerySchema, { paginate: '1e9' })).toHaveProperty('paginate');
  });

  it('bounds debug like any other text', () => {
    expect(PageQuerySchema.parse({ debug: 'true' }).debug).toBe('true');
    expect(messagesOf(PageQuerySchema, { debug: 'x'.repeat(65) })).toEqual({
      debug: ['debug must be at most 64 characters'],
    });
    expect(messagesOf(PageQuerySchema, { debug: '\u0000' })).toEqual({
      debug: ['debug cannot contain control characters'],
    });
  });
});

describe('flagParam', () => {
  it('reads 0 and 1 only', () => {
    expect(flagParam.parse('1')).toBe(1);
    expect(flagParam.parse('0')).toBe(0);
    for (const value of ['2', '-1', '1e300', 'yes'])
      expect(flagParam.safeParse(value).success).toBe(false);
  });
});
