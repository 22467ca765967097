export { BusinessHoursTab } from './BusinessHoursTab';
