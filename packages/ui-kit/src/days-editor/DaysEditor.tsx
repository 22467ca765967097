import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  DEFAULT_BUSINESS_DAY,
  WEEK_DAYS,
  timeToMinutes,
  validateDayTimes,
  type DayTimeField,
  type DayTimes,
  type WeekDay,
} from '@rendezvous/domain';
import { useMessage } from '@rendezvous/i18n';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One day as the editor shows it: a business day or a consultant day (its id is kept). */
export interface EditableDay {
  id?: number;
  day: WeekDay;
  is_active: number;
  work_start_time: string;
  work_end_time: string;
  has_breaks: number;
  break_start_time: string | null;
  break_end_time: string | null;
}

/** The business's opening hours of one day, which limit a consultant's day. */
export type BusinessDayLimit = DayTimes & { day: WeekDay; is_active: number };

export type DayField = Exclude<keyof EditableDay, 'id' | 'day'>;
export type DayPatch = Partial<Pick<EditableDay, DayField>>;

export interface DaysEditorProps {
  /**
   * The stored days. Missing week days are shown with the default business day. The editor keeps
   * the user's edits until a new `days` array arrives (e.g. after a save and refetch), so pass a
   * stable array (query data), not one rebuilt on every render.
   */
  days: readonly EditableDay[];
  /**
   * The business's opening hours, for a consultant's days: a day the business is closed is
   * disabled, the choices stay within the business hours, and an edit outside them reverts to
   * the business value.
   */
  businessDays?: readonly BusinessDayLimit[];
  /** Every edit: all seven days after it. */
  onChange?: (days: EditableDay[]) => void;
  /** Every edit of one field (after any revert), for callers that save field by field. */
  onDayChange?: (day: EditableDay, patch: DayPatch) => void;
  /**
   * Shows a Save button, enabled while every day is coherent. A returned promise shows a loader;
   * a rejected one keeps the edits.
   */
  onSave?: (days: EditableDay[]) => void | Promise<unknown>;
  /** @default 'Save' */
  saveLabel?: string;
  /**
   * Save is enabled only once something differs from the stored days (a week not stored in
   * full counts as a change: its defaults are not saved yet). Off for a step that saves as it
   * moves on (the setup wizard).
   * @default false
   */
  requireChange?: boolean;
  /** @default false */
  disabled?: boolean;
}

export const DAY_LABELS: Record<WeekDay, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** Minutes between two choices of a time select. */
const TIME_STEP_MINUTES = 30;

const pad = (value: number) => String(value).padStart(2, '0');

/** 'HH:mm' of minutes since midnight. */
export function minutesToTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Drops seconds: '09:00:00' -> '09:00'. */
export function normaliseTime(time: string | null | undefined): string | null {
  return time ? time.slice(0, 5) : null;
}

/** Every half hour from 00:00 to 23:30: hours 0 to 23. */
export const DAY_TIME_CHOICES: readonly string[] = Array.from(
  { length: (24 * 60) / TIME_STEP_MINUTES },
  (_, index) => minutesToTime(index * TIME_STEP_MINUTES),
);

/** The default day (all open 09:00-17:00 with a break 13:00-13:30). */
export function defaultDay(day: WeekDay): EditableDay {
  return { day, ...DEFAULT_BUSINESS_DAY };
}

/** The seven week days in order, filled from `days` or with the default day. */
export function completeWeek(days: readonly EditableDay[]): EditableDay[] {
  return WEEK_DAYS.map((name) => {
    const stored = days.find((day) => day.day === name);
    if (!stored) return defaultDay(name);
    return {
      ...stored,
      work_start_time:
        normaliseTime(stored.work_start_time) ?? DEFAULT_BUSINESS_DAY.work_start_time,
      work_end_time: normaliseTime(stored.work_end_time) ?? DEFAULT_BUSINESS_DAY.work_end_time,
      break_start_time: normaliseTime(stored.break_start_time),
      break_end_time: normaliseTime(stored.break_end_time),
    };
  });
}

/** Times a consultant may pick on a day: within the business hours (all hours without them). */
function choicesWithin(limit: BusinessDayLimit | undefined, current: string | null): string[] {
  let choices = [...DAY_TIME_CHOICES];
  if (limit) {
    const start = timeToMinutes(limit.work_start_time);
    const end = timeToMinutes(limit.work_end_time);
    const bounds = [normaliseTime(limit.work_start_time), normaliseTime(limit.work_end_time)];
    choices = choices.filter((time) => {
      const minutes = timeToMinutes(time);
      return minutes >= start && minutes <= end;
    });
    for (const bound of bounds) if (bound && !choices.includes(bound)) choices.push(bound);
  }
  // A stored time off the half-hour grid stays selectable.
  if (current && !choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => timeToMinutes(a) - timeToMinutes(b));
}

/**
 * A consultant's edit that leaves the business hours is refused: the field takes the business
 * value instead (the work start for a start, the work end for an end).
 */
function keepWithinBusinessHours(
  day: EditableDay,
  field: DayField,
  limit: BusinessDayLimit | undefined,
): EditableDay {
  if (!limit || (field !== 'work_start_time' && field !== 'work_end_time')) return day;
  const value = day[field];
  const minutes = timeToMinutes(value);
  const open = timeToMinutes(limit.work_start_time);
  const close = timeToMinutes(limit.work_end_time);
  if (minutes >= open && minutes <= close) return day;
  const businessValue = normaliseTime(limit[field]) ?? value;
  return { ...day, [field]: businessValue };
}

/** The time fields in order; their labels are the `ui` catalog's `days.<field>`. */
const TIME_FIELDS: readonly DayTimeField[] = [
  'work_start_time',
  'work_end_time',
  'break_start_time',
  'break_end_time',
];

interface DayRowProps {
  day: EditableDay;
  limit: BusinessDayLimit | undefined;
  limited: boolean;
  disabled: boolean;
  onEdit: (patch: DayPatch) => void;
}

function DayRow({ day, limit, limited, disabled, onEdit }: DayRowProps) {
  const { t } = useTranslation('ui');
  const msg = useMessage();
  const label = t(`days.${day.day}`);
  const closedByBusiness = limited && limit?.is_active !== 1;
  const rowDisabled = disabled || closedByBusiness;
  // A closed day has no hours to pick: its times stay as they were, shown but not editable.
  const timesDisabled = rowDisabled || day.is_active !== 1;
  const issue = validateDayTimes(day, limited && !closedByBusiness ? limit : undefined);
  const issueId = `days-editor-${day.day}-issue`;

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={label}>
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <Title order={3} size="h5">
          {label}
        </Title>
        <Group gap="md" wrap="wrap">
          <Switch
            label={t('days.open')}
            aria-label={t('days.openAria', { day: label })}
            checked={!closedByBusiness && day.is_active === 1}
            disabled={rowDisabled}
            onChange={(event) => onEdit({ is_active: event.currentTarget.checked ? 1 : 0 })}
          />
          <Switch
            label={t('days.breaks')}
            aria-label={t('days.breaksAria', { day: label })}
            checked={day.has_breaks === 1}
            disabled={timesDisabled}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              onEdit(
                on
                  ? {
                      has_breaks: 1,
                      break_start_time:
                        day.break_start_time ?? DEFAULT_BUSINESS_DAY.break_start_time,
                      break_end_time: day.break_end_time ?? DEFAULT_BUSINESS_DAY.break_end_time,
                    }
                  : { has_breaks: 0 },
              );
            }}
          />
        </Group>
      </Group>
      {closedByBusiness && (
        <Text size="sm" c="dimmed" mb="xs">
          {t('days.closedByBusiness')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {TIME_FIELDS.map((field) => {
          const fieldLabel = t(`days.${field}`);
          const isBreak = field === 'break_start_time' || field === 'break_end_time';
          if (isBreak && day.has_breaks !== 1) return null;
          const value = day[field] ?? '';
          return (
            <NativeSelect
              key={field}
              label={fieldLabel}
              aria-label={t('days.fieldAria', { day: label, field: fieldLabel.toLowerCase() })}
              aria-describedby={issue ? issueId : undefined}
              value={value}
              disabled={timesDisabled}
              error={issue?.field === field ? true : undefined}
              data={choicesWithin(limited ? limit : undefined, value || null)}
              onChange={(event) => onEdit({ [field]: event.currentTarget.value })}
            />
          );
        })}
      </SimpleGrid>
      {issue && !closedByBusiness && (
        <Text id={issueId} size="sm" c="red.8" mt="xs" role="alert">
          {msg(issue.message)}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The opening hours of a week: for each day whether it is open, work start and end, and an
 * optional break, with the first ordering rule the day breaks. Used for a business's opening
 * hours and, with `businessDays`, for a consultant's work hours within them.
 */
export function DaysEditor({
  days,
  businessDays,
  onChange,
  onDayChange,
  onSave,
  saveLabel,
  requireChange = false,
  disabled = false,
}: DaysEditorProps) {
  const { t } = useTranslation('ui');
  const [week, setWeek] = useState<EditableDay[]>(() => completeWeek(days));
  const [saving, setSaving] = useState(false);
  useEffect(() => setWeek(completeWeek(days)), [days]);

  const limited = businessDays !== undefined;
  const limitOf = (name: WeekDay) => businessDays?.find((day) => day.day === name);
  // A consultant cannot work on a day the business is closed, whatever was stored.
  const effective = (list: EditableDay[]) =>
    limited
      ? list.map((day) => (limitOf(day.day)?.is_active === 1 ? day : { ...day, is_active: 0 }))
      : list;

  const edit = (name: WeekDay, field: DayField, patch: DayPatch) => {
    const current = week.find((day) => day.day === name);
    if (!current) return;
    const edited = keepWithinBusinessHours({ ...current, ...patch }, field, limitOf(name));
    const next = week.map((day) => (day.day === name ? edited : day));
    setWeek(next);
    onChange?.(effective(next));
    const applied = Object.fromEntries(
      Object.keys(patch).map((key) => [key, edited[key as DayField]]),
    ) as DayPatch;
    onDayChange?.(edited, applied);
  };

  const coherent = useMemo(
    () =>
      week.every((day) => {
        const limit = businessDays?.find((b) => b.day === day.day);
        const closed = limited && limit?.is_active !== 1;
        return closed || validateDayTimes(day, limited ? limit : undefined) === null;
      }),
    [week, businessDays, limited],
  );

  const stored = useMemo(() => JSON.stringify(completeWeek(days)), [days]);
  // What would be saved against what is stored: a consultant day stored open on a day the
  // business is now closed is a change too (it is saved closed).
  const changed = days.length < WEEK_DAYS.length || JSON.stringify(effective(week)) !== stored;
  const savable = coherent && (!requireChange || changed);

  const save = async () => {
    if (!onSave || !savable) return;
    setSaving(true);
    try {
      await onSave(effective(week));
    } catch {
      // The caller reports the failure; the edits stay for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm">
      {week.map((day) => (
        <DayRow
          key={day.day}
          day={day}
          limit={limitOf(day.day)}
          limited={limited}
          disabled={disabled || saving}
          onEdit={(patch) => edit(day.day, Object.keys(patch)[0] as DayField, patch)}
        />
      ))}
      {onSave && (
        <Group justify="flex-end">
          <Button onClick={save} loading={saving} disabled={disabled || !savable}>
            {saveLabel ?? t('actions.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
