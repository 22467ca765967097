import { renderRouter, type RenderRouterOptions } from '@rendezvous/api-client/testing';
import { RendezvousProvider } from '@rendezvous/ui-kit';
import { createAppRouter } from '../router';

/** The whole wizard (real routes) starting at `path`, over a fake API by default. */
export function renderApp(options: Omit<RenderRouterOptions, 'wrapper'> = {}) {
  return renderRouter(createAppRouter, { ...options, wrapper: RendezvousProvider });
}
