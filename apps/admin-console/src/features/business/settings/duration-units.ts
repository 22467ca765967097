/** Units a settings form writes a number of minutes in. */
export const DURATION_UNITS = { minutes: 1, hours: 60, days: 1440 } as const;
export type DurationUnit = keyof typeof DURATION_UNITS;

/**
 * Minutes in the largest unit that writes them whole: 1440 is 1 day, 90 is 90 minutes, and
 * none is 0 minutes.
 */
export function inLargestUnit(minutes: number): { amount: string; unit: DurationUnit } {
  const unit: DurationUnit =
    minutes > 0 && minutes % DURATION_UNITS.days === 0
      ? 'days'
      : minutes > 0 && minutes % DURATION_UNITS.hours === 0
        ? 'hours'
        : 'minutes';
  return { amount: String(minutes / DURATION_UNITS[unit]), unit };
}

/**
 * A whole number of at most `digits` digits typed in a field; anything else is NaN, which the
 * form's schema refuses with that field's own message.
 */
export function wholeNumber(text: string, digits: number): number {
  return new RegExp(`^\\d{1,${digits}}$`).test(text.trim()) ? Number(text.trim()) : Number.NaN;
}
