import type { ScrambleWheelView, WheelOddsView } from '@quizcoop/engine';
import { ScrambleWheel, sprinkles, WheelOddsPanel } from '@quizcoop/ui';
import { useEffect, useRef } from 'react';
import { useGameKeys } from '../../game/gameKeys';

export interface ScrambleStageProps {
  /** The wheel of the player at it, as the game's selector gives it. */
  wheel: ScrambleWheelView;
  /** What the wheel can land on and how likely each is, so the class can see it plays fair. */
  odds: WheelOddsView;
  onPullLever: () => void;
  onClose: () => void;
}

/**
 * One player's Score Scramble spin. The game runs the wheel: this only shows it and passes on the presses.
 * Mount one per spinner, keyed by the spin, so focus moves to each new spinner's wheel.
 */
export function ScrambleStage({ wheel, odds, onPullLever, onClose }: ScrambleStageProps) {
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    rootRef.current?.focus();
  }, []);

  useGameKeys(
    wheel.phase === 'ready'
      ? { pullLever: onPullLever }
      : wheel.phase === 'spun'
        ? { continue: onClose }
        : {},
  );

  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}>
      <ScrambleWheel
        ref={rootRef}
        tabIndex={-1}
        playerName={wheel.playerName}
        color={wheel.color}
        status={wheel.phase}
        leverLabel={wheel.leverLabel}
        reel={wheel.reel}
        result={wheel.result}
        nextLabel={wheel.next}
        onPullLever={onPullLever}
        onNext={onClose}
      />
      <WheelOddsPanel title={odds.title} summary={odds.summary} outcomes={odds.outcomes} />
    </div>
  );
}
