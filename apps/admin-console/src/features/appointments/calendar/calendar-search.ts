// The route's search validation runs in the console's entry bundle (only route components are
// split off): this file holds nothing else, so the calendar's code stays in its own chunk, and
// it imports nothing (the domain's zod schemas would add 28 KB to the sign-in page).

/** A real calendar date written YYYY-MM-DD. */
function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export const CALENDAR_VIEWS = ['day', 'week'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The calendar's place in the URL, so a reload or a shared link shows the same view. */
export interface CalendarSearch {
  view?: CalendarView;
  /** Any day of the view (YYYY-MM-DD); today on the business's clock when absent. */
  date?: string;
  /** One consultant's appointments only (the week view's way of reading one person's week). */
  consultant?: number;
}

/** Keeps only what the calendar understands, so a hand-edited address still opens a calendar. */
export function validateCalendarSearch(search: Record<string, unknown>): CalendarSearch {
  const out: CalendarSearch = {};
  if (search.view === 'day' || search.view === 'week') out.view = search.view;
  if (typeof search.date === 'string' && isDate(search.date)) out.date = search.date;
  const consultant = Number(search.consultant);
  if (Number.isInteger(consultant) && consultant > 0) out.consultant = consultant;
  return out;
}
