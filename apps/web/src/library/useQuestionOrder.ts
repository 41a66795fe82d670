import type { LibraryQuestion } from '@quizcoop/api';
import { toast } from '../app/siteToasts';
import { useMemo, useRef, useState } from 'react';

export interface QuestionOrder {
  /**
   * The questions on screen (all but the hidden ones) in the order the author last chose, shown before the
   * server has confirmed it.
   */
  ordered: readonly LibraryQuestion[];
  /** What a screen reader hears after a move, such as 'Question 3 moved to position 2'. */
  announcement: string;
  /** Moves a question to a place in the list on screen. */
  move: (questionId: string, toIndex: number) => void;
}

function sameMembers(order: readonly string[], questions: readonly LibraryQuestion[]): boolean {
  return order.length === questions.length && questions.every((question) => order.includes(question.id));
}

/**
 * Moves questions within the author's list at once and stores each new order on the server, one after
 * another so a quick series of moves arrives in the order it was made. A refused order puts the list back.
 */
export function useQuestionOrder(
  questions: readonly LibraryQuestion[],
  hiddenIds: ReadonlySet<string>,
  saveOrder: (questionIds: readonly string[]) => Promise<void>,
): QuestionOrder {
  const [localOrder, setLocalOrder] = useState<readonly string[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const saving = useRef(Promise.resolve());

  // Once questions are added or removed the local order is out of date, and the server's order is the truth.
  const current = useMemo(
    () => (localOrder && sameMembers(localOrder, questions) ? localOrder : questions.map(({ id }) => id)),
    [localOrder, questions],
  );
  const visible = useMemo(() => current.filter((id) => !hiddenIds.has(id)), [current, hiddenIds]);
  const ordered = useMemo(() => {
    const byId = new Map(questions.map((question) => [question.id, question]));
    return visible.map((id) => byId.get(id)!);
  }, [visible, questions]);

  const move = (questionId: string, toIndex: number) => {
    const fromIndex = visible.indexOf(questionId);
    if (fromIndex < 0 || toIndex < 0 || toIndex >= visible.length || toIndex === fromIndex) return;
    const moved = [...visible];
    moved.splice(fromIndex, 1);
    moved.splice(toIndex, 0, questionId);
    // The server wants every question of the set; ones waiting to be deleted go last, as they are leaving.
    const next = [...moved, ...current.filter((id) => hiddenIds.has(id))];
    setLocalOrder(next);
    setAnnouncement(`Question ${fromIndex + 1} moved to position ${toIndex + 1}`);
    saving.current = saving.current.then(() =>
      saveOrder(next).catch((refusal: unknown) => {
        setLocalOrder(null);
        toast.error((refusal as Error).message);
      }),
    );
  };

  return { ordered, announcement, move };
}
