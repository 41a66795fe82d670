import { useBackendClient, usePlayableQuestionSets, useSession } from '@quizcoop/api/react';
import type { GameActorRef } from '@quizcoop/engine';
import { selectGameRecord } from '@quizcoop/engine';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { keptGamesFeature } from '../app/keptGamesOutbox';
import { usePersonalStorage } from '../app/usePersonalStorage';

/**
 * Once End Game or the free limit ends the game, puts its record in line for the signed-in teacher's reports
 * and sends it when it can: the results show at once, whether the network answers or not. The code that keeps
 * it is fetched as the game starts, so a network lost during the game cannot keep it from arriving. A visitor's
 * game, or a guest's, is nobody's to keep.
 */
export function useKeepFinishedGame(game: GameActorRef): void {
  const storage = usePersonalStorage();
  const client = useBackendClient();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const { questionSets } = usePlayableQuestionSets();
  const ended = useSelector(game, (snapshot) => snapshot.context.ended);
  const queued = useRef<string | null>(null);
  const teacher = session?.user;
  const teachersOwn = Boolean(teacher && !teacher.is_anonymous && storage?.owner === teacher.id);

  useEffect(() => {
    if (teachersOwn) keptGamesFeature.load().catch(() => undefined);
  }, [teachersOwn]);

  useEffect(() => {
    if (!ended || !storage || !teachersOwn) return;
    const record = selectGameRecord(game.getSnapshot());
    if (!record || queued.current === record.id) return;
    queued.current = record.id;
    const setTitles = new Map(questionSets.map((set) => [String(set.id), set.game_name]));
    keptGamesFeature.load().then(
      ({ keepFinishedGame }) => keepFinishedGame({ storage, client, queryClient }, record, setTitles),
      (error: unknown) => console.error('The finished game could not be kept:', error),
    );
  }, [ended, game, storage, teachersOwn, questionSets, client, queryClient]);
}
