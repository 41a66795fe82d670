import type { GameMachine, SoundName, SpinOutcome } from '@quizcoop/engine';
import { selectSpinner, selectSpinOutcome, wheelMachine } from '@quizcoop/engine';
import type { ScrambleWheelNext, ScrambleWheelStatus } from '@quizcoop/ui';
import { ScrambleWheel } from '@quizcoop/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useGameKeys } from '../../game/gameKeys';
import { randomSeed } from '../../game/gameSeed';

export interface ScrambleStageProps {
  game: ActorRefFrom<GameMachine>;
  playSound: (sound: SoundName) => void;
}

const nextStep: Record<SpinOutcome, ScrambleWheelNext> = {
  'Next Player': 'next-player',
  Continue: 'continue',
  'End Game': 'end-game',
};

/**
 * One player's Score Scramble spin (spec §2, §4): the engine's wheel animates towards the result the game drew,
 * and only once it settles does the spin count. Mount one per spinner, keyed by the spin.
 */
export function ScrambleStage({ game, playSound }: ScrambleStageProps) {
  const scramble = useSelector(game, (snapshot) => snapshot.context.scramble);
  const spinner = useSelector(game, selectSpinner);
  const outcome = useSelector(game, selectSpinOutcome);
  const spunInGame = useSelector(game, (snapshot) => snapshot.matches({ playing: { scramble: 'spun' } }));
  const wheel = useActorRef(wheelMachine, {
    input: { result: game.getSnapshot().context.scramble!.upcomingSpin, seed: randomSeed() },
  });
  const wheelState = useSelector(wheel, (snapshot) => snapshot.value);
  const frame = useSelector(wheel, (snapshot) => snapshot.context.shown);
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const subscriptions = [
      wheel.on('sound', ({ sound }) => playSound(sound)),
      wheel.on('settled', () => game.send({ type: 'player.spin' })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [wheel, game, playSound]);

  useEffect(() => {
    rootRef.current?.focus();
  }, []);

  // A game restored after its spin counted shows the spin, not a fresh lever.
  const status: ScrambleWheelStatus = spunInGame ? 'spun' : wheelState === 'ready' ? 'ready' : 'spinning';
  const pullLever = () => wheel.send({ type: 'player.pullLever' });
  const closeWheel = () => game.send({ type: 'player.closeWheel' });
  useGameKeys(status === 'ready' ? { pullLever } : status === 'spun' ? { continue: closeWheel } : {});

  if (!scramble || !spinner || !outcome) return null;
  return (
    <ScrambleWheel
      ref={rootRef}
      tabIndex={-1}
      playerName={spinner.name}
      color={spinner.color}
      status={status}
      frame={frame}
      result={spunInGame ? scramble.lastSpin : null}
      next={nextStep[outcome]}
      onPullLever={pullLever}
      onNext={closeWheel}
    />
  );
}
