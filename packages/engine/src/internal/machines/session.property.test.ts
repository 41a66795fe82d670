import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from 'xstate';
import { createActor, SimulatedClock } from 'xstate';
import { makeMultipleChoiceQuestion, makeQuestionSet } from '../../testing/index';
import type { Question } from '../rules/questions';
import { ANSWER_FEEDBACK_MS, QUESTION_RESET_MS } from '../rules/questions';
import type { Rng } from '../rules/rng';
import { createRng, randomIndex } from '../rules/rng';
import type { ExtraScramblesGate } from '../rules/scramble';
import { FREE_SCRAMBLE_LIMIT, shouldStartScramble } from '../rules/scramble';
import { WHEEL_DELAY_MS, WHEEL_FRAME_MS, WHEEL_FRAMES } from '../rules/wheel';
import { questionsArrive } from '../../testing/index';
import type { GameStateReader } from './game-phase';
import {
  selectAnswerCard,
  selectResults,
  selectScoreboard,
  selectScrambleCountdown,
  selectScrambleWheel,
} from './game-view';
import type { GameSnapshot } from './game';
import type { PersistedSession, SessionMachine, SessionSnapshot } from './session';
import { createSessionMachine } from './session';
import {
  selectGame,
  selectGamePresses,
  selectLastTeamsOffer,
  selectQuestionsStatus,
  selectScramblesPlayed,
  selectSessionPhase,
  selectSetup,
} from './session-view';
import { selectStartEnabled } from './setup';

const SESSIONS = 4_000;
const GATES: readonly ExtraScramblesGate[] = ['on', 'premium', 'premium', 'unavailable', 'loading'];

const SETS: Readonly<Record<string, readonly Question[]>> = {
  animals: makeQuestionSet('animals', 6),
  maths: makeQuestionSet('maths', 4, { type: 'bonus' }),
  choices: Array.from({ length: 5 }, (_, index) => makeMultipleChoiceQuestion({ id: `choices-${index}` })),
};
const SET_IDS = Object.keys(SETS);

/** One random session: its gate, and a random source that decides every press, load and save. */
interface RandomSession {
  readonly gate: ExtraScramblesGate;
  readonly seed: number;
}

const INVARIANTS = ['scores', 'freeLimit', 'scrambleCount', 'restore', 'loading', 'sameTeams'] as const;
type Invariant = (typeof INVARIANTS)[number];

interface Survey {
  readonly violations: Record<Invariant, string[]>;
  readonly seen: {
    games: number;
    scrambles: number;
    refusedAtLimit: number;
    forcedResults: number;
    failedLoads: number;
    restores: number;
    playedAgain: number;
    lastTeamsTaken: number;
  };
}

/** Everything a frontend reads of a session, to compare one restored from a save with the original. */
function view(snapshot: SessionSnapshot) {
  const phase = selectSessionPhase(snapshot);
  const setup = selectSetup(snapshot);
  const game = selectGame(snapshot);
  return {
    phase,
    scramblesPlayed: selectScramblesPlayed(snapshot),
    questionsStatus: selectQuestionsStatus(snapshot),
    players: setup.context.players,
    startEnabled: selectStartEnabled(setup),
    game: game && {
      scoreboard: selectScoreboard(game),
      countdown: selectScrambleCountdown(game),
      card: phase === 'turn' ? selectAnswerCard(game) : null,
      wheel: selectScrambleWheel(game),
      results: phase === 'results' ? selectResults(game) : null,
      history: game.context.history,
    },
  };
}

function scoresMatchHistory(game: GameStateReader): boolean {
  return game.context.players.every(
    (player) =>
      player.score ===
      game.context.history
        .filter((event) => event.playerId === player.id)
        .reduce((sum, event) => sum + event.points, 0),
  );
}

/** The teams as a game or setup holds them, scores left out. */
function teams(players: readonly { name: string; color: string; questionSet: unknown }[]): string {
  return JSON.stringify(players.map(({ name, color, questionSet }) => ({ name, color, questionSet })));
}

/**
 * Plays one session of one to three games, each after setup or by Play again from the last one's results,
 * checking its invariants after every step.
 */
async function play({ gate, seed }: RandomSession, survey: Survey): Promise<void> {
  const rng: Rng = createRng(seed);
  const violate = (invariant: Invariant, message: string) => {
    const list = survey.violations[invariant];
    if (list.length < 5) list.push(`${message} (gate '${gate}', seed ${seed})`);
  };
  const clock = new SimulatedClock();
  const machine: SessionMachine = createSessionMachine({
    loadQuestions: ({ setIds }) =>
      rng() < 0.05
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({
            questionsBySet: Object.fromEntries(setIds.map((id) => [id, SETS[id] ?? []])),
            questionOrderBySet: {},
          }),
    now: () => clock.now(),
    random: rng,
  });
  let actor: Actor<SessionMachine> = createActor(machine, {
    input: { isPremium: false, extraScrambles: gate },
    clock,
  }).start();
  const send: Actor<SessionMachine>['send'] = (event) => actor.send(event);
  const snapshot = () => actor.getSnapshot();
  let scramblesStarted = 0;

  const check = () => {
    const game = selectGame(snapshot());
    if (game && !scoresMatchHistory(game)) violate('scores', 'a score differs from its history');
    const played = selectScramblesPlayed(snapshot());
    if (gate !== 'on' && played > FREE_SCRAMBLE_LIMIT) violate('freeLimit', `${played} Score Scrambles`);
  };
  const maybeRestore = () => {
    if (rng() >= 0.05) return;
    survey.seen.restores += 1;
    const before = view(snapshot());
    const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as PersistedSession;
    actor.stop();
    actor = createActor(machine, { snapshot: saved, input: {}, clock }).start();
    const after = view(snapshot());
    if (JSON.stringify(after) !== JSON.stringify(before))
      violate('restore', `restored as ${JSON.stringify(after.phase)}`);
  };

  const games = 1 + randomIndex(rng, 3);
  let lastTeams: string | null = null;
  for (let gameIndex = 0; gameIndex < games; gameIndex += 1) {
    if (selectSessionPhase(snapshot()) === 'setup') {
      const started = await setUpAndStart();
      if (!started) return;
    }
    playGame();
  }
  survey.seen.scrambles += scramblesStarted;
  actor.stop();

  /** Setup, by taking the last game's teams back or by a random roster, then Start Game. */
  async function setUpAndStart(): Promise<boolean> {
    if (lastTeams !== null && rng() < 0.3) {
      survey.seen.lastTeamsTaken += 1;
      if (selectLastTeamsOffer(snapshot()) === null) violate('sameTeams', 'the last teams were not offered');
      send({ type: 'teacher.useLastTeams' });
      if (teams(selectSetup(snapshot()).context.players) !== lastTeams)
        violate('sameTeams', 'setup took back other teams than the last game had');
      await questionsArrive();
    } else {
      const playerCount = rng() < 0.7 ? 1 : 2 + randomIndex(rng, 2);
      while (selectSetup(snapshot()).context.players.length < playerCount)
        send({ type: 'teacher.addPlayer' });
      assign();
      await questionsArrive();
    }
    while (selectQuestionsStatus(snapshot()) === 'failed') {
      survey.seen.failedLoads += 1;
      send({ type: 'teacher.start' });
      if (selectSessionPhase(snapshot()) !== 'setup')
        violate('loading', 'a game started without its questions');
      assign();
      await questionsArrive();
    }
    maybeRestore();
    send({ type: 'teacher.start' });
    if (selectSessionPhase(snapshot()) !== 'turn') {
      violate('loading', `Start Game led to '${selectSessionPhase(snapshot())}'`);
      return false;
    }
    return true;
  }

  function assign() {
    selectSetup(snapshot()).context.players.forEach((player) =>
      send({
        type: 'teacher.assignSet',
        playerId: player.id,
        questionSet: SET_IDS[randomIndex(rng, SET_IDS.length)]!,
      }),
    );
  }

  /** Plays the game on screen for some rounds, ends it, then plays again or returns to setup. */
  function playGame() {
    survey.seen.games += 1;
    const playerCount = selectGame(snapshot())!.context.players.length;
    lastTeams = teams(selectGame(snapshot())!.context.players);

    const rounds = rng() < 0.5 ? 5 : randomIndex(rng, 5);
    let turns = rounds * playerCount;
    while (selectSessionPhase(snapshot()) !== 'results' && turns > 0) {
      const game = selectGame(snapshot())!;
      if (selectSessionPhase(snapshot()) === 'scramble') {
        if (selectScrambleWheel(game)?.phase === 'ready') {
          send({ type: 'player.pullLever' });
          clock.increment(WHEEL_DELAY_MS);
          for (let frame = 0; frame < WHEEL_FRAMES; frame += 1) clock.increment(WHEEL_FRAME_MS);
        } else {
          send({ type: 'player.closeWheel' });
        }
      } else {
        const card = selectAnswerCard(game);
        const correct = rng() < 0.6;
        if (card.phase === 'choosing') {
          const option =
            card.options.find((candidate) => candidate.is_correct === correct) ?? card.options[0]!;
          send({ type: 'player.choose', optionId: option.id });
        } else if (card.phase === 'answerHidden') {
          send({ type: 'player.showAnswer' });
          send({ type: 'player.mark', correct });
        }
        clock.increment(ANSWER_FEEDBACK_MS);
        send({ type: 'player.continue' });
        clock.increment(QUESTION_RESET_MS);
        turns -= 1;
        const phase = selectSessionPhase(snapshot());
        if (phase === 'scramble') scramblesStarted += 1;
        const { answersPerPlayer } = selectGame(snapshot())!.context;
        if (phase === 'turn' && shouldStartScramble({ answersPerPlayer })) {
          survey.seen.refusedAtLimit += 1;
          if (gate === 'on') violate('freeLimit', 'a Score Scramble refused while extra ones are on');
        }
      }
      check();
      maybeRestore();
    }
    const played = selectScramblesPlayed(snapshot());
    if (played !== scramblesStarted)
      violate('scrambleCount', `${played} counted, ${scramblesStarted} started`);
    if (selectSessionPhase(snapshot()) !== 'results') send({ type: 'teacher.endGame' });
    const forced = selectResults(selectGame(snapshot())!).dismissable === false;
    if (forced) survey.seen.forcedResults += 1;
    check();
    maybeRestore();
    const playAgainOffered = selectGamePresses(
      snapshot().children.game!.getSnapshot() as GameSnapshot,
    ).playAgain;
    if (forced && playAgainOffered) violate('freeLimit', 'Play again offered past the free limit');
    if (rng() < 0.4) {
      send({ type: 'teacher.playAgain' });
      if (!playAgainOffered) {
        if (selectSessionPhase(snapshot()) !== 'results')
          violate('freeLimit', 'Play again past the free limit');
      } else {
        survey.seen.playedAgain += 1;
        const game = selectGame(snapshot());
        if (selectSessionPhase(snapshot()) !== 'turn' || !game)
          violate('sameTeams', 'Play again started no game');
        else if (
          teams(game.context.players) !== lastTeams ||
          game.context.players.some((player) => player.score !== 0)
        )
          violate('sameTeams', 'Play again changed the teams or kept a score');
        if (selectScramblesPlayed(snapshot()) !== played)
          violate('scrambleCount', 'Play again reset the count');
        return;
      }
    }
    send({ type: 'teacher.returnToSetup' });
    if (selectSessionPhase(snapshot()) !== 'setup') violate('loading', 'Return to Setup did not return');
    if (selectScramblesPlayed(snapshot()) !== played)
      violate('scrambleCount', 'Return to Setup reset the count');
  }
}

describe(`${SESSIONS.toLocaleString('en')} random sessions of one to three games, every Score Scramble gate`, () => {
  const survey: Survey = {
    violations: Object.fromEntries(INVARIANTS.map((name) => [name, []])) as unknown as Survey['violations'],
    seen: {
      games: 0,
      scrambles: 0,
      refusedAtLimit: 0,
      forcedResults: 0,
      failedLoads: 0,
      restores: 0,
      playedAgain: 0,
      lastTeamsTaken: 0,
    },
  };

  beforeAll(async () => {
    const rng = createRng(271_828);
    for (let index = 0; index < SESSIONS; index += 1) {
      await play({ gate: GATES[randomIndex(rng, GATES.length)]!, seed: Math.floor(rng() * 2 ** 32) }, survey);
    }
  }, 120_000);

  it('cover Score Scrambles, refusals and forced results at the free limit, failed loads, restores, Play again and the last teams taken back', () => {
    expect(Math.min(...Object.values(survey.seen))).toBeGreaterThan(40);
  });

  it('keep every score equal to the sum of its history points', () => {
    expect(survey.violations.scores).toEqual([]);
  });

  it('never give a session without extra Score Scrambles more than 2, across all its games, played again or not', () => {
    expect(survey.violations.freeLimit).toEqual([]);
  });

  it('count every Score Scramble started in the session, and keep the count through Return to Setup', () => {
    expect(survey.violations.scrambleCount).toEqual([]);
  });

  it('show the same screen after being saved and restored at any point', () => {
    expect(survey.violations.restore).toEqual([]);
  });

  it('start a game only with its questions loaded', () => {
    expect(survey.violations.loading).toEqual([]);
  });

  it('play again, and take back at setup, exactly the teams of the last game', () => {
    expect(survey.violations.sameTeams).toEqual([]);
  });
});
