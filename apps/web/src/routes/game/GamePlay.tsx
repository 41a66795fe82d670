import type { ExtraScramblesGate, GameInput, PersistedGame } from '@quizcoop/engine';
import {
  createGameMachine,
  persistGame,
  resumeGameOptions,
  selectAnswerCard,
  selectHistory,
  selectPhase,
  selectReadAloudText,
  selectRepetitionWarning,
  selectResults,
  selectScoreboard,
  selectScrambleWheel,
  selectTurnHeader,
  selectWheelOdds,
} from '@quizcoop/engine';
import {
  GameHistory,
  RepetitionWarning,
  Scoreboard,
  sprinkles,
  textScale,
  TurnHeader,
  UndoButton,
  VisuallyHidden,
} from '@quizcoop/ui';
import { toast } from '../../app/siteToasts';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PersonalStorage } from '../../app/personalStorage';
import { useOwnHeader } from '../../app/SiteLayout';
import type { GameKeyBindings } from '../../game/gameKeys';
import { GAME_KEYS, READ_ALOUD_KEY, UNDO_KEY, useGameKeys } from '../../game/gameKeys';
import { useProjectorTheme } from '../../game/projectorTheme';
import { loadReadAloudSettings } from '../../game/readAloudSettings';
import { useReadAloud } from '../../game/useReadAloud';
import { clearSavedGame, createGameSaver, saveGame, saveSessionScrambles } from '../../game/savedGame';
import type { GameSounds } from '../../game/useGameSounds';
import { GameHeader } from './GameHeader';
import { GameResults } from './GameResults';
import type { AnswerCardControls } from './QuestionStage';
import { QuestionStage } from './QuestionStage';
import { ScrambleStage } from './ScrambleStage';

// Setup's read-aloud section arrives with this module, so setup's first paint carries none of it.

const gameMachine = createGameMachine({ now: Date.now });

/** A new game from setup, or a saved one carried on. */
export type GameStart = { input: GameInput } | { saved: PersistedGame };

export interface GamePlayProps {
  start: GameStart;
  /** The entries of the teacher (or visitor) who started the game, where it is saved. */
  storage: PersonalStorage;
  sounds: GameSounds;
  /** The signed-in teacher's membership, for the profile menu. */
  isPremiumMember: boolean;
  /** Whether Score Scrambles go on past the free limit; the game follows it as it changes. */
  extraScrambles: ExtraScramblesGate;
  /** The game is over and left behind; carry its Score Scramble count into the session. */
  onFinished: (scramblesPlayed: number) => void;
}

/**
 * The game in play: one engine actor, which runs the answer card and the wheels itself, shown with the ui kit.
 * Every change of the game is saved, so a reload or an accidental 'Setup' can carry on where it stopped.
 */
export function GamePlay({
  start,
  storage,
  sounds,
  isPremiumMember,
  extraScrambles,
  onFinished,
}: GamePlayProps) {
  useOwnHeader();
  const game = useActorRef(gameMachine, 'saved' in start ? resumeGameOptions(start.saved) : start);
  const context = useSelector(game, (snapshot) => snapshot.context);
  const phase = useSelector(game, selectPhase);
  const scoreboard = useMemo(() => selectScoreboard({ context }), [context]);
  const turnHeader = useMemo(() => selectTurnHeader({ context }), [context]);
  const repetitionWarning = useMemo(() => selectRepetitionWarning({ context }), [context]);
  const card = useMemo(() => selectAnswerCard({ context }), [context]);
  const wheel = useSelector(game, selectScrambleWheel);
  const results = useMemo(() => selectResults({ context }), [context]);
  const history = useMemo(() => selectHistory({ context }), [context]);
  const wheelOdds = useMemo(() => selectWheelOdds({ context }), [context]);
  const canUndo = useSelector(game, (snapshot) => snapshot.can({ type: 'teacher.undo' }));
  const undo = () => game.send({ type: 'teacher.undo' });
  const questionRef = useRef<HTMLElement>(null);
  const [projectorTheme, setProjectorTheme] = useProjectorTheme();
  const { play } = sounds;
  const inScramble = phase === 'scramble';
  const over = phase === 'results';
  // Chosen in setup before the game began; a game keeps the settings it started with.
  const [readAloudSettings] = useState(loadReadAloudSettings);
  const readAloudText = useMemo(
    () => (inScramble || over ? null : selectReadAloudText({ context })),
    [context, inScramble, over],
  );
  const readAloud = useReadAloud(readAloudText, context.turnCount, readAloudSettings);

  useEffect(() => {
    const subscriptions = [
      game.on('toast', ({ kind, message, description }) =>
        toast[kind](message, description === undefined ? undefined : { description }),
      ),
      game.on('sound', ({ sound }) => play(sound)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [game, play]);

  // A resumed game knows the gate as it was saved; an admin or an upgrade may have changed it since.
  useEffect(() => {
    game.send({ type: 'extraScrambles.known', extraScrambles });
  }, [game, extraScrambles]);

  // The game is saved for whoever started it: should they sign out, or someone else sign in meanwhile, it is
  // not the next person's to keep, and their entries refuse it.
  const [gameStorage] = useState(storage);
  const [saver] = useState(() => createGameSaver(gameStorage));
  useEffect(() => {
    saveGame(persistGame(game), gameStorage);
    const subscription = game.subscribe((snapshot) => {
      if (snapshot.status === 'active') saver.save(persistGame(game));
    });
    window.addEventListener('pagehide', saver.flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', saver.flush);
      saver.flush();
    };
  }, [game, saver, gameStorage]);

  // The session's count is kept beside the saved game, so a new game after a reload still knows it.
  useEffect(
    () => saveSessionScrambles(context.scramblesPlayed, gameStorage),
    [context.scramblesPlayed, gameStorage],
  );

  // Each new turn (and the return from a Score Scramble) starts from the question, for keyboards and readers.
  useEffect(() => {
    if (!inScramble) questionRef.current?.focus();
  }, [context.turnCount, inScramble]);

  useEffect(() => {
    if (phase !== 'setup') return;
    saver.flush();
    onFinished(game.getSnapshot().output?.scramblesPlayed ?? context.scramblesPlayed);
  }, [phase, game, saver, onFinished, context.scramblesPlayed]);

  const controls: AnswerCardControls = {
    showAnswer: () => game.send({ type: 'player.showAnswer' }),
    mark: (correct) => game.send({ type: 'player.mark', correct }),
    choose: (optionId) => {
      const option = card.options.find((candidate) => String(candidate.id) === optionId);
      if (option) game.send({ type: 'player.choose', optionId: option.id });
    },
    continue: () => game.send({ type: 'player.continue' }),
  };
  const stageKeys: GameKeyBindings =
    inScramble || over
      ? {}
      : card.phase === 'answerHidden'
        ? { showAnswer: controls.showAnswer }
        : card.phase === 'answerShown'
          ? { correct: () => controls.mark(true), incorrect: () => controls.mark(false) }
          : card.phase === 'review' || card.phase === 'unavailable'
            ? { continue: controls.continue }
            : {};
  const canReadAloud = readAloud.available && readAloudText !== null;
  useGameKeys({
    ...stageKeys,
    ...(canUndo ? { undo } : {}),
    ...(canReadAloud ? { readAloud: readAloud.toggle } : {}),
  });

  const leaveResults = (type: 'teacher.dismissResults' | 'teacher.returnToSetup') => {
    saver.cancel();
    clearSavedGame(gameStorage);
    game.send({ type });
  };

  const announcement = over ? results.title : (wheel?.announcement ?? '');

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
      {/* A young class reads from the back of the room, so the whole game grows its type together. */}
      <main
        className={`${sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', padding: 'md' })} ${textScale({ size: context.youngClass ? 'large' : 'regular' })}`}
      >
        <VisuallyHidden asChild>
          <h1>Quiz Coop game</h1>
        </VisuallyHidden>
        <Scoreboard
          players={scoreboard.players}
          countdown={scoreboard.countdown}
          unit={scoreboard.pointsDisplay}
        />
        <RepetitionWarning message={repetitionWarning} />
        <TurnHeader title={turnHeader.title} pointsLabel={turnHeader.pointsLabel} color={turnHeader.color} />
        {inScramble && wheel && context.scramble ? (
          <ScrambleStage
            key={`${context.scramblesPlayed}-${context.scramble.spinnerIndex}`}
            wheel={wheel}
            odds={wheelOdds}
            onPullLever={() => game.send({ type: 'player.pullLever' })}
            onClose={() => game.send({ type: 'player.closeWheel' })}
          />
        ) : (
          <QuestionStage
            ref={questionRef}
            card={card}
            controls={controls}
            readAloud={{ ...readAloud, shortcut: READ_ALOUD_KEY }}
          />
        )}
        <div className={sprinkles({ display: 'flex', justifyContent: 'flex-end' })}>
          <UndoButton canUndo={canUndo} shortcut={UNDO_KEY} onUndo={undo} />
        </div>
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
