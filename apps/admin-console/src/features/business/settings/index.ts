export { BusinessSettingsTab } from './BusinessSettingsTab';
