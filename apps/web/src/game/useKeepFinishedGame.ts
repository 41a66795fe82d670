import { useBackendClient, usePlayableQuestionSets, useSession } from '@quizcoop/api/react';
import type { GameActorRef } from '@quizcoop/engine';
import { selectGameRecord } from '@quizcoop/engine';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { sendWaitingGames } from '../app/keptGamesOutbox';
import { usePersonalStorage } from '../app/usePersonalStorage';
import { gameRecordInput } from '../reports/gameRecordInput';
import { addWaitingGame } from '../reports/outbox';

/**
 * Once End Game or the free limit ends the game, puts its record in line for the signed-in teacher's reports
 * and sends it when it can: the results show at once, whether the network answers or not. A visitor's game, or
 * a guest's, is nobody's to keep.
 */
export function useKeepFinishedGame(game: GameActorRef): void {
  const storage = usePersonalStorage();
  const client = useBackendClient();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const { questionSets } = usePlayableQuestionSets();
  const ended = useSelector(game, (snapshot) => snapshot.context.ended);
  const queued = useRef<string | null>(null);

  useEffect(() => {
    const teacher = session?.user;
    if (!ended || !storage || !teacher || teacher.is_anonymous || storage.owner !== teacher.id) return;
    const record = selectGameRecord(game.getSnapshot());
    if (!record || queued.current === record.id) return;
    queued.current = record.id;
    const setTitles = new Map(questionSets.map((set) => [String(set.id), set.game_name]));
    addWaitingGame(storage.kept, gameRecordInput(record, setTitles));
    sendWaitingGames({ storage, client, queryClient });
  }, [ended, game, storage, session, questionSets, client, queryClient]);
}
