/**
 * Wall-clock arithmetic in IANA time zones with Intl alone, for the slot engine.
 *
 * A `ZoneTimeline` asks Intl for a zone's UTC offset a few times when it is built (once per
 * 24 hours of the range, plus a binary search to the minute where the offset changes) and then
 * converts between instants and wall clocks with plain number arithmetic. Real zones change
 * offset at most once within 24 hours, which the sampling relies on.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for a zone Intl does not know.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when Intl knows `timeZone` (an IANA name such as "America/Toronto"). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** "3/8/2026, 01:59:00" as the en-US formatter above writes it. */
const EN_US_CLOCK = /^(\d+)\/(\d+)\/(\d+),? (\d+):(\d+):(\d+)$/;

/** How far the clocks of `timeZone` are ahead of UTC at the instant `epochMs`, in ms. */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const at = Math.floor(epochMs / 1000) * 1000;
  const formatter = formatterFor(timeZone);
  // format() and a pattern cost a third of formatToParts(); the parts remain the fallback.
  const m = EN_US_CLOCK.exec(formatter.format(at));
  if (m) {
    const wall = Date.UTC(+m[3]!, +m[1]! - 1, +m[2]!, +m[4]!, +m[5]!, +m[6]!);
    return wall - at;
  }
  const part = (type: string) =>
    Number(formatter.formatToParts(at).find((p) => p.type === type)?.value);
  return (
    Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    ) - at
  );
}

/** Midnight of a 'YYYY-MM-DD' date read as if it were UTC: the origin of that date's wall clock. */
export function wallDayStart(date: string): number {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  return Date.UTC(y, m - 1, d);
}

/** 'YYYY-MM-DD' of a wall-clock value (an epoch number read as UTC). */
export function wallDate(wall: number): string {
  return new Date(Math.floor(wall / DAY) * DAY).toISOString().slice(0, 10);
}

/**
 * Timelines of whole dates, by zone and range, most recently used last. A zone's rules do not
 * change while the process runs, and the slot engine asks for the same zones and months on
 * every request: building a month's timeline asks Intl about 40 times, which was half the
 * engine's time. Bounded, since the dates come from requests.
 */
const timelines = /* @__PURE__ */ new Map<string, ZoneTimeline>();
export const TIMELINES_KEPT = 256;

/** A stretch of time with one offset: from `from` (inclusive) to the next segment's `from`. */
interface Segment {
  from: number;
  offset: number;
}

export class ZoneTimeline {
  private readonly segments: readonly Segment[];

  /**
   * The offsets of `timeZone` between the instants `fromMs` and `toMs` (the timeline answers
   * outside that range too, with the first or last offset).
   */
  constructor(
    readonly timeZone: string,
    fromMs: number,
    toMs: number,
  ) {
    const segments: Segment[] = [];
    let probe = fromMs;
    let offset = zoneOffsetMs(probe, timeZone);
    segments.push({ from: -Infinity, offset });
    while (probe < toMs) {
      const next = Math.min(probe + DAY, toMs);
      const nextOffset = zoneOffsetMs(next, timeZone);
      if (nextOffset !== offset) {
        // The first minute of the new offset lies in (probe, next].
        let lo = Math.floor(probe / MINUTE);
        let hi = Math.floor(next / MINUTE);
        while (hi - lo > 1) {
          const mid = Math.floor((lo + hi) / 2);
          if (zoneOffsetMs(mid * MINUTE, timeZone) === offset) lo = mid;
          else hi = mid;
        }
        segments.push({ from: hi * MINUTE, offset: nextOffset });
        offset = nextOffset;
      }
      probe = next;
    }
    // Shared between callers (forDates keeps timelines): never changed once built.
    this.segments = Object.freeze(segments);
  }

  /**
   * A timeline covering every instant of the local dates from `firstDate`, `days` long; the
   * same one again for the same arguments while it is among the last TIMELINES_KEPT used.
   */
  static forDates(timeZone: string, firstDate: string, days = 1): ZoneTimeline {
    const key = `${timeZone} ${firstDate} ${days}`;
    const kept = timelines.get(key);
    if (kept) {
      timelines.delete(key);
      timelines.set(key, kept);
      return kept;
    }
    const origin = wallDayStart(firstDate);
    // Offsets lie within -12 h and +14 h: a margin of 15 h covers every zone.
    const timeline = new ZoneTimeline(
      timeZone,
      origin - 15 * HOUR,
      origin + days * DAY + 15 * HOUR,
    );
    timelines.set(key, timeline);
    if (timelines.size > TIMELINES_KEPT) timelines.delete(timelines.keys().next().value!);
    return timeline;
  }

  /** The offset at the instant `epochMs`. */
  offsetAt(epochMs: number): number {
    const s = this.segments;
    let i = s.length - 1;
    while (i > 0 && s[i]!.from > epochMs) i--;
    return s[i]!.offset;
  }

  /** The wall clock (an epoch number read as UTC) at the instant `epochMs`. */
  toWall(epochMs: number): number {
    return epochMs + this.offsetAt(epochMs);
  }

  /**
   * The instant at which the clocks show `wall`. A wall time shown twice (clocks turned back)
   * is its first occurrence; one skipped (clocks turned forward) moves forward by the gap, as
   * Temporal's "compatible" disambiguation does.
   */
  toInstant(wall: number): number {
    const s = this.segments;
    for (let i = 0; i < s.length; i++) {
      const candidate = wall - s[i]!.offset;
      const end = i + 1 < s.length ? s[i + 1]!.from : Infinity;
      if (candidate >= s[i]!.from && candidate < end) return candidate;
      // Before this segment's start with no earlier match: the wall time was skipped.
      if (candidate < s[i]!.from) return wall - s[i - 1]!.offset;
    }
    return wall - s[s.length - 1]!.offset;
  }
}

/** The instant at which the clocks of `timeZone` show `date` ('YYYY-MM-DD') `time` ('HH:MM'). */
export function wallToInstant(date: string, time: string, timeZone: string): number {
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  return ZoneTimeline.forDates(timeZone, date).toInstant(
    wallDayStart(date) + hh * HOUR + mm * MINUTE,
  );
}
