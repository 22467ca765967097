import { lazy } from 'react';

/** The appointment dialog, loaded on first open. Render it inside a Suspense boundary. */
export const AppointmentDialog = lazy(() =>
  import('./AppointmentDialog').then((m) => ({ default: m.AppointmentDialog })),
);
