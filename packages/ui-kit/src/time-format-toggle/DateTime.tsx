import { formatTimeOfDay } from '@rendezvous/domain';
import { useClockLanguage, useFormatDateTime, useTimeFormat } from './use-time-format';

export interface DateTimeProps {
  /** An instant (ISO 8601); a dash when missing. */
  value: string | null | undefined;
}

/** An instant in the console's one style, on the clock the admin chose with the 12/24-hour toggle. */
export function DateTime({ value }: DateTimeProps) {
  const format = useFormatDateTime();
  const text = format(value);
  return value && text !== '—' ? <time dateTime={value}>{text}</time> : <>{text}</>;
}

export interface TimeOfDayProps {
  /** A wall-clock time, "HH:mm" or "HH:mm:ss". */
  value: string;
}

/** A time of day ("13:30" / "01:30 PM", "13 h 30" in French) on the clock the admin chose. */
export function TimeOfDay({ value }: TimeOfDayProps) {
  const [timeFormat] = useTimeFormat();
  return <>{formatTimeOfDay(value, timeFormat, useClockLanguage())}</>;
}
