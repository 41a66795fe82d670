import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_WINDOW_MS, usePendingQuestionDeletes } from './usePendingQuestionDeletes';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderDeletes(deleteNow: (ids: readonly string[]) => Promise<void>) {
  return renderHook(() => usePendingQuestionDeletes(deleteNow));
}

describe('usePendingQuestionDeletes', () => {
  it('waits out the undo window, then deletes and no longer holds anything unsaved', async () => {
    const deleted: string[][] = [];
    const { result } = renderDeletes(async (ids) => {
      deleted.push([...ids]);
    });

    act(() => result.current.deleteWithUndo(['frog'], 'Question 1 deleted'));
    expect(result.current.hiddenIds).toEqual(new Set(['frog']));
    expect(result.current.waiting).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS - 1));
    expect(deleted).toEqual([]);
    expect(result.current.waiting).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(deleted).toEqual([['frog']]);
    // Leaving now loses nothing; the question stays hidden until the list is fetched without it.
    expect(result.current.waiting).toBe(false);
    expect(result.current.hiddenIds).toEqual(new Set(['frog']));
  });

  it('shows a question again when the server refuses to delete it', async () => {
    const { result } = renderDeletes(() => Promise.reject(new Error('You can only change your own sets.')));

    act(() => result.current.deleteWithUndo(['frog', 'newt'], '2 questions deleted'));
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS));
    expect(result.current.hiddenIds).toEqual(new Set());
    expect(result.current.waiting).toBe(false);
  });

  it('runs a waiting delete at once when the page goes away', async () => {
    const deleted: string[][] = [];
    const { result, unmount } = renderDeletes(async (ids) => {
      deleted.push([...ids]);
    });

    act(() => result.current.deleteWithUndo(['frog'], 'Question 1 deleted'));
    unmount();
    expect(deleted).toEqual([['frog']]);
  });
});
