import './zod-config';
import './styles/first-page';
import { mountSite, whenIdleAfterFirstPaint } from '@rendezvous/ui-kit';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { createSiteContext } from './api/clients';
import { seedEmbeddedSite } from './api/embedded-site';
import { initI18n } from './i18n/i18n';
import { initialLanguage } from './i18n/languages';
import { createAppRouter, hostSubdomain } from './router';
import { loadTheRest } from './the-rest';

const context = createSiteContext();
// A live site's page comes with its payload: the first paint does not wait for the API.
seedEmbeddedSite(context.queryClient);
const router = createAppRouter(context, undefined, hostSubdomain(window.location));
// The page's data and code load while the catalogs of the visitor's language do; the first
// render waits for both, so the page is drawn once, complete and in the right language
// (no flash of another language, no second render right after the first paint).
void Promise.all([initI18n(initialLanguage()), router.load()]).then(([i18n]) => {
  mountSite(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  // The rest (styles, catalogs) comes once the first page is on the screen and the browser
  // is idle, so it takes no bandwidth from what it draws first; a part that needs it sooner
  // (the booking dialog, opened at once by its link) asks for it itself (the-rest.ts).
  whenIdleAfterFirstPaint(() => void loadTheRest().catch(() => undefined));
});
