import './zod-config';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { createBrowserApi } from '@rendezvous/api-client/react';
import { ORIGIN_KEYS } from '@rendezvous/domain';
import { mountApp, showErrorToast, showSuccessToast } from '@rendezvous/ui-kit';
import { RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from './router';

// Same token as the console (shared local storage), the site's own origin key.
const context = createBrowserApi({
  originKey: ORIGIN_KEYS.publicSite,
  notify: { success: showSuccessToast, error: showErrorToast },
});

mountApp(<RouterProvider router={createAppRouter(context)} />);
