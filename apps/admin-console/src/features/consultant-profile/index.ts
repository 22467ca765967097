export { AdminDetailDialog, type AdminDetailDialogProps } from './AdminDetailDialog';
export { AdminProfileTabs, PROFILE_TAB_LABELS, profileTabsOf, type AdminProfileTabsProps } from './AdminProfileTabs';
