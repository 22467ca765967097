import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdleAfterFirstPaint } from './after-first-paint';

/** A browser that reports paints: the test says when the first contentful one happens. */
function paintingBrowser() {
  let painted = false;
  const observers: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    painted && name === 'first-contentful-paint' ? ([{}] as PerformanceEntryList) : [],
  );
  return {
    paint() {
      painted = true;
      for (const callback of [...observers]) callback();
    },
    observing: () => observers.length,
  };
}

describe('whenIdleAfterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no requestIdleCallback: the timer fallback (Safari's path) is what runs.
    vi.stubGlobal('requestIdleCallback', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the first contentful paint, then for an idle moment', () => {
    const browser = paintingBrowser();
    const task = vi.fn();
    whenIdleAfterFirstPaint(task);
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    browser.paint();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
    expect(browser.observing()).toBe(0);
    // The fallback timer that was set does not run it a second time.
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once (at the next idle moment) when the page has already painted', () => {
    const browser = paintingBrowser();
    browser.paint();
    const task = vi.fn();
    whenIdleAfterFirstPaint(task);
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback when nothing contentful is ever painted', () => {
    paintingBrowser();
    const task = vi.fn();
    whenIdleAfterFirstPaint(task, 3000);
    vi.advanceTimersByTime(2999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(201);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait in a browser that reports no paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const task = vi.fn();
    whenIdleAfterFirstPaint(task);
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
