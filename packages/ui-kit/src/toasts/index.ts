export {
  clearErrorToasts,
  showErrorToast,
  showErrorToastUnlessReported,
  showInfoToast,
  showSuccessToast,
} from './toasts';
