import { describe, expect, it } from 'vitest';
import { ProspectListQuerySchema, canApproveProspect } from './prospect';

describe('prospects', () => {
  it('can be approved once', () => {
    expect(canApproveProspect({ status: 'pending' })).toBe(true);
    expect(canApproveProspect({ status: 'approved' })).toBe(false);
  });

  it('filter by status and search', () => {
    expect(
      ProspectListQuerySchema.parse({ status: 'pending', search: 'ada', appendUser: '1' }),
    ).toEqual({
      status: 'pending',
      search: 'ada',
      appendUser: true,
    });
  });
});
