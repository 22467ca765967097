/// <reference types="@testing-library/jest-dom/vitest" />
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';
import { initWizardI18n, showLanguage } from '../i18n/i18n';

// Tests read the wizard in English, its catalogs loaded as in the browser; a test that
// switches to French is put back.
await initWizardI18n('en');
afterEach(async () => {
  await showLanguage('en');
});

// Each test starts signed out with no toasts on screen.
afterEach(() => {
  localStorage.clear();
  notifications.clean();
});

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  vi.restoreAllMocks();
});
