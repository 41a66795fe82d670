import { usePlayableQuestionSets } from '@quizcoop/api/react';
import type { SetSizeWarning } from '@quizcoop/engine';
import {
  selectCanAddPlayer,
  selectCanRemovePlayers,
  selectGameSetAside,
  selectLastTeamsOffer,
  selectSetupActor,
  selectSetWarnings,
  selectStartEnabled,
} from '@quizcoop/engine';
import { TURN_TIMER_SETTING_LABEL } from '@quizcoop/engine/rules';
import type { QuestionSetMenuLink } from '@quizcoop/ui';
import {
  Alert,
  Button,
  buttonClassName,
  ControlGroup,
  EducatorTestingBanner,
  Notice,
  PlayerSetupGrid,
  sprinkles,
  Switch,
} from '@quizcoop/ui';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { DeferredQuestionSetSelect } from '../../app/DeferredQuestionSetSelect';
import { toast } from '../../app/siteToasts';
import { isEducatorTestingHost } from '../../game/educatorTesting';
import { TURN_TIMER_SELECT_CHOICES, turnTimerChoice, turnTimerSeconds } from '../../game/turnTimerChoices';
import { ChoiceSelect } from '../../library/ChoiceSelect';
import { useFirstScreenDone } from '../../app/useFirstScreenDone';
import { useIsHydrated } from '../../app/useIsHydrated';
import type { PlaySession } from '../../game/usePlaySession';
import { readAloudSetup } from './lazyGamePlay';

/** The warnings are worked out afresh from every snapshot; the same words need no new render. */
function sameWarnings(previous: readonly SetSizeWarning[], next: readonly SetSizeWarning[]): boolean {
  return (
    previous.length === next.length &&
    previous.every(
      (warning, index) =>
        warning.message === next[index]?.message && warning.blocksStart === next[index]?.blocksStart,
    )
  );
}

export interface GameSetupProps {
  session: PlaySession;
  /** Whether the session is a person's own and takes input: not while the page is prerendered or finds out who. */
  ready: boolean;
}

/**
 * The players, their names, sets and colours, and Start Game; after a game, the offer of its teams again. The
 * session's setup machine holds the roster and the questions of the chosen sets, and the session the last teams;
 * this screen only sends what the teacher does and draws what they hold.
 */
export function GameSetup({ session, ready }: GameSetupProps) {
  const navigate = useNavigate();
  const hydrated = useIsHydrated();
  const readAloudWanted = useFirstScreenDone(readAloudSetup.load);
  const setup = useSelector(session, selectSetupActor);
  const gameSetAside = useSelector(session, selectGameSetAside);
  const lastTeamsOffer = useSelector(session, selectLastTeamsOffer);
  const players = useSelector(setup, (snapshot) => snapshot.context.players);
  const canAdd = useSelector(setup, selectCanAddPlayer);
  const canRemove = useSelector(setup, selectCanRemovePlayers);
  const startEnabled = useSelector(setup, selectStartEnabled);
  const youngClass = useSelector(setup, (snapshot) => snapshot.context.youngClass);
  const turnTimer = useSelector(setup, (snapshot) => snapshot.context.turnTimerSeconds);
  const setWarnings = useSelector(setup, selectSetWarnings, sameWarnings);

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
    if (playable.error) toast.error(playable.error.message);
  }, [playable.error]);

  // A prerendered setup takes no input until the app has taken it over: what it took in before would be lost.
  return (
    <main className={sprinkles({ padding: 'lg' })}>
      <ControlGroup
        disabled={!ready}
        className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })}
      >
        <h1>Game Setup</h1>
        {/* Drawn into the prerendered setup for every host (the page's head script hides it where it does
            not belong), and kept by the app only where it does. */}
        {!hydrated || isEducatorTestingHost(window.location.hostname) ? <EducatorTestingBanner /> : null}
        {gameSetAside ? (
          <Notice title="A game is still in progress">
            <span className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', paddingTop: 'sm' })}>
              <Button onClick={() => session.send({ type: 'teacher.resumeGame' })}>Resume game</Button>
              <Button variant="secondary" onClick={() => session.send({ type: 'teacher.startOver' })}>
                Start over
              </Button>
            </span>
          </Notice>
        ) : null}
        {/* The roster is the waiting game's until the teacher resumes it or starts over. */}
        <ControlGroup
          disabled={gameSetAside}
          className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })}
        >
          <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })}>
            <Link to="/questions" className={buttonClassName({ variant: 'secondary' })}>
              Add / Browse Question Sets
            </Link>
            <Link to="/assign-question-sets" className={buttonClassName({ variant: 'secondary' })}>
              Assign Sets to Players
            </Link>
            {lastTeamsOffer ? (
              <Button variant="secondary" onClick={() => session.send({ type: 'teacher.useLastTeams' })}>
                {lastTeamsOffer}
              </Button>
            ) : null}
            <Button disabled={!startEnabled} onClick={() => session.send({ type: 'teacher.start' })}>
              Start Game
            </Button>
          </div>
          {/* An empty set that leaves a team nothing to play stops the game, so it is an alert; a short set is
              only advice, read out when the teacher is ready. */}
          {setWarnings.map((warning) =>
            warning.blocksStart ? (
              <Alert key={warning.setKey}>{warning.message}</Alert>
            ) : (
              <Notice key={warning.setKey}>{warning.message}</Notice>
            ),
          )}
          <Switch
            label="Young class mode"
            description="Larger text, stars instead of points, no punishment questions, and a wheel that never takes stars away."
            checked={youngClass}
            onCheckedChange={(checked) =>
              session.send({ type: 'teacher.setYoungClass', youngClass: checked })
            }
          />
          <ChoiceSelect
            label={TURN_TIMER_SETTING_LABEL}
            value={turnTimerChoice(turnTimer)}
            choices={TURN_TIMER_SELECT_CHOICES}
            onValueChange={(choice) =>
              session.send({ type: 'teacher.setTurnTimer', seconds: turnTimerSeconds(choice) })
            }
          />
          <PlayerSetupGrid
            players={players}
            onNameChange={(playerId, name) => session.send({ type: 'teacher.renamePlayer', playerId, name })}
            onColorChange={(playerId, color) =>
              session.send({ type: 'teacher.recolorPlayer', playerId, color })
            }
            onRemove={
              canRemove ? (playerId) => session.send({ type: 'teacher.removePlayer', playerId }) : undefined
            }
            onAddPlayer={canAdd ? () => session.send({ type: 'teacher.addPlayer' }) : undefined}
            renderSetSelect={(player, field) => (
              <DeferredQuestionSetSelect
                {...field}
                sets={setOptions}
                loading={playable.isLoading}
                value={player.questionSet}
                onValueChange={(questionSet) =>
                  session.send({ type: 'teacher.assignSet', playerId: player.id, questionSet })
                }
                menuLinks={menuLinks}
              />
            )}
          />
        </ControlGroup>
        {/* Last on the page and folded away: arriving once the first screen is done with, it moves nothing the
            teacher already sees. */}
        {readAloudWanted && (
          <Suspense fallback={null}>
            <readAloudSetup.Component />
          </Suspense>
        )}
      </ControlGroup>
    </main>
  );
}
