export { DateTime, TimeOfDay, type DateTimeProps, type TimeOfDayProps } from './DateTime';
export { formatTime, type TimeFormat } from './format-time';
export { TimeFormatToggle, type TimeFormatToggleProps } from './TimeFormatToggle';
export {
  TIME_FORMAT_STORAGE_KEY,
  useClockLanguage,
  useFormatDateTime,
  useTimeFormat,
} from './use-time-format';
