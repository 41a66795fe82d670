import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, whenIdle, whenSettled } from './whenIdle';

function pretendLoading() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
}

describe('whenIdle', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('waits for the page to load before it waits for the browser to be idle', () => {
    vi.useFakeTimers();
    pretendLoading();
    const callback = vi.fn();
    whenIdle(callback, 1000);
    vi.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs soon on a page that has loaded', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    whenIdle(callback, 1000);
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be called off before the load and after it', () => {
    vi.useFakeTimers();
    const beforeLoad = vi.fn();
    pretendLoading();
    whenIdle(beforeLoad, 1000)();
    window.dispatchEvent(new Event('load'));
    vi.restoreAllMocks();
    const afterLoad = vi.fn();
    whenIdle(afterLoad, 1000)();
    vi.advanceTimersByTime(5000);
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(afterLoad).not.toHaveBeenCalled();
  });
});

describe('whenSettled', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits a while after the loaded page is idle, then for the browser to be idle again', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    whenSettled(callback);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SETTLE_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be called off while it waits', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    const cancel = whenSettled(callback);
    vi.advanceTimersByTime(SETTLE_MS);
    cancel();
    vi.advanceTimersByTime(3 * SETTLE_MS);
    expect(callback).not.toHaveBeenCalled();
  });
});
