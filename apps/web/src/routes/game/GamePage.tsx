import { useFeatureFlags, useSubscription } from '@quizcoop/api/react';
import type { GameInput, PersistedGame, SetupPlayer } from '@quizcoop/engine';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PersonalStorage } from '../../app/personalStorage';
import { toast } from '../../app/siteToasts';
import { usePersonalStorage } from '../../app/usePersonalStorage';
import { useIsHydrated } from '../../app/useIsHydrated';
import { rosterFromAssignments } from '../../game/roster';
import { clearSavedGame, loadSavedGame, loadSessionScrambles } from '../../game/savedGame';
import { useGameSounds } from '../../game/useGameSounds';
import { readPlayerAssignments } from '../../library/assignments';
import type { GameStart } from './GamePlay';
import { gameFlags } from './gameFlags';
import { GameSetup } from './GameSetup';
import { LazyGamePlay } from './lazyGamePlay';

interface AssignedRoster {
  players?: SetupPlayer[];
  error?: string;
}

/** The roster that the teacher's stored set assignments give the first setup of this visit. */
function readAssignedRoster(storage: PersonalStorage): AssignedRoster {
  try {
    return { players: rosterFromAssignments(readPlayerAssignments(storage)) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** /game: setup, then play; a game left unfinished is offered again instead of being lost. */
export function GamePage() {
  const sounds = useGameSounds();
  const subscription = useSubscription();
  const { premiumQuestions, extraScrambles } = gameFlags(useFeatureFlags());
  // The stored roster and game are the browser's, and only the signed-in teacher's (or the visitor's): a
  // prerendered setup has neither, and the setup starts again with the stored roster once the page is the
  // browser's own and knows who is signed in (only then: it keeps what was typed).
  const hydrated = useIsHydrated();
  const storage = usePersonalStorage();
  const stored = useMemo(
    () =>
      hydrated && storage
        ? {
            assigned: readAssignedRoster(storage),
            savedGame: loadSavedGame(storage),
            scramblesPlayed: loadSessionScrambles(storage),
          }
        : null,
    [hydrated, storage],
  );
  const assigned = stored?.assigned ?? {};
  const [firstSetup, setFirstSetup] = useState(true);
  const [start, setStart] = useState<GameStart | null>(null);
  const [changedSavedGame, setSavedGame] = useState<PersistedGame | null>();
  const savedGame = changedSavedGame === undefined ? (stored?.savedGame ?? null) : changedSavedGame;
  // Counted per play session, so it starts from what this tab has played, reloads included.
  const [changedScramblesPlayed, setScramblesPlayed] = useState<number>();
  const scramblesPlayed = changedScramblesPlayed ?? stored?.scramblesPlayed ?? 0;
  // What a game left behind on this screen was its teacher's: once someone else signs in, or the teacher signs
  // out in another tab, the screen shows only what the browser keeps for the one here now.
  const [shownFor, setShownFor] = useState(storage?.owner);
  if (shownFor !== storage?.owner) {
    setShownFor(storage?.owner);
    setSavedGame(undefined);
    setScramblesPlayed(undefined);
  }

  useEffect(() => {
    if (assigned.error) toast.error(assigned.error);
  }, [assigned.error]);

  const play = useCallback((next: GameStart) => {
    setFirstSetup(false);
    setStart(next);
  }, []);
  const startNewGame = useCallback((input: GameInput) => play({ input }), [play]);
  const finish = useCallback(
    (played: number) => {
      setScramblesPlayed(played);
      setSavedGame(storage && loadSavedGame(storage));
      setStart(null);
    },
    [storage],
  );

  if (start && storage) {
    return (
      <LazyGamePlay
        start={start}
        storage={storage}
        sounds={sounds}
        isPremiumMember={subscription.isPremium}
        extraScrambles={extraScrambles}
        onFinished={finish}
      />
    );
  }
  return (
    <GameSetup
      key={assigned.players ? 'assigned' : 'unassigned'}
      initialPlayers={firstSetup ? assigned.players : undefined}
      scramblesPlayed={scramblesPlayed}
      premiumQuestions={premiumQuestions}
      extraScrambles={extraScrambles}
      savedGame={savedGame}
      onResume={() => savedGame && play({ saved: savedGame })}
      onStartOver={() => {
        if (storage) clearSavedGame(storage);
        setSavedGame(null);
      }}
      onStart={startNewGame}
    />
  );
}
