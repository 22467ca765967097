export type AppointmentDialogMode = 'view' | 'edit' | 'new';

/** The appointment dialog's contract (the dashboard opens it too). */
export interface AppointmentDialogProps {
  appointmentId: number | null;
  mode: AppointmentDialogMode;
  opened: boolean;
  onClose(): void;
}
