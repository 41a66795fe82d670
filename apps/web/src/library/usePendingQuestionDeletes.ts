import { toast } from '../app/siteToasts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a deleted question can still be brought back with Undo. */
export const UNDO_WINDOW_MS = 6000;

interface PendingBatch {
  ids: readonly string[];
  timer: ReturnType<typeof setTimeout>;
  run: () => void;
}

export interface PendingQuestionDeletes {
  /**
   * Questions deleted on screen, which the list hides: those whose delete waits, and those the server has
   * deleted but the loaded list may still hold until it is fetched again.
   */
  hiddenIds: ReadonlySet<string>;
  /** Whether a delete still waits for its undo window to pass, so leaving the page can ask first. */
  waiting: boolean;
  /** Hides the questions now and deletes them once the undo window has passed, unless Undo is pressed. */
  deleteWithUndo: (ids: readonly string[], message: string) => void;
}

function without(ids: ReadonlySet<string>, removed: readonly string[]): ReadonlySet<string> {
  const next = new Set(ids);
  for (const id of removed) next.delete(id);
  return next;
}

/**
 * Deletes questions with a few seconds' grace. The database keeps no deleted rows, and writing a question back
 * could not restore what only the database may set on it (such as a copied premium question's origin), so the
 * delete itself waits: Undo simply cancels it. Leaving the page runs every waiting delete at once.
 */
export function usePendingQuestionDeletes(
  deleteNow: (ids: readonly string[]) => Promise<void>,
): PendingQuestionDeletes {
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<string>>(() => new Set());
  const [waitingIds, setWaitingIds] = useState<ReadonlySet<string>>(() => new Set());
  const batches = useRef(new Set<PendingBatch>());
  const deleteWithUndo = useCallback(
    (ids: readonly string[], message: string) => {
      setHiddenIds((current) => new Set([...current, ...ids]));
      setWaitingIds((current) => new Set([...current, ...ids]));
      const batch: PendingBatch = {
        ids,
        timer: setTimeout(() => batch.run(), UNDO_WINDOW_MS),
        run: () => {
          clearTimeout(batch.timer);
          batches.current.delete(batch);
          setWaitingIds((current) => without(current, ids));
          deleteNow(ids).catch((refusal: unknown) => {
            setHiddenIds((current) => without(current, ids));
            toast.error((refusal as Error).message);
          });
        },
      };
      batches.current.add(batch);
      toast.success(message, {
        duration: UNDO_WINDOW_MS,
        action: {
          label: 'Undo',
          onClick: () => {
            if (!batches.current.delete(batch)) return;
            clearTimeout(batch.timer);
            setHiddenIds((current) => without(current, ids));
            setWaitingIds((current) => without(current, ids));
            toast.info(ids.length === 1 ? 'The question is back' : 'The questions are back');
          },
        },
      });
    },
    [deleteNow],
  );

  useEffect(() => {
    const runAll = () => {
      for (const batch of [...batches.current]) batch.run();
    };
    window.addEventListener('pagehide', runAll);
    return () => {
      window.removeEventListener('pagehide', runAll);
      runAll();
    };
  }, []);

  return { hiddenIds, waiting: waitingIds.size > 0, deleteWithUndo };
}
