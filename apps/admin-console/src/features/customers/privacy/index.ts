export { EraseDialog, type ErasePerson } from './EraseDialog';
export { ExportMenu } from './ExportMenu';
export { PrivacyRowActions } from './PrivacyRowActions';
export { useMayHandlePrivacy } from './use-may-handle-privacy';
