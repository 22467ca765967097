import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { RendezvousProvider } from '@rendezvous/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiProvider, createConsoleApi, createQueryClient } from './features/api';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const api = createConsoleApi(queryClient);
const router = createAppRouter({ queryClient, api });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RendezvousProvider>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <RouterProvider router={router} />
        </ApiProvider>
      </QueryClientProvider>
    </RendezvousProvider>
  </StrictMode>,
);
