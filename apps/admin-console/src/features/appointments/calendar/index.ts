export { AppointmentsCalendar, type AppointmentsCalendarProps } from './AppointmentsCalendar';
export { validateCalendarSearch, type CalendarSearch } from './calendar-search';
