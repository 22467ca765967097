import type { ApiClient } from '@rendezvous/api-client';
import { renderRouter, type RenderRouterOptions } from '@rendezvous/api-client/testing';
import { RendezvousProvider } from '@rendezvous/ui-kit';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n, loadDeferredCatalogs } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { createAppRouter } from '../router';

export interface RenderAppOptions extends Omit<RenderRouterOptions, 'wrapper'> {
  /** @default 'en' */
  language?: Language;
  /** The admin's client for /view-theme; the customer's `api` by default. */
  adminApi?: ApiClient;
  /** Render as if loaded from this business's own address ({subdomain}.{SITE_DOMAIN}). */
  hostSubdomain?: string;
}

/** The whole site (real routes) starting at `path`, in a language, over a fake API by default. */
export async function renderApp({
  language = 'en',
  adminApi,
  hostSubdomain,
  ...options
}: RenderAppOptions = {}) {
  const i18n = await initI18n(language);
  // As a visitor finds the page once it is drawn: with the catalogs it loads after its first
  // paint (main.tsx) in.
  await loadDeferredCatalogs();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <RendezvousProvider>{children}</RendezvousProvider>
    </I18nextProvider>
  );
  return renderRouter(
    (context, history) =>
      createAppRouter(
        { ...context, adminApi: adminApi ?? context.api },
        history,
        hostSubdomain ?? null,
      ),
    { ...options, wrapper: Wrapper },
  );
}
