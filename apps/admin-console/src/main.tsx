import './zod-config';
// The sign-in page's styles; every other page waits for the rest (features/shell/full-styles, loaded by the root route).
import './styles/first-page';
import { createBrowserApi } from '@rendezvous/api-client/react';
import { ORIGIN_KEYS } from '@rendezvous/domain';
import { mountApp, showErrorToast, showSuccessToast } from '@rendezvous/ui-kit';
import { RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from './router';

const context = createBrowserApi({
  originKey: ORIGIN_KEYS.adminConsole,
  notify: { success: showSuccessToast, error: showErrorToast },
});

mountApp(<RouterProvider router={createAppRouter(context)} />);
