import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_NOTE_DATES_MAX,
  ACTIVITY_NOTE_ENUMS,
  ACTIVITY_NOTE_KEYS,
  ACTIVITY_NOTE_TEXT_MAX,
  ACTIVITY_NOTE_VALUES_MAX_BYTES,
  ACTIVITY_NOTES,
  activityNote,
  noteMove,
  noteSlot,
  notePlaceholders,
  isActivityNote,
  parseActivityNote,
  renderActivityNote,
  type ActivityNote,
  type ActivityNoteValueKind,
} from './activity-notes';
import { ActivitySchema } from './activity';
import { WEBHOOK_RETRY_HOURS, WebhookMessages } from './webhook';

const kindsOf = (key: keyof typeof ACTIVITY_NOTES) =>
  ACTIVITY_NOTES[key].values as Record<string, ActivityNoteValueKind>;

/** The largest values a key can hold: every text at its longest, in two-byte letters. */
function largestValues(key: keyof typeof ACTIVITY_NOTES): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(kindsOf(key)).map(([name, kind]) => {
      switch (kind) {
        case 'text':
          return [name, 'é'.repeat(ACTIVITY_NOTE_TEXT_MAX)];
        case 'number':
          return [name, 2_147_483_647];
        case 'minutes':
          return [name, 10 * 366 * 1440];
        case 'date':
          return [name, '2026-12-31'];
        case 'time':
          return [name, '23:59:59'];
        case 'instant':
          return [name, '2026-12-31T23:59:59.999Z'];
        case 'dates':
          return [name, Array.from({ length: ACTIVITY_NOTE_DATES_MAX }, () => '2026-12-31')];
        default:
          return [name, Object.keys(ACTIVITY_NOTE_ENUMS[kind]).sort((a, b) => b.length - a.length)[0]];
      }
    }),
  );
}

describe('activity notes', () => {
  it.each(ACTIVITY_NOTE_KEYS)('%s has an English template naming each of its values once', (key) => {
    const { en } = ACTIVITY_NOTES[key];
    expect(en.trim()).not.toBe('');
    expect(notePlaceholders(en).sort()).toEqual(Object.keys(kindsOf(key)).sort());
  });

  it('gives every word of an enum value its English', () => {
    for (const words of Object.values(ACTIVITY_NOTE_ENUMS)) {
      for (const english of Object.values(words)) expect(english).toMatch(/\S/);
    }
  });

  it('renders the sentences the server has always written', () => {
    expect(renderActivityNote(activityNote('signedIn', {}))).toBe('Signed in');
    const slot = noteSlot({ date: '2026-11-24', start_time: '10:00:00', end_time: '11:15:00' });
    expect(renderActivityNote(activityNote('seriesCancelled', { ...slot, series: 2 }))).toBe(
      'Appointment cancelled (2026-11-24 10:00–11:15) with the following ones of series 2',
    );
    expect(
      renderActivityNote(
        activityNote('rescheduledOnWebsite', {
          name: 'Léa Roy',
          ...noteMove({ date: '2026-11-24', start_time: '10:00', end_time: '11:00' }, { date: '2026-11-25', start_time: '14:00', end_time: '15:00' }),
        }),
      ),
    ).toBe('Appointment rescheduled on the website by Léa Roy from 2026-11-24 10:00–11:00 to 2026-11-25 14:00–15:00');
    expect(renderActivityNote(activityNote('bookingRulesOverriddenNoticeAndHorizon', { ...slot, notice: 120, horizon: 60 }))).toBe(
      'Booking rules overridden for 2026-11-24 10:00–11:15: inside the minimum notice of 2 hours and beyond the booking horizon of 60 days',
    );
    expect(renderActivityNote(activityNote('holidaysAdded', { region: 'QC', year: 2027, dates: ['2027-01-01', '2027-06-24'] }))).toBe(
      'Statutory holidays of Quebec 2027 added as closures: 2027-01-01, 2027-06-24',
    );
    expect(renderActivityNote(activityNote('appointmentStatusChanged', { fromStatus: 'active', status: 'completed' }))).toBe(
      'Appointment status changed from active to completed',
    );
    expect(renderActivityNote(activityNote('calendarSyncFailed', { step: 'moveZoomMeeting', reason: 'token revoked' }))).toBe(
      'Could not move the Zoom meeting: token revoked',
    );
    expect(renderActivityNote(activityNote('apiKeyMadeReadOnly', { name: 'Books', key: 'rdv_key_…a1b2' }))).toBe(
      'Made the API key "Books" (rdv_key_…a1b2, read only)',
    );
  });

  it("renders the bell's texts as the server wrote them before they had keys", () => {
    const slot = noteSlot({ date: '2026-11-24', start_time: '10:00:00', end_time: '11:15:00' });
    const moved = noteMove(
      { date: '2026-11-24', start_time: '10:00', end_time: '11:00' },
      { date: '2026-11-25', start_time: '14:00', end_time: '15:00' },
    );
    const cases: [ActivityNote, string][] = [
      [activityNote('bellBooked', { name: 'Léa Roy', ...slot }), 'New appointment with Léa Roy on 2026-11-24 10:00–11:15'],
      [
        activityNote('bellBookedOnWebsite', { name: 'Léa Roy', ...slot }),
        'New appointment from the website: Léa Roy on 2026-11-24 10:00–11:15',
      ],
      [
        activityNote('bellSeriesBookedOnWebsite', { count: 4, name: 'Léa Roy', date: '2026-11-24' }),
        '4 appointments booked on the website by Léa Roy from 2026-11-24 (a series)',
      ],
      [
        activityNote('bellSeriesMoved', { count: 3, ...moved }),
        '3 appointments of a series moved from 2026-11-24 10:00–11:00 to 2026-11-25 14:00–15:00',
      ],
      [
        activityNote('bellSmsCancelTooLate', { name: 'Léa Roy', ...slot, hours: 24 }),
        'Léa Roy asked by SMS to cancel their appointment of 2026-11-24 10:00–11:15, within the 24-hour ' +
          'cancellation notice: nothing changed, they were asked to call',
      ],
      [
        activityNote('bellMessageOptedOut', { step: 'reminder', name: 'Léa Roy', channel: 'sms' }),
        'A reminder to Léa Roy could not be sent by SMS: the customer opted out by SMS',
      ],
      [
        activityNote('bellMessageFailedAfterRetries', {
          step: 'confirmation',
          name: 'Léa Roy',
          channel: 'email',
          reason: 'connect ECONNREFUSED',
          attempts: 5,
        }),
        'A confirmation to Léa Roy could not be sent by e-mail: connect ECONNREFUSED (after 5 attempts)',
      ],
      [
        activityNote('bellWebhookTurnedOff', { url: 'https://books.example/hooks', hours: WEBHOOK_RETRY_HOURS }),
        WebhookMessages.disabledNotice('https://books.example/hooks'),
      ],
    ];
    for (const [note, sentence] of cases) expect(renderActivityNote(note)).toBe(sentence);
  });

  it('cuts a text longer than a value holds, so writing the note never fails', () => {
    const note = activityNote('calendarSyncFailed', { step: 'addCalendarEvent', reason: 'x'.repeat(2000) });
    expect((note.values as { reason: string }).reason).toHaveLength(ACTIVITY_NOTE_TEXT_MAX);
    expect(isActivityNote(note)).toBe(true);
  });

  it('reads back a stored key and values, and refuses an unknown key or values that do not fit it', () => {
    expect(parseActivityNote('seriesCancelled', { date: '2026-11-24', start: '10:00', end: '11:00', series: 2 })).toEqual({
      key: 'seriesCancelled',
      values: { date: '2026-11-24', start: '10:00', end: '11:00', series: 2 },
    });
    expect(parseActivityNote('signedIn', {})).toEqual({ key: 'signedIn', values: {} });
    expect(parseActivityNote('fromANewerServer', {})).toBeNull();
    expect(parseActivityNote('toString', {})).toBeNull();
    expect(parseActivityNote(null, null)).toBeNull();
    expect(parseActivityNote('seriesCancelled', { date: '24/11/2026', start: '10:00', end: '11:00', series: 2 })).toBeNull();
    expect(parseActivityNote('seriesCancelled', { date: '2026-11-24', start: '10:00', end: '11:00' })).toBeNull();
    expect(parseActivityNote('signedIn', { extra: 1 })).toBeNull();
    expect(parseActivityNote('appointmentStatusChanged', { fromStatus: 'active', status: 'lost' })).toBeNull();
  });

  /** Values each kind refuses: just past its bounds, or of another shape. */
  const refused: Record<string, unknown[]> = {
    text: ['x'.repeat(ACTIVITY_NOTE_TEXT_MAX + 1), 5, null],
    number: [2_147_483_648, -1, 1.5, '1', Number.NaN, Number.POSITIVE_INFINITY],
    minutes: [10 * 366 * 1440 + 1, -1, 0.5],
    date: ['31/12/2026', '2026-12-31T00:00', 20261231],
    time: ['9:00', '09:00:00:00', 900],
    instant: ['2026-12-31T23:59:59', '2026-12-31', '2026-12-31T23:59Z', 1_800_000_000_000],
    dates: [Array.from({ length: ACTIVITY_NOTE_DATES_MAX + 1 }, () => '2026-12-31'), ['2026-13'], '2026-12-31'],
  };

  it.each(ACTIVITY_NOTE_KEYS)("%s refuses a missing, an extra or an out-of-bounds value, each kind's", (key) => {
    const values = largestValues(key);
    for (const [name, kind] of Object.entries(kindsOf(key))) {
      const { [name]: _kept, ...without } = values;
      expect(parseActivityNote(key, without), `${name} missing`).toBeNull();
      for (const bad of refused[kind] ?? ['toString', 'not one of its words', 1]) {
        expect(parseActivityNote(key, { ...values, [name]: bad }), `${name}: ${String(bad).slice(0, 20)}`).toBeNull();
      }
    }
    expect(parseActivityNote(key, { ...values, extra: 1 })).toBeNull();
    expect(parseActivityNote(key, [])).toBeNull();
  });

  it.each(ACTIVITY_NOTE_KEYS)("%s's largest values fit the stored bound and the API's answer", (key) => {
    const values = largestValues(key);
    expect(parseActivityNote(key, values)).not.toBeNull();
    expect(new TextEncoder().encode(JSON.stringify(values)).length).toBeLessThanOrEqual(ACTIVITY_NOTE_VALUES_MAX_BYTES);
    expect(ActivitySchema.shape.note_values.safeParse(values).success).toBe(true);
  });
});
