import { useFetchGameQuestions, usePlayableQuestionSets } from '@quizcoop/api/react';
import type {
  ExtraScramblesGate,
  GameInput,
  PersistedGame,
  QuestionsRequest,
  SetupPlayer,
} from '@quizcoop/engine';
import {
  gameInputFromSetup,
  selectCanAddPlayer,
  selectCanRemovePlayers,
  selectStartEnabled,
  setupMachine,
} from '@quizcoop/engine';
import type { QuestionSetMenuLink } from '@quizcoop/ui';
import {
  Button,
  buttonClassName,
  ControlGroup,
  EducatorTestingBanner,
  Notice,
  PlayerSetupGrid,
  sprinkles,
  Switch,
} from '@quizcoop/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { Link, useNavigate } from 'react-router';
import { DeferredQuestionSetSelect } from '../../app/DeferredQuestionSetSelect';
import { toast } from '../../app/siteToasts';
import { isEducatorTestingHost } from '../../game/educatorTesting';
import { useFirstScreenDone } from '../../app/useFirstScreenDone';
import { useIsHydrated } from '../../app/useIsHydrated';
import { randomSeed } from '../../game/gameSeed';
import { LazyReadAloudSetup } from './lazyGamePlay';

export interface GameSetupProps {
  /** The roster to begin with (from stored assignments); setup's one default player when left out. */
  initialPlayers?: SetupPlayer[];
  /** Score Scrambles already played in this session. */
  scramblesPlayed: number;
  /**
   * Whether premium questions are loaded, as the flags decide for this teacher; null while that is not known,
   * and setup loads no questions until it is, so a premium game never lacks premium ones.
   */
  premiumQuestions: boolean | null;
  /** Whether the next game's Score Scrambles go on past the free limit. */
  extraScrambles: ExtraScramblesGate;
  savedGame: PersistedGame | null;
  onResume: () => void;
  onStartOver: () => void;
  onStart: (input: GameInput) => void;
}

/**
 * The players, their names, sets and colours, and Start Game. The setup machine holds the roster and the
 * questions of the chosen sets; this screen only sends it what the teacher does and draws what it holds.
 */
export function GameSetup({
  initialPlayers,
  scramblesPlayed,
  premiumQuestions,
  extraScrambles,
  savedGame,
  onResume,
  onStartOver,
  onStart,
}: GameSetupProps) {
  const navigate = useNavigate();
  const hydrated = useIsHydrated();
  const readAloudWanted = useFirstScreenDone();
  const fetchGameQuestions = useFetchGameQuestions();
  const machine = useMemo(
    () =>
      setupMachine.provide({
        actors: {
          loadQuestions: fromPromise(({ input }: { input: QuestionsRequest }) =>
            fetchGameQuestions(input.setIds, { isPremium: input.isPremium }),
          ),
        },
      }),
    [fetchGameQuestions],
  );
  const setup = useActorRef(machine, {
    input: { players: initialPlayers, scramblesPlayed, isPremium: premiumQuestions ?? undefined },
  });
  const players = useSelector(setup, (snapshot) => snapshot.context.players);
  const canAdd = useSelector(setup, selectCanAddPlayer);
  const canRemove = useSelector(setup, selectCanRemovePlayers);
  const startEnabled = useSelector(setup, selectStartEnabled);
  const started = useSelector(setup, (snapshot) => snapshot.matches('started'));
  const youngClass = useSelector(setup, (snapshot) => snapshot.context.youngClass);

  const playable = usePlayableQuestionSets();
  const setOptions = useMemo(
    () =>
      playable.questionSets.map((set) => ({
        id: set.id,
        gameName: set.game_name,
        questionCount: set.question_count,
      })),
    [playable.questionSets],
  );
  const menuLinks: QuestionSetMenuLink[] = [
    { label: 'Assign Sets to Players', onSelect: () => void navigate('/assign-question-sets') },
    { label: 'View Question Library', onSelect: () => void navigate('/questions') },
  ];

  useEffect(() => {
    const subscription = setup.on('toast', ({ kind, message }) => toast[kind](message));
    return () => subscription.unsubscribe();
  }, [setup]);

  useEffect(() => {
    if (playable.error) toast.error(playable.error.message);
  }, [playable.error]);

  useEffect(() => {
    if (premiumQuestions !== null) setup.send({ type: 'subscription.known', isPremium: premiumQuestions });
  }, [setup, premiumQuestions]);

  // Read when the game starts, not followed: the game hears of later changes itself, and must start only once.
  const extraScramblesNow = useRef(extraScrambles);
  useEffect(() => {
    extraScramblesNow.current = extraScrambles;
  }, [extraScrambles]);

  useEffect(() => {
    if (!started) return;
    onStart(
      gameInputFromSetup(setup.getSnapshot(), {
        seed: randomSeed(),
        extraScrambles: extraScramblesNow.current,
      }),
    );
  }, [started, setup, onStart]);

  // A prerendered setup takes no input until the app has taken it over: what it took in before would be lost.
  return (
    <main className={sprinkles({ padding: 'lg' })}>
      <ControlGroup
        disabled={!hydrated}
        className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })}
      >
        <h1>Game Setup</h1>
        {/* Drawn into the prerendered setup for every host (the page's head script hides it where it does
            not belong), and kept by the app only where it does. */}
        {!hydrated || isEducatorTestingHost(window.location.hostname) ? <EducatorTestingBanner /> : null}
        {savedGame ? (
          <Notice title="A game is still in progress">
            <span className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', paddingTop: 'sm' })}>
              <Button onClick={onResume}>Resume game</Button>
              <Button variant="secondary" onClick={onStartOver}>
                Start over
              </Button>
            </span>
          </Notice>
        ) : null}
        <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })}>
          <Link to="/questions" className={buttonClassName({ variant: 'secondary' })}>
            Add / Browse Question Sets
          </Link>
          <Link to="/assign-question-sets" className={buttonClassName({ variant: 'secondary' })}>
            Assign Sets to Players
          </Link>
          <Button disabled={!startEnabled} onClick={() => setup.send({ type: 'teacher.start' })}>
            Start Game
          </Button>
        </div>
        <Switch
          label="Young class mode"
          description="Larger text, stars instead of points, no punishment questions, and a wheel that never takes stars away."
          checked={youngClass}
          onCheckedChange={(checked) => setup.send({ type: 'teacher.setYoungClass', youngClass: checked })}
        />
        <PlayerSetupGrid
          players={players}
          onNameChange={(playerId, name) => setup.send({ type: 'teacher.renamePlayer', playerId, name })}
          onColorChange={(playerId, color) => setup.send({ type: 'teacher.recolorPlayer', playerId, color })}
          onRemove={
            canRemove ? (playerId) => setup.send({ type: 'teacher.removePlayer', playerId }) : undefined
          }
          onAddPlayer={canAdd ? () => setup.send({ type: 'teacher.addPlayer' }) : undefined}
          renderSetSelect={(player, field) => (
            <DeferredQuestionSetSelect
              {...field}
              sets={setOptions}
              loading={playable.isLoading}
              value={player.questionSet}
              onValueChange={(questionSet) =>
                setup.send({ type: 'teacher.assignSet', playerId: player.id, questionSet })
              }
              menuLinks={menuLinks}
            />
          )}
        />
        {/* Last on the page and folded away: arriving once the first screen is done with, it moves nothing the
            teacher already sees. */}
        {readAloudWanted && (
          <Suspense fallback={null}>
            <LazyReadAloudSetup />
          </Suspense>
        )}
      </ControlGroup>
    </main>
  );
}
