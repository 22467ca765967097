export { showErrorToast, showInfoToast, showSuccessToast } from './toasts';
