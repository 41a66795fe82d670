import { useGameQuestions, usePlayableQuestionSets } from '@quizcoop/api/react';
import type { GameInput, PersistedGame, SetupPlayer } from '@quizcoop/engine';
import {
  canAddPlayer,
  canRemovePlayer,
  canStartGame,
  gameInputFromSetup,
  playerQuestionSets,
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
} from '@quizcoop/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { DeferredQuestionSetSelect } from '../../app/DeferredQuestionSetSelect';
import { toast } from '../../app/siteToasts';
import { isEducatorTestingHost } from '../../game/educatorTesting';
import { useIsHydrated } from '../../app/useIsHydrated';
import { randomSeed } from '../../game/gameSeed';

export interface GameSetupProps {
  /** The roster to begin with (from stored assignments); setup's one default player when left out. */
  initialPlayers?: SetupPlayer[];
  /** Score Scrambles already played in this session. */
  scramblesPlayed: number;
  isPremium: boolean;
  /** Questions wait for the subscription, so a premium teacher's game never starts without premium questions. */
  isPremiumLoading: boolean;
  savedGame: PersistedGame | null;
  onResume: () => void;
  onStartOver: () => void;
  onStart: (input: GameInput) => void;
}

/** Spec §2 "Game setup": the players, their names, sets and colours, and Start Game. */
export function GameSetup({
  initialPlayers,
  scramblesPlayed,
  isPremium,
  isPremiumLoading,
  savedGame,
  onResume,
  onStartOver,
  onStart,
}: GameSetupProps) {
  const navigate = useNavigate();
  const hydrated = useIsHydrated();
  const setup = useActorRef(setupMachine, { input: { players: initialPlayers, scramblesPlayed } });
  const players = useSelector(setup, (snapshot) => snapshot.context.players);
  const questionsStatus = useSelector(setup, (snapshot) => snapshot.context.questionsStatus);
  const started = useSelector(setup, (snapshot) => snapshot.matches('started'));

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

  const chosenSetIds = useMemo(
    () => [...new Set(players.flatMap((player) => playerQuestionSets(player).map(String)))],
    [players],
  );
  const questions = useGameQuestions(chosenSetIds, { isPremium, enabled: !isPremiumLoading });

  useEffect(() => {
    const subscription = setup.on('toast', ({ kind, message }) => toast[kind](message));
    return () => subscription.unsubscribe();
  }, [setup]);

  useEffect(() => {
    if (playable.error) toast.error(playable.error.message);
  }, [playable.error]);

  useEffect(() => {
    if (chosenSetIds.length === 0) return;
    if (questions.isError) setup.send({ type: 'questions.failed' });
    else if (questions.isSuccess && !questions.isFetching) {
      setup.send({ type: 'questions.loaded', questionsBySet: questions.data });
    } else setup.send({ type: 'questions.loading' });
  }, [setup, chosenSetIds, questions.isError, questions.isSuccess, questions.isFetching, questions.data]);

  useEffect(() => {
    if (started) onStart(gameInputFromSetup(setup.getSnapshot(), { isPremium, seed: randomSeed() }));
  }, [started, setup, isPremium, onStart]);

  const removable = canRemovePlayer(players);
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
          <Button
            disabled={!canStartGame({ players, questionsStatus })}
            onClick={() => setup.send({ type: 'teacher.start' })}
          >
            Start Game
          </Button>
        </div>
        <PlayerSetupGrid
          players={players}
          onNameChange={(playerId, name) => setup.send({ type: 'teacher.renamePlayer', playerId, name })}
          onColorChange={(playerId, color) => setup.send({ type: 'teacher.recolorPlayer', playerId, color })}
          onRemove={
            removable ? (playerId) => setup.send({ type: 'teacher.removePlayer', playerId }) : undefined
          }
          onAddPlayer={canAddPlayer(players) ? () => setup.send({ type: 'teacher.addPlayer' }) : undefined}
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
      </ControlGroup>
    </main>
  );
}
