export {
  DAY_LABELS,
  DAY_TIME_CHOICES,
  DaysEditor,
  completeWeek,
  defaultDay,
  minutesToTime,
  normaliseTime,
  type BusinessDayLimit,
  type DayField,
  type DayPatch,
  type DaysEditorProps,
  type EditableDay,
} from './DaysEditor';
