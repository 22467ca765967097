export { AllBusinessesPage } from './AllBusinessesPage';
