import './zod-config';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-react-table/styles.css';
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
