import type { WaitlistEntry } from '@rendezvous/domain';
import { describe, expect, it } from 'vitest';
import { heldUntil, isRemovable, shownStatus, todayIn } from './waitlist-status';

const entry = (over: Partial<WaitlistEntry>) =>
  ({ status: 'waiting', to_date: '2026-12-10', ...over }) as WaitlistEntry;

describe('waitlist status', () => {
  it("reads today on the business's clock", () => {
    // 03:00 UTC on the 27th is still the 26th in Toronto.
    const at = new Date('2026-11-27T03:00:00Z');
    expect(todayIn('America/Toronto', at)).toBe('2026-11-26');
    expect(todayIn('Asia/Tokyo', at)).toBe('2026-11-27');
  });

  it('shows an entry past once its last day has gone by, whatever its status', () => {
    expect(shownStatus(entry({}), '2026-12-10')).toBe('waiting');
    expect(shownStatus(entry({ status: 'offered' }), '2026-12-01')).toBe('offered');
    expect(shownStatus(entry({ status: 'booked' }), '2026-12-11')).toBe('past');
  });

  it('lets only waiting and offered entries be removed, as the server does', () => {
    expect(isRemovable(entry({ status: 'waiting' }))).toBe(true);
    expect(isRemovable(entry({ status: 'offered' }))).toBe(true);
    expect(isRemovable(entry({ status: 'booked' }))).toBe(false);
    expect(isRemovable(entry({ status: 'removed' }))).toBe(false);
  });

  it('says until when a time is held: the time alone today, with its date otherwise', () => {
    const now = new Date(2026, 10, 27, 14, 0);
    expect(heldUntil(new Date(2026, 10, 27, 14, 30).toISOString(), '12h', now)).toBe('02:30 PM');
    expect(heldUntil(new Date(2026, 10, 28, 9, 5).toISOString(), '24h', now)).toBe(
      '2026/11/28 09:05',
    );
    expect(heldUntil(new Date(2026, 10, 27, 14, 30).toISOString(), '24h', now, 'fr-CA')).toBe(
      '14 h 30',
    );
  });
});
