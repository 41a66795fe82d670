import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTakesTooLong } from './useTakesTooLong';

describe('useTakesTooLong', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns true once the wait reaches its limit, and false when the wait ends', () => {
    const { result, rerender } = renderHook(({ waiting }) => useTakesTooLong(waiting, 10_000), {
      initialProps: { waiting: true },
    });
    act(() => vi.advanceTimersByTime(9_999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ waiting: false });
    expect(result.current).toBe(false);
  });

  it('starts counting again when a new wait begins', () => {
    const { result, rerender } = renderHook(({ waiting }) => useTakesTooLong(waiting, 10_000), {
      initialProps: { waiting: true },
    });
    act(() => vi.advanceTimersByTime(6_000));
    rerender({ waiting: false });
    rerender({ waiting: true });
    act(() => vi.advanceTimersByTime(6_000));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(4_000));
    expect(result.current).toBe(true);
  });
});
