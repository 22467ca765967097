import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy*/waitFor give up after 1 s by default: on a 2-core machine running the API suite and
// the browser journeys beside these (npm test does), a screen can take longer than that to
// settle. They still resolve as soon as what they wait for is there. In CI (.ci/run) the machine
// is shared the most; a wait there may take 30 s, within the preset's 60 s per test.
configure({ asyncUtilTimeout: process.env.CI ? 30_000 : 10_000 });

// jsdom lacks these browser APIs; Mantine uses them for layout and colour-scheme detection.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
window.HTMLElement.prototype.scrollTo = () => {};
