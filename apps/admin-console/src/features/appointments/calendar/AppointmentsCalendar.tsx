import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import {
  appointmentKeys,
  appointmentListQuery,
  businessDayQueries,
  businessQueries,
  consultantKeys,
  consultantQueries,
  quietly,
  updateAppointment,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  AppError,
  AppointmentMessages,
  timeToMinutes,
  type Appointment,
  type AppointmentStatus,
} from '@rendezvous/domain';
import { hasPermission } from '@rendezvous/permissions';
import { showErrorToast, showSuccessToast } from '@rendezvous/ui-kit';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';
import { useCurrentAdmin } from '../../auth/use-current-admin';
import { useClock } from '../clock';
import type { AppointmentDialogMode } from '../dialog-props';
import { AppointmentDialog } from '../lazy-dialog';
import classes from './AppointmentsCalendar.module.css';
import { headingDate } from './calendar-dates';
import {
  blockExtra,
  businessToday,
  calendarColumns,
  consultantName,
  dayLabel,
  gridHours,
  inColumn,
  laneLayout,
  moveBody,
  moveFromDrop,
  ServiceNotOfferedError,
  shiftView,
  visibleDays,
  type AppointmentMove,
  type BlockWords,
  type CalendarColumn,
  type ColumnLabels,
  type CalendarSearch,
  type CalendarView,
} from './calendar-model';

/** Pixels an hour takes; the column's background lines (the CSS module) assume the same. */
export const HOUR_HEIGHT = 64;
const PX_PER_MINUTE = HOUR_HEIGHT / 60;
/** Below this many pixels a press is a click (opens the dialog), not a drag. */
const DRAG_THRESHOLD = 4;
/** How long a finger rests on a block before it picks the block up (a shorter touch scrolls or taps). */
export const TOUCH_HOLD_MS = 450;
/** How far a finger may wander while it rests, before the touch counts as a scroll. */
const TOUCH_SLOP = 8;
/** The list call's largest page; a busier week says so and offers the consultant filter. */
const PAGE = 100;
const COLUMN_MIN_WIDTH = 140;
/** The hours' column: wide enough for "10:00 AM", and for Québec's longer "10 h 00 a.m.". */
const GUTTER_WIDTH = { en: 64, fr: 92 };

const STATUS_COLORS: Record<AppointmentStatus, string> = {
  active: 'blue',
  completed: 'green',
  cancelled: 'gray',
  missed: 'red',
};

export interface AppointmentsCalendarProps {
  search: CalendarSearch;
  /** Replaces the search params (view, date, consultant) in the URL. */
  onSearchChange(next: CalendarSearch): void;
}

interface DragState {
  appointment: Appointment;
  pointerId: number;
  pointerType: string;
  startX: number;
  startY: number;
  moved: boolean;
  column: CalendarColumn | null;
  deltaMinutes: number;
  dx: number;
}

/**
 * The appointments as a day or week calendar: blocks at their time on the business's clock,
 * one column per consultant (day) or per day (week). Admins who may update appointments drag a
 * block to move it; everyone opens it with a click or Enter, where the dialog changes the time.
 */
export function AppointmentsCalendar({ search, onSearchChange }: AppointmentsCalendarProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const admin = useCurrentAdmin();
  const { t, i18n } = useTranslation('calendar');
  const msg = useMessage();
  const clock = useClock();
  const language = i18n.language;
  const locale = language.startsWith('fr') ? 'fr-CA' : 'en-CA';
  const unnamed = (id: number) => t('consultant.unnamed', { id });
  const nameOfConsultant = (c: Parameters<typeof consultantName>[0]) => consultantName(c, unnamed);
  const labels: ColumnLabels = { consultant: nameOfConsultant, day: (d) => dayLabel(d, locale) };
  const blockWords: BlockWords = {
    with: (consultant) => t('block.with', { consultant }),
    status: (status) => t(`block.status.${status}`),
  };
  const canMove = admin !== undefined && hasPermission(admin, 'appointments', 'update');
  const businessId = admin?.business_id ?? null;

  const business = useQuery({
    ...businessQueries.detail(api, businessId ?? 0),
    enabled: businessId !== null,
  });
  const openingHours = useQuery({
    ...businessDayQueries.list(api, businessId ?? 0),
    enabled: businessId !== null,
  });
  const consultants = useQuery(
    consultantQueries.list(api, { paginate: 100, appendServices: true, appendAdmin: true }),
  );

  const view: CalendarView = search.view ?? 'day';
  const today = businessToday(business.data?.time_zone);
  const date = search.date ?? today;
  const days = visibleDays(view, date);
  const range = { dateFrom: days[0]!, dateTo: days.at(-1)! };
  const list = useQuery(
    appointmentListQuery(api, {
      paginate: PAGE,
      sort: 'asc',
      ...range,
      ...(search.consultant ? { consultantId: search.consultant } : {}),
    }),
  );

  const [dialog, setDialog] = useState<{ id: number; mode: AppointmentDialogMode } | null>(null);
  /** Where a dropped block sits while its move is saved; cleared to put it back on failure. */
  const [pending, setPending] = useState<Record<number, AppointmentMove>>({});
  const [drag, setDrag] = useState<DragState | null>(null);
  const columnRefs = useRef(new Map<string, HTMLDivElement>());
  const suppressClick = useRef(false);
  /** A finger resting on a block, not yet holding it long enough to pick it up. */
  const touchHold = useRef<{ timer: ReturnType<typeof setTimeout>; pointerId: number; x: number; y: number } | null>(null);
  const cancelTouchHold = () => {
    if (touchHold.current) clearTimeout(touchHold.current.timer);
    touchHold.current = null;
  };
  useEffect(() => cancelTouchHold, []);
  // While a finger drags a block, the page must not scroll under it: a touch that began as a
  // possible scroll is held still by refusing its moves (a listener that may prevent them).
  const touchDragging = drag !== null && drag.pointerType === 'touch';
  useEffect(() => {
    if (!touchDragging) return;
    const hold = (event: TouchEvent) => event.preventDefault();
    document.addEventListener('touchmove', hold, { passive: false });
    return () => document.removeEventListener('touchmove', hold);
  }, [touchDragging]);

  const consultantList = consultants.data?.data ?? [];
  const columns = calendarColumns(view, date, consultantList, search.consultant, labels);
  const appointments = useMemo(
    () => (list.data?.data ?? []).map((a) => (pending[a.id] ? { ...a, ...pending[a.id] } : a)),
    [list.data, pending],
  );
  const hours = gridHours(openingHours.data, appointments);
  const step = business.data?.slot_step_minutes ?? 15;
  const nameOf = (consultantId: number) => {
    const c = consultantList.find((x) => x.id === consultantId);
    return c ? nameOfConsultant(c) : undefined;
  };

  const go = (patch: Partial<CalendarSearch>) => onSearchChange({ ...search, ...patch });

  const move = async (appointment: Appointment, to: AppointmentMove) => {
    let body;
    try {
      body = moveBody(appointment, to, consultantList);
    } catch (error) {
      if (error instanceof ServiceNotOfferedError) {
        return void showErrorToast(
          t('move.notOffered', {
            consultant: error.consultant ?? t('move.thisConsultant'),
            service: error.service,
          }),
        );
      }
      throw error;
    }
    setPending((p) => ({ ...p, [appointment.id]: to }));
    try {
      // Quiet: this screen tells the outcome itself, the server's own words on a refusal.
      await updateAppointment(quietly(api), appointment.id, body);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: [...consultantKeys.all, 'times'] }),
      ]);
      // The words the dialog's Update shows (the server's message, quieted here).
      showSuccessToast(msg(AppointmentMessages.updated));
    } catch (error) {
      showErrorToast(
        error instanceof AppError ? msg(error.message) : t('move.failed'),
      );
    } finally {
      setPending(({ [appointment.id]: _done, ...rest }) => rest);
    }
  };

  const columnAt = (x: number) => {
    for (const column of columns) {
      const rect = columnRefs.current.get(column.key)?.getBoundingClientRect();
      if (rect && x >= rect.left && x < rect.right) return column;
    }
    return null;
  };

  const startDrag = (appointment: Appointment, pointerId: number, pointerType: string, x: number, y: number) => {
    // A drag that ended off the block left no click to swallow: this press starts afresh.
    suppressClick.current = false;
    setDrag({
      appointment,
      pointerId,
      pointerType,
      startX: x,
      startY: y,
      moved: false,
      column: null,
      deltaMinutes: 0,
      dx: 0,
    });
  };
  // A mouse or a pen drags at once. A finger scrolls the grid, and a tap opens the dialog; a
  // finger resting on a block (TOUCH_HOLD_MS) picks it up, and then drags it like a mouse.
  const onPointerDown = (appointment: Appointment) => (event: PointerEvent<HTMLButtonElement>) => {
    if (!canMove || event.button !== 0 || pending[appointment.id]) return;
    const { pointerId, pointerType, clientX: x, clientY: y } = event;
    if (pointerType === 'touch') {
      cancelTouchHold();
      touchHold.current = {
        pointerId,
        x,
        y,
        timer: setTimeout(() => {
          touchHold.current = null;
          startDrag(appointment, pointerId, pointerType, x, y);
        }, TOUCH_HOLD_MS),
      };
      return;
    }
    event.currentTarget.setPointerCapture?.(pointerId);
    startDrag(appointment, pointerId, pointerType, x, y);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const resting = touchHold.current;
    if (resting && event.pointerId === resting.pointerId) {
      // Moving before the hold is up: a scroll, not a pick-up.
      if (Math.hypot(event.clientX - resting.x, event.clientY - resting.y) > TOUCH_SLOP) cancelTouchHold();
      return;
    }
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    const moved = drag.moved || Math.hypot(dx, dy) > DRAG_THRESHOLD;
    setDrag({
      ...drag,
      moved,
      column: columnAt(event.clientX),
      deltaMinutes: dy / PX_PER_MINUTE,
      dx,
    });
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (touchHold.current?.pointerId === event.pointerId) cancelTouchHold();
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag(null);
    if (!drag.moved) return;
    suppressClick.current = true;
    const column = drag.column;
    if (!column) return;
    const to = moveFromDrop(drag.appointment, { column, deltaMinutes: drag.deltaMinutes }, step);
    if (to) void move(drag.appointment, to);
  };

  /** The block's place while dragged: snapped like the drop will be, so what is seen is what is sent. */
  const preview =
    drag?.moved && drag.column
      ? moveFromDrop(
          drag.appointment,
          { column: drag.column, deltaMinutes: drag.deltaMinutes },
          step,
        )
      : null;

  const header = (
    <Group justify="space-between" gap="sm" wrap="wrap" mb="sm">
      <Group gap="xs" wrap="wrap">
        <Button.Group>
          <Button
            variant="default"
            aria-label={view === 'day' ? t('nav.previousDay') : t('nav.previousWeek')}
            onClick={() => go({ date: shiftView(view, date, -1) })}
          >
            <IconChevronLeft size={16} aria-hidden />
          </Button>
          <Button variant="default" onClick={() => go({ date: today })}>
            {t('nav.today')}
          </Button>
          <Button
            variant="default"
            aria-label={view === 'day' ? t('nav.nextDay') : t('nav.nextWeek')}
            onClick={() => go({ date: shiftView(view, date, 1) })}
          >
            <IconChevronRight size={16} aria-hidden />
          </Button>
        </Button.Group>
        <TextInput
          type="date"
          aria-label={t('nav.date')}
          value={date}
          onChange={(e) => e.currentTarget.value && go({ date: e.currentTarget.value })}
          w={160}
        />
      </Group>
      <Group gap="xs" wrap="wrap">
        <SegmentedControl
          aria-label={t('view.label')}
          data={[
            { value: 'day', label: t('view.day') },
            { value: 'week', label: t('view.week') },
          ]}
          value={view}
          onChange={(value) => go({ view: value as CalendarView })}
        />
        <Select
          aria-label={t('filter.consultant')}
          placeholder={t('filter.allConsultants')}
          data={consultantList.map((c) => ({ value: String(c.id), label: nameOfConsultant(c) }))}
          value={search.consultant ? String(search.consultant) : null}
          onChange={(value) => go({ consultant: value ? Number(value) : undefined })}
          clearable
          w={200}
        />
      </Group>
    </Group>
  );

  const heading = (
    <Text fw={600} mb="xs" aria-live="polite">
      {view === 'day'
        ? t('heading.day', { date: headingDate(days[0]!, language, true) })
        : t('heading.week', {
            from: headingDate(range.dateFrom, language, false),
            to: headingDate(range.dateTo, language, false),
          })}
    </Text>
  );

  if (list.isError || consultants.isError) {
    return (
      <>
        {header}
        <Alert color="red" title={t('loadError')}>
          <Button
            variant="default"
            onClick={() =>
              void Promise.all([
                list.isError && list.refetch(),
                consultants.isError && consultants.refetch(),
              ])
            }
          >
            {t('retry')}
          </Button>
        </Alert>
      </>
    );
  }
  if (list.isPending || consultants.isPending) {
    return (
      <>
        {header}
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      </>
    );
  }

  const total = list.data.total;
  const gridHeight = ((hours.end - hours.start) / 60) * HOUR_HEIGHT;
  const hourMarks = Array.from(
    { length: (hours.end - hours.start) / 60 },
    (_, i) => hours.start + i * 60,
  );

  return (
    <>
      {header}
      {heading}
      {appointments.length === 0 && (
        <Text c="dimmed" mb="xs">
          {view === 'day' ? t('empty.day') : t('empty.week')}
        </Text>
      )}
      {total > appointments.length && (
        <Text size="sm" c="dimmed" mb="xs">
          {t('truncated', { shown: appointments.length, count: total })}
        </Text>
      )}
      {columns.length === 0 ? (
        <Text c="dimmed">{t('noConsultants')}</Text>
      ) : (
        <div
          className={classes.viewport}
          role="region"
          aria-label={view === 'day' ? t('grid.day') : t('grid.week')}
          tabIndex={0}
        >
          <div
            className={classes.grid}
            style={{
              gridTemplateColumns: `${i18n.language.startsWith('fr') ? GUTTER_WIDTH.fr : GUTTER_WIDTH.en}px repeat(${columns.length}, minmax(${COLUMN_MIN_WIDTH}px, 1fr))`,
            }}
          >
            <div className={classes.corner} aria-hidden />
            {columns.map((column) => (
              <div key={column.key} className={classes.columnHeader} title={column.label}>
                {column.label}
              </div>
            ))}
            {/* Each label is centred on its hour's line; the first one sits below it, not under the headings. */}
            <div className={classes.gutter} style={{ height: gridHeight }} aria-hidden>
              {hourMarks.map((m) => (
                <span
                  key={m}
                  className={classes.hourLabel}
                  style={{ top: Math.max(8, ((m - hours.start) / 60) * HOUR_HEIGHT) }}
                >
                  {clock.formatTime(`${String(m / 60).padStart(2, '0')}:00`)}
                </span>
              ))}
            </div>
            {columns.map((column) => {
              const here = appointments.filter((a) => inColumn(a, column));
              const lanes = laneLayout(here);
              const isTarget = drag?.moved && drag.column?.key === column.key;
              return (
                <div
                  key={column.key}
                  ref={(node) => {
                    if (node) columnRefs.current.set(column.key, node);
                    else columnRefs.current.delete(column.key);
                  }}
                  className={classes.column}
                  style={{ height: gridHeight }}
                  data-drop-target={isTarget || undefined}
                  role="group"
                  aria-label={column.label}
                >
                  {here.map((appointment) => {
                    const dragging = drag?.moved && drag.appointment.id === appointment.id;
                    const shown =
                      dragging && preview ? { ...appointment, ...preview } : appointment;
                    // A dragged block stays in its own column (its node keeps the pointer) and follows the
                    // pointer sideways; the column it will land in is highlighted.
                    const lane = dragging
                      ? { lane: 0, lanes: 1 }
                      : (lanes.get(appointment.id) ?? { lane: 0, lanes: 1 });
                    const start = timeToMinutes(shown.start_time);
                    const end = timeToMinutes(shown.end_time);
                    const color = STATUS_COLORS[appointment.status];
                    const consultant =
                      nameOf(shown.consultant_id) ?? appointment.consultant?.admin.full_name;
                    const style = {
                      top: ((start - hours.start) / 60) * HOUR_HEIGHT,
                      height: Math.max(((end - start) / 60) * HOUR_HEIGHT - 2, 18),
                      left: `calc(${(lane.lane / lane.lanes) * 100}% + 2px)`,
                      width: `calc(${100 / lane.lanes}% - 4px)`,
                      transform: dragging && drag ? `translateX(${drag.dx}px)` : undefined,
                      '--block-accent': `var(--mantine-color-${color}-6)`,
                      '--block-tint': `var(--mantine-color-${color}-light)`,
                    } as CSSProperties;
                    return (
                      <button
                        key={appointment.id}
                        type="button"
                        className={classes.block}
                        style={style}
                        data-status={appointment.status}
                        data-movable={canMove || undefined}
                        data-dragging={dragging || undefined}
                        aria-busy={pending[appointment.id] ? true : undefined}
                        onPointerDown={onPointerDown(appointment)}
                        onPointerMove={onPointerMove}
                        onPointerUp={onPointerUp}
                        onPointerCancel={() => {
                          cancelTouchHold();
                          setDrag(null);
                        }}
                        // A finger held on a block picks it up: no menu of the browser's.
                        onContextMenu={(event) => {
                          if (touchHold.current || drag?.pointerType === 'touch') event.preventDefault();
                        }}
                        onClick={() => {
                          if (suppressClick.current) {
                            suppressClick.current = false;
                            return;
                          }
                          setDialog({ id: appointment.id, mode: canMove ? 'edit' : 'view' });
                        }}
                      >
                        <span className={classes.customer}>
                          {appointment.customerable?.full_name ?? '—'}
                        </span>
                        <span className={classes.detail}>
                          {clock.formatRange(shown.start_time, shown.end_time)}
                        </span>
                        <span className={classes.detail}>
                          {(appointment.services ?? []).map((s) => s.name).join(', ')}
                        </span>
                        {/* A week of everyone mixes consultants in a column: each block says whose it is. */}
                        {column.consultantId === null && consultant && (
                          <span className={classes.detail}>{consultant}</span>
                        )}
                        <VisuallyHidden>
                          {blockExtra(
                            shown,
                            column.consultantId === null ? undefined : consultant,
                            blockWords,
                          )}
                        </VisuallyHidden>
                      </button>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </div>
      )}
      <Suspense fallback={null}>
        {dialog && (
          <AppointmentDialog
            appointmentId={dialog.id}
            mode={dialog.mode}
            opened
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
    </>
  );
}
