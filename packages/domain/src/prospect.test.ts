import { describe, expect, it } from 'vitest';
import { ProspectListQuerySchema, UpdateProspectInputSchema, canApproveProspect } from './prospect';

describe('prospects', () => {
  it('can be approved once, declined ones included', () => {
    expect(canApproveProspect({ status: 'new' })).toBe(true);
    expect(canApproveProspect({ status: 'declined' })).toBe(true);
    expect(canApproveProspect({ status: 'approved' })).toBe(false);
  });

  it('filter by status and search', () => {
    expect(ProspectListQuerySchema.parse({ status: 'new', search: 'ada', appendUser: '1' })).toEqual({
      status: 'new',
      search: 'ada',
      appendUser: true,
    });
  });

  it('are approved through their own action, never by an update of the status', () => {
    expect(UpdateProspectInputSchema.safeParse({ status: 'approved' }).success).toBe(false);
    expect(UpdateProspectInputSchema.parse({ status: 'declined', note: ' Spam ' })).toEqual({ status: 'declined', note: 'Spam' });
    expect(UpdateProspectInputSchema.safeParse({ note: 'x'.repeat(501) }).success).toBe(false);
  });
});
