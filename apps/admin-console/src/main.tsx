import './zod-config';
// The sign-in page's styles; every other page waits for the rest (features/shell/full-styles, loaded by the root route).
import './styles/first-page';
import { createBrowserApi, loadFirstPage } from '@rendezvous/api-client/react';
import { ORIGIN_KEYS } from '@rendezvous/domain';
import { mountApp, showErrorToast, showSuccessToast } from '@rendezvous/ui-kit';
import { RouterProvider } from '@tanstack/react-router';
import { initConsoleI18n, initialLanguage, translateMessage } from './i18n/i18n';
import { createAppRouter } from './router';

const context = createBrowserApi({
  originKey: ORIGIN_KEYS.adminConsole,
  notify: {
    success: (message) => showSuccessToast(translateMessage(message)),
    error: (message) => showErrorToast(translateMessage(message)),
  },
});

const router = createAppRouter(context);

// The first render waits for the catalogs of the console's language, so no page flashes in
// another language, and draws the opened page whole (its code fetched alongside them).
void loadFirstPage(router, initConsoleI18n(initialLanguage())).then(() =>
  mountApp(<RouterProvider router={router} />),
);
