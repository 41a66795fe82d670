import type { GameInput, PersistedGame } from '@quizcoop/engine';
import {
  answerCardMachine,
  createGameMachine,
  persistGame,
  resumeGameOptions,
  selectCurrentPlayer,
  selectPlayersFacingRepetition,
  selectResults,
  selectScrambleCountdown,
  selectSpinner,
} from '@quizcoop/engine';
import {
  GameHistory,
  RepetitionWarning,
  Scoreboard,
  sprinkles,
  toast,
  TurnHeader,
  VisuallyHidden,
} from '@quizcoop/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useOwnHeader } from '../../app/SiteLayout';
import type { GameKeyBindings } from '../../game/gameKeys';
import { GAME_KEYS, useGameKeys } from '../../game/gameKeys';
import { randomSeed } from '../../game/gameSeed';
import { useProjectorTheme } from '../../game/projectorTheme';
import { clearSavedGame, createGameSaver, saveGame } from '../../game/savedGame';
import type { GameSounds } from '../../game/useGameSounds';
import { GameHeader } from './GameHeader';
import { GameResults } from './GameResults';
import type { AnswerCardControls } from './QuestionStage';
import { QuestionStage } from './QuestionStage';
import { ScrambleStage } from './ScrambleStage';

const gameMachine = createGameMachine({ now: Date.now });

/** A new game from setup, or a saved one carried on. */
export type GameStart = { input: GameInput } | { saved: PersistedGame };

export interface GamePlayProps {
  start: GameStart;
  sounds: GameSounds;
  /** The signed-in teacher's membership, for the profile menu. */
  isPremiumMember: boolean;
  /** The game is over and left behind; carry its Score Scramble count into the session. */
  onFinished: (scramblesPlayed: number) => void;
}

/**
 * Spec §2 "Game play": the engine's game, answer card and wheels, shown with the ui kit. Every change of the
 * game is saved, so a reload or an accidental 'Setup' can carry on where it stopped.
 */
export function GamePlay({ start, sounds, isPremiumMember, onFinished }: GamePlayProps) {
  useOwnHeader();
  const game = useActorRef(gameMachine, 'saved' in start ? resumeGameOptions(start.saved) : start);
  const context = useSelector(game, (snapshot) => snapshot.context);
  const currentPlayer = useSelector(game, selectCurrentPlayer);
  const countdown = useSelector(game, selectScrambleCountdown).turns;
  const spinner = useSelector(game, selectSpinner);
  const inScramble = useSelector(game, (snapshot) => snapshot.matches({ playing: 'scramble' }));
  const over = useSelector(game, (snapshot) => snapshot.matches('over'));
  const done = useSelector(game, (snapshot) => snapshot.status === 'done');
  const results = useMemo(() => selectResults({ context }), [context]);
  const repetitionNames = useMemo(() => selectPlayersFacingRepetition({ context }), [context]);
  const history = useMemo(() => [...context.history].reverse(), [context.history]);

  const card = useActorRef(answerCardMachine, {
    input: { question: context.currentQuestion, isPremium: context.isPremium, seed: randomSeed() },
  });
  const cardSnapshot = useSelector(card, (snapshot) => snapshot);
  const questionRef = useRef<HTMLElement>(null);
  const shownTurn = useRef(context.turnCount);
  const [projectorTheme, setProjectorTheme] = useProjectorTheme();
  const { play } = sounds;

  useEffect(() => {
    const subscriptions = [
      game.on('toast', ({ kind, message }) => toast[kind](message)),
      card.on('answered', ({ correct }) => game.send({ type: 'player.answer', correct })),
      card.on('skipped', () => game.send({ type: 'player.skip' })),
      card.on('sound', ({ sound }) => play(sound)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [game, card, play]);

  const saver = useMemo(() => createGameSaver(), []);
  useEffect(() => {
    saveGame(persistGame(game));
    const subscription = game.subscribe((snapshot) => {
      if (snapshot.status === 'active') saver.save(persistGame(game));
    });
    window.addEventListener('pagehide', saver.flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', saver.flush);
      saver.flush();
    };
  }, [game, saver]);

  useEffect(() => {
    if (context.turnCount === shownTurn.current) return;
    shownTurn.current = context.turnCount;
    card.send({ type: 'game.nextQuestion', question: context.currentQuestion });
  }, [card, context.turnCount, context.currentQuestion]);

  // Each new turn (and the return from a Score Scramble) starts from the question, for keyboards and readers.
  useEffect(() => {
    if (!inScramble) questionRef.current?.focus();
  }, [context.turnCount, inScramble]);

  useEffect(() => {
    if (!done) return;
    saver.flush();
    onFinished(game.getSnapshot().output?.scramblesPlayed ?? context.scramblesPlayed);
  }, [done, game, saver, onFinished, context.scramblesPlayed]);

  const controls: AnswerCardControls = {
    showAnswer: () => card.send({ type: 'player.showAnswer' }),
    mark: (correct) => card.send({ type: 'player.mark', correct }),
    choose: (optionId) => {
      const option = card
        .getSnapshot()
        .context.options.find((candidate) => String(candidate.id) === optionId);
      if (option) card.send({ type: 'player.choose', optionId: option.id });
    },
    continue: () => card.send({ type: 'player.continue' }),
  };
  const cardState = String(cardSnapshot.value);
  const keyBindings: GameKeyBindings =
    inScramble || over
      ? {}
      : cardState === 'answerHidden'
        ? { showAnswer: controls.showAnswer }
        : cardState === 'answerShown'
          ? { correct: () => controls.mark(true), incorrect: () => controls.mark(false) }
          : cardState === 'review' || cardState === 'unavailable'
            ? { continue: controls.continue }
            : {};
  useGameKeys(keyBindings);

  const leaveResults = (type: 'teacher.dismissResults' | 'teacher.returnToSetup') => {
    saver.cancel();
    clearSavedGame();
    game.send({ type });
  };

  const announcement = over
    ? results.title
    : spinner
      ? `Score Scramble: ${spinner.name} spins the wheel.`
      : '';

  return (
    <>
      <GameHeader
        isPremium={isPremiumMember}
        muted={sounds.muted}
        onMutedChange={sounds.setMuted}
        soundStatus={sounds.status}
        projectorTheme={projectorTheme}
        onProjectorThemeChange={setProjectorTheme}
        onEndGame={() => game.send({ type: 'teacher.endGame' })}
        onSetup={() => game.send({ type: 'teacher.returnToSetup' })}
      />
      <main className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', padding: 'md' })}>
        <VisuallyHidden asChild>
          <h1>Quiz Coop game</h1>
        </VisuallyHidden>
        <Scoreboard
          players={context.players}
          activePlayerId={currentPlayer.id}
          turnsUntilScramble={countdown}
        />
        <RepetitionWarning names={repetitionNames} />
        <TurnHeader
          playerName={currentPlayer.name}
          points={currentPlayer.score}
          color={currentPlayer.color}
        />
        {inScramble && context.scramble ? (
          <ScrambleStage
            key={`${context.scramblesPlayed}-${context.scramble.spinnerIndex}`}
            game={game}
            playSound={play}
          />
        ) : (
          <QuestionStage ref={questionRef} card={cardSnapshot} controls={controls} />
        )}
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
        <VisuallyHidden asChild>
          <p role="status" aria-live="polite">
            {announcement}
          </p>
        </VisuallyHidden>
      </main>
      <GameResults
        open={over}
        results={results}
        onDismiss={() => leaveResults('teacher.dismissResults')}
        onReturnToSetup={() => leaveResults('teacher.returnToSetup')}
      />
    </>
  );
}
