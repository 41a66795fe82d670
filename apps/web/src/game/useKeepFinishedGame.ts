import { useBackendClient, usePlayableQuestionSets, useSession } from '@quizcoop/api/react';
import type { GameActorRef } from '@quizcoop/engine';
import { selectGameRecord } from '@quizcoop/engine';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { loadOnce } from '../app/loadOnce';
import { usePersonalStorage } from '../app/usePersonalStorage';

const keptGames = loadOnce(() => import('../reports/keptGamesFeature'));

function reportFailure(error: unknown): void {
  console.error('The finished games could not be kept:', error);
}

/**
 * Keeps the signed-in teacher's games for their reports. The code that keeps them arrives as the game starts, so
 * a network lost during the game cannot keep it from arriving; games still waiting from an earlier lesson are
 * sent then, and again whenever the network comes back. Once End Game or the free limit ends the game, its
 * record is put in line and sent: the results show at once, whether the network answers or not. A visitor's
 * game, or a guest's, is nobody's to keep.
 */
export function useKeepFinishedGame(game: GameActorRef): void {
  const storage = usePersonalStorage();
  const client = useBackendClient();
  const queryClient = useQueryClient();
  const teacher = useSession().session?.user;
  const { questionSets } = usePlayableQuestionSets();
  const ended = useSelector(game, (snapshot) => snapshot.context.ended);
  const queued = useRef<string | null>(null);
  const teachersOwn = Boolean(teacher && !teacher.is_anonymous && storage?.owner === teacher.id);
  const sending = useMemo(
    () => (storage && teachersOwn ? { storage, client, queryClient } : null),
    [storage, teachersOwn, client, queryClient],
  );

  useEffect(() => {
    if (!sending) return undefined;
    const send = () => {
      keptGames
        .load()
        .then(({ sendWaitingGames }) => sendWaitingGames(sending))
        .catch(reportFailure);
    };
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [sending]);

  useEffect(() => {
    if (!ended || !sending) return;
    const record = selectGameRecord(game.getSnapshot());
    if (!record || queued.current === record.id) return;
    queued.current = record.id;
    const setTitles = new Map(questionSets.map((set) => [String(set.id), set.game_name]));
    keptGames
      .load()
      .then(({ keepFinishedGame }) => keepFinishedGame(sending, record, setTitles))
      .catch(reportFailure);
  }, [ended, game, sending, questionSets]);
}
