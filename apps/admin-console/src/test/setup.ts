/// <reference types="@testing-library/jest-dom/vitest" />
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';
import { initConsoleI18n, showLanguage } from '../i18n/i18n';

// Tests read the console in English, its catalogs loaded as in the browser; a test that
// switches to French is put back.
await initConsoleI18n('en');
afterEach(async () => {
  await showLanguage('en');
});

// Each test starts signed out with no toasts on screen.
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  notifications.clean();
});

// The signed-in frame opens a socket: in tests one that never touches the network.
vi.mock('@rendezvous/api-client/realtime', async () => (await import('../features/notifications/fake-socket')).fakeRealtimeModule);

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  vi.restoreAllMocks();
});
