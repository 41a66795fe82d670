import { useFeatureFlags, useFetchGameQuestions, useSubscription } from '@quizcoop/api/react';
import type { SetupPlayer } from '@quizcoop/engine/rules';
import { selectGameOnScreen } from '@quizcoop/engine';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { PersonalStorage } from '../../app/personalStorage';
import { toast } from '../../app/siteToasts';
import { usePersonalStorage } from '../../app/usePersonalStorage';
import { useIsHydrated } from '../../app/useIsHydrated';
import { playGameEffects } from '../../game/gameEffects';
import { gameFlags } from '../../game/gameFlags';
import { rosterFromAssignments } from '../../game/roster';
import { useGameSounds } from '../../game/useGameSounds';
import { usePlaySession } from '../../game/usePlaySession';
import { readPlayerAssignments } from '../../library/assignments';
import { GameSetup } from './GameSetup';
import { LazyGamePlay } from './lazyGamePlay';

interface AssignedRoster {
  players?: SetupPlayer[];
  error?: string;
}

/** The roster that the teacher's stored set assignments give a new play session. */
function readAssignedRoster(storage: PersonalStorage | null): AssignedRoster {
  if (!storage) return {};
  try {
    return { players: rosterFromAssignments(readPlayerAssignments(storage)) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** /game: the play session of whoever the browser belongs to now. */
export function GamePage() {
  // A prerendered setup belongs to nobody, and keeps nothing. Once the page is the browser's own and knows who
  // is signed in, that person's session takes over; when someone else signs in, or the teacher signs out in
  // another tab, the session shown becomes the new person's, and nothing of the last one stays on screen.
  const hydrated = useIsHydrated();
  const storage = usePersonalStorage();
  const person = hydrated ? storage : null;
  return <PlaySessionScreen key={person?.owner ?? 'prerendered'} storage={person} />;
}

/** Setup, or the game on screen: one session actor, drawn through its selectors. */
function PlaySessionScreen({ storage }: { storage: PersonalStorage | null }) {
  const sounds = useGameSounds();
  const subscription = useSubscription();
  const account = gameFlags(useFeatureFlags());
  const fetchGameQuestions = useFetchGameQuestions();
  const [assigned] = useState(() => readAssignedRoster(storage));
  const { play } = sounds;
  const onEffect = useMemo(() => playGameEffects(play), [play]);
  const session = usePlaySession({
    storage,
    input: { players: assigned.players },
    account,
    loadQuestions: ({ setIds, isPremium }) => fetchGameQuestions(setIds, { isPremium }),
    onEffect,
  });
  const game = useSelector(session, selectGameOnScreen);

  useEffect(() => {
    if (assigned.error) toast.error(assigned.error);
  }, [assigned.error]);

  if (game) {
    return (
      <LazyGamePlay session={session} game={game} sounds={sounds} isPremiumMember={subscription.isPremium} />
    );
  }
  return <GameSetup session={session} ready={storage !== null} />;
}
