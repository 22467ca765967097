export { TimeOffTab } from './TimeOffTab';
