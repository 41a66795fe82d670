import type { GameActorRef } from '@quizcoop/engine';
import {
  selectAnswerCard,
  selectGamePresses,
  selectHistory,
  selectPhase,
  selectReadAloudText,
  selectRepetitionWarning,
  selectResults,
  selectScoreboard,
  selectScrambleWheel,
  selectTurnHeader,
  selectTurnTimer,
  selectWheelOdds,
} from '@quizcoop/engine';
import {
  GameHistory,
  GameScreen,
  RepetitionWarning,
  Scoreboard,
  sprinkles,
  TurnHeader,
  TurnTimer,
  UndoButton,
  VisuallyHidden,
} from '@quizcoop/ui';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useOwnHeader } from '../../app/SiteLayout';
import type { GameKeyBindings } from '../../game/gameKeys';
import { GAME_KEYS, READ_ALOUD_KEY, UNDO_KEY, useGameKeys } from '../../game/gameKeys';
import { useProjectorTheme } from '../../game/projectorTheme';
import { useFullscreen } from '../../game/useFullscreen';
import { loadReadAloudSettings } from '../../game/readAloudSettings';
import { useReadAloud } from '../../game/useReadAloud';
import type { GameSounds } from '../../game/useGameSounds';
import { useKeepFinishedGame } from '../../game/useKeepFinishedGame';
import type { PlaySession } from '../../game/usePlaySession';
import { GameHeader } from './GameHeader';
import { GameResults } from './GameResults';
import type { AnswerCardControls } from './QuestionStage';
import { QuestionStage } from './QuestionStage';
import { ScrambleStage } from './ScrambleStage';

// Setup's read-aloud section arrives with this module, so setup's first paint carries none of it.

export interface GamePlayProps {
  /** Where the teacher's presses go. */
  session: PlaySession;
  /** The session's game on screen, which the screen draws. */
  game: GameActorRef;
  sounds: GameSounds;
  /** The signed-in teacher's membership, for the profile menu. */
  isPremiumMember: boolean;
}

/**
 * The game in play, drawn from the game's own machine (which runs its answer card and wheels) with the ui kit;
 * every press goes to the session, which passes it on.
 */
export function GamePlay({ session, game, sounds, isPremiumMember }: GamePlayProps) {
  useOwnHeader();
  useKeepFinishedGame(game);
  const context = useSelector(game, (snapshot) => snapshot.context);
  const phase = useSelector(game, selectPhase);
  const scoreboard = useMemo(() => selectScoreboard({ context }), [context]);
  const turnHeader = useMemo(() => selectTurnHeader({ context }), [context]);
  const repetitionWarning = useMemo(() => selectRepetitionWarning({ context }), [context]);
  const card = useMemo(() => selectAnswerCard({ context }), [context]);
  const turnTimer = useMemo(() => selectTurnTimer({ context }), [context]);
  const wheel = useSelector(game, selectScrambleWheel);
  const results = useMemo(() => selectResults({ context }), [context]);
  const history = useMemo(() => selectHistory({ context }), [context]);
  const wheelOdds = useMemo(() => selectWheelOdds({ context }), [context]);
  const presses = useSelector(game, selectGamePresses, shallowEqual);
  const undo = () => session.send({ type: 'teacher.undo' });
  const questionRef = useRef<HTMLElement>(null);
  const [projectorTheme, setProjectorTheme] = useProjectorTheme();
  const fullscreen = useFullscreen();
  const inScramble = phase === 'scramble';
  const over = phase === 'results';
  // Chosen in setup before the game began; a game keeps the settings it started with.
  const [readAloudSettings] = useState(loadReadAloudSettings);
  const readAloudText = useMemo(
    () => (inScramble || over ? null : selectReadAloudText({ context })),
    [context, inScramble, over],
  );
  const readAloud = useReadAloud(
    readAloudText,
    context.turnCount,
    readAloudSettings,
    context.currentQuestion.language ?? null,
  );

  // The game is laid out to fill the window from its top, and setup may have been scrolled down to its Start.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  // Each new turn (and the return from a Score Scramble) starts from the question, for keyboards and readers.
  useEffect(() => {
    if (!inScramble) questionRef.current?.focus();
  }, [context.turnCount, inScramble]);

  const controls: AnswerCardControls = {
    showAnswer: () => session.send({ type: 'player.showAnswer' }),
    mark: (correct) => session.send({ type: 'player.mark', correct }),
    choose: (optionId) => {
      const option = card.options.find((candidate) => String(candidate.id) === optionId);
      if (option) session.send({ type: 'player.choose', optionId: option.id });
    },
    continue: () => session.send({ type: 'player.continue' }),
  };
  const canReadAloud = readAloud.available && readAloudText !== null;
  const keys: GameKeyBindings = {
    ...(presses.showAnswer ? { showAnswer: controls.showAnswer } : {}),
    ...(presses.mark ? { correct: () => controls.mark(true), incorrect: () => controls.mark(false) } : {}),
    ...(presses.continue ? { continue: controls.continue } : {}),
    ...(presses.undo ? { undo } : {}),
    ...(canReadAloud ? { readAloud: readAloud.toggle } : {}),
    ...(fullscreen.available ? { fullscreen: fullscreen.toggle } : {}),
  };
  useGameKeys(keys);

  const announcement = over ? results.title : (wheel?.announcement ?? '');

  return (
    <>
      <GameScreen
        textSize={context.youngClass ? 'large' : 'regular'}
        header={
          <GameHeader
            isPremium={isPremiumMember}
            muted={sounds.muted}
            onMutedChange={sounds.setMuted}
            soundStatus={sounds.status}
            projectorTheme={projectorTheme}
            onProjectorThemeChange={setProjectorTheme}
            onEndGame={() => session.send({ type: 'teacher.endGame' })}
            onSetup={() => session.send({ type: 'teacher.setAside' })}
            fullscreen={fullscreen}
          />
        }
        status={
          <>
            <Scoreboard
              players={scoreboard.players}
              countdown={scoreboard.countdown}
              unit={scoreboard.pointsDisplay}
            />
            <RepetitionWarning message={repetitionWarning} />
          </>
        }
        turn={
          <>
            <TurnHeader
              title={turnHeader.title}
              pointsLabel={turnHeader.pointsLabel}
              color={turnHeader.color}
            />
            {turnTimer ? (
              <TurnTimer countdown={turnTimer.countdown} announcement={turnTimer.announcement} />
            ) : null}
            <UndoButton canUndo={presses.undo} shortcut={UNDO_KEY} onUndo={undo} />
          </>
        }
        stage={
          inScramble && wheel && context.scramble ? (
            <ScrambleStage
              key={`${context.scramblesPlayed}-${context.scramble.spinnerIndex}`}
              wheel={wheel}
              odds={wheelOdds}
              onPullLever={() => session.send({ type: 'player.pullLever' })}
              onClose={() => session.send({ type: 'player.closeWheel' })}
            />
          ) : (
            <QuestionStage
              ref={questionRef}
              card={card}
              controls={controls}
              readAloud={{ ...readAloud, shortcut: READ_ALOUD_KEY }}
            />
          )
        }
        sidePanel={
          <>
            <GameHistory events={history} />
            <details>
              <summary>Keyboard controls</summary>
              <dl>
                {GAME_KEYS.map(({ keys, action }) => (
                  <div key={action} className={sprinkles({ display: 'flex', gap: 'sm' })}>
                    <dt>{keys}</dt>
                    <dd>{action}</dd>
                  </div>
                ))}
              </dl>
            </details>
          </>
        }
      >
        <VisuallyHidden asChild>
          <h1>Quiz Coop game</h1>
        </VisuallyHidden>
        <VisuallyHidden asChild>
          <p role="status" aria-live="polite">
            {announcement}
          </p>
        </VisuallyHidden>
      </GameScreen>
      <GameResults
        open={over}
        results={results}
        onDismiss={() => session.send({ type: 'teacher.dismissResults' })}
        onPlayAgain={presses.playAgain ? () => session.send({ type: 'teacher.playAgain' }) : undefined}
        onReturnToSetup={() => session.send({ type: 'teacher.returnToSetup' })}
      />
    </>
  );
}
