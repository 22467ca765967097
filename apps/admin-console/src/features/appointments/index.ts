export { AppointmentsPage } from './AppointmentsPage';
export { AppointmentDialog } from './lazy-dialog';
export type { AppointmentDialogMode, AppointmentDialogProps } from './dialog-props';
