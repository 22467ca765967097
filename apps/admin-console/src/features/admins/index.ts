export { AllAdminsPage } from './AllAdminsPage';
