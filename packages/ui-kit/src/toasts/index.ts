export { clearErrorToasts, showErrorToast, showInfoToast, showSuccessToast } from './toasts';
