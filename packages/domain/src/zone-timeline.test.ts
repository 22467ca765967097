import { describe, expect, it } from 'vitest';
import { TIMELINES_KEPT, wallDayStart, ZoneTimeline } from './zone-timeline';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('ZoneTimeline.forDates', () => {
  it('answers as a timeline built afresh, across a change of the clocks', () => {
    const kept = ZoneTimeline.forDates('America/Toronto', '2027-03-01', 31);
    const origin = wallDayStart('2027-03-01');
    const fresh = new ZoneTimeline(
      'America/Toronto',
      origin - 15 * HOUR,
      origin + 31 * 24 * HOUR + 15 * HOUR,
    );
    // 2027-03-14 02:00 does not exist in Toronto: the clocks go from 02:00 to 03:00.
    const day = wallDayStart('2027-03-14');
    for (let wall = day; wall < day + 24 * HOUR; wall += 15 * MINUTE) {
      expect(kept.toInstant(wall)).toBe(fresh.toInstant(wall));
      expect(kept.toWall(kept.toInstant(wall))).toBe(fresh.toWall(fresh.toInstant(wall)));
    }
    expect(kept.offsetAt(kept.toInstant(day + 12 * HOUR))).toBe(-4 * HOUR);
    expect(kept.offsetAt(kept.toInstant(day + HOUR))).toBe(-5 * HOUR);
  });

  it('gives the same timeline again for the same zone and dates, another for others', () => {
    const first = ZoneTimeline.forDates('Europe/Paris', '2030-06-01', 30);
    expect(ZoneTimeline.forDates('Europe/Paris', '2030-06-01', 30)).toBe(first);
    expect(ZoneTimeline.forDates('Europe/Paris', '2030-06-01', 31)).not.toBe(first);
    expect(ZoneTimeline.forDates('Europe/Berlin', '2030-06-01', 30)).not.toBe(first);
  });

  it('keeps only the timelines used last', () => {
    const oldest = ZoneTimeline.forDates('Asia/Tokyo', '2031-01-01');
    const used = ZoneTimeline.forDates('Asia/Tokyo', '2031-01-02');
    for (let i = 0; i < TIMELINES_KEPT - 1; i++) {
      ZoneTimeline.forDates('Asia/Tokyo', '2031-01-02'); // used again: stays
      ZoneTimeline.forDates('UTC', `2032-${String(1 + (i % 12)).padStart(2, '0')}-01`, 1 + i);
    }
    expect(ZoneTimeline.forDates('Asia/Tokyo', '2031-01-02')).toBe(used);
    expect(ZoneTimeline.forDates('Asia/Tokyo', '2031-01-01')).not.toBe(oldest);
  });
});
