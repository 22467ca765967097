export { BusinessProfileTab } from './BusinessProfileTab';
