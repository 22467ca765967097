import './zod-config';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { createBrowserApi, loadFirstPage } from '@rendezvous/api-client/react';
import { ORIGIN_KEYS } from '@rendezvous/domain';
import { mountApp, showErrorToast, showSuccessToast } from '@rendezvous/ui-kit';
import { RouterProvider } from '@tanstack/react-router';
import { initialLanguage, initWizardI18n, translateMessage } from './i18n/i18n';
import { createAppRouter } from './router';

// Same token as the console (shared local storage), the wizard's own origin key. The server's
// messages are shown in the wizard's language.
const context = createBrowserApi({
  originKey: ORIGIN_KEYS.setupWizard,
  notify: {
    success: (message) => showSuccessToast(translateMessage(message)),
    error: (message) => showErrorToast(translateMessage(message)),
  },
});

const router = createAppRouter(context);

// The first render waits for the catalogs of the wizard's language, so no page flashes in
// another language, and draws the opened page whole (its code fetched alongside them).
void loadFirstPage(router, initWizardI18n(initialLanguage())).then(() =>
  mountApp(<RouterProvider router={router} />),
);
