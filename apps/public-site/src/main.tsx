import './zod-config';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { mountSite } from '@rendezvous/ui-kit';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { createSiteContext } from './api/clients';
import { seedEmbeddedSite } from './api/embedded-site';
import { initI18n } from './i18n/i18n';
import { initialLanguage } from './i18n/languages';
import { createAppRouter, hostSubdomain } from './router';

const context = createSiteContext();
// A live site's page comes with its payload: the first paint does not wait for the API.
seedEmbeddedSite(context.queryClient);
const router = createAppRouter(context, undefined, hostSubdomain(window.location));
// The page's data and code start loading at once, while the catalogs of the visitor's language
// load; the first paint waits for the catalogs, so no page flashes in the wrong language.
void router.load();
void initI18n(initialLanguage()).then((i18n) =>
  mountSite(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  ),
);
