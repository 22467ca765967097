export { ServicesTab } from './ServicesTab';
