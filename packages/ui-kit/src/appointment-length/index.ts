export { AppointmentLengthFields } from './AppointmentLengthFields';
export type { AppointmentLengthFieldsProps, AppointmentLengths } from './AppointmentLengthFields';
