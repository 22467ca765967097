import { lazy } from 'react';

/** The client dialog, loaded on first open. Render it inside a Suspense boundary. */
export const ClientDialog = lazy(() => import('./ClientDialog').then((m) => ({ default: m.ClientDialog })));
