import { lazy } from 'react';

export type { ErasePerson } from './EraseDialog';
export { useMayHandlePrivacy } from './use-may-handle-privacy';

/*
 * The row actions and the erase dialog load after the list, for owners only: the lists'
 * route stays within its size budget, and a consultant never downloads them. Render them
 * inside a Suspense boundary.
 */
export const PrivacyRowActions = lazy(() =>
  import('./PrivacyRowActions').then((m) => ({ default: m.PrivacyRowActions })),
);
export const EraseDialog = lazy(() =>
  import('./EraseDialog').then((m) => ({ default: m.EraseDialog })),
);
