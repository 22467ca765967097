import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepInView } from './keep-in-view';

let resized: (() => void) | undefined;
const disconnect = vi.fn(() => {
  resized = undefined;
});

vi.stubGlobal(
  'ResizeObserver',
  class {
    constructor(callback: () => void) {
      resized = callback;
    }
    observe() {}
    disconnect = disconnect;
  },
);

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function section() {
  const element = document.body.appendChild(document.createElement('section'));
  element.id = 'reviews';
  element.scrollIntoView = vi.fn();
  return element;
}

describe('keepInView', () => {
  it('aligns the section again each time the page grows around it', () => {
    const target = section();
    keepInView('reviews');
    resized?.();
    resized?.();
    expect(target.scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('lets go as soon as the visitor scrolls by hand', () => {
    const target = section();
    keepInView('reviews');
    window.dispatchEvent(new Event('wheel'));
    resized?.();
    expect(target.scrollIntoView).not.toHaveBeenCalled();
  });

  it('lets go once the page has had time to settle', () => {
    vi.useFakeTimers();
    const target = section();
    keepInView('reviews', 2_000);
    vi.advanceTimersByTime(2_001);
    resized?.();
    expect(target.scrollIntoView).not.toHaveBeenCalled();
  });
});
