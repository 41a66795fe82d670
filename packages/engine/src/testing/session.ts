import type { Actor } from 'xstate';
import { SimulatedClock } from 'xstate';
import { makeQuestionSet, ScenarioError, TEST_START_TIME } from './fixtures';
import type { ToastEffect } from '../internal/effects';
import type { GameEffect } from '../internal/machines/game';
import type { GameStateReader } from '../internal/machines/game-phase';
import { selectAnswerCard, selectScrambleWheel } from '../internal/machines/game-view';
import type {
  PersistedSession,
  SessionInput,
  SessionMachine,
  SessionMachineEvent,
} from '../internal/machines/session';
import { createSessionMachine } from '../internal/machines/session';
import type { SessionStorage } from '../internal/machines/session-runner';
import { startSession } from '../internal/machines/session-runner';
import type { SessionPhase } from '../internal/machines/session-view';
import { selectGame, selectSessionPhase, selectSetup } from '../internal/machines/session-view';
import { selectStartEnabled } from '../internal/machines/setup';
import type { GameQuestions, Question } from '../internal/rules/questions';
import { ANSWER_FEEDBACK_MS, QUESTION_RESET_MS } from '../internal/rules/questions';
import type { QuestionsRequest } from '../internal/machines/setup';
import { createRng } from '../internal/rules/rng';
import { WHEEL_DELAY_MS, WHEEL_FRAME_MS, WHEEL_FRAMES } from '../internal/rules/wheel';

export interface TestSessionOptions extends SessionInput {
  /** The question sets the loader knows, by id; two sets of 20 questions, 'animals' and 'maths', by default. */
  readonly sets?: Readonly<Record<string, readonly Question[]>>;
  /** Seeds the session's random port. */
  readonly seed?: number;
  /** Makes every load of questions fail, as a network error would. */
  readonly loadingFails?: boolean;
}

/** An in-memory storage entry that holds what a browser would: JSON text. */
export class MemoryStorage implements SessionStorage {
  entry: string | null = null;
  saves = 0;
  load = (): unknown => (this.entry === null ? null : JSON.parse(this.entry));
  save = (snapshot: PersistedSession): void => {
    this.saves += 1;
    this.entry = JSON.stringify(snapshot);
  };
  clear = (): void => {
    this.entry = null;
  };
}

// Node and browsers both have it; the engine's own types, which name neither platform, leave it out.
declare const setTimeout: (callback: () => void, delayMs: number) => unknown;

/** Lets the question loader's promise settle, as a frontend's fetch would a moment later. */
export function questionsArrive(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Plays whole sessions the way a frontend does: events to the one session actor, the screen read through its
 * selectors, timers on a simulated clock, and a reload that restores the saved session into a new actor.
 */
export class TestSession {
  readonly clock = new SimulatedClock();
  readonly storage = new MemoryStorage();
  readonly effects: GameEffect[] = [];
  readonly machine: SessionMachine;
  private sessionActor: Actor<SessionMachine>;

  constructor(private readonly options: TestSessionOptions = {}) {
    this.clock.set(TEST_START_TIME);
    const sets = options.sets ?? {
      animals: makeQuestionSet('animals', 20),
      maths: makeQuestionSet('maths', 20),
    };
    const loadQuestions = ({ setIds }: QuestionsRequest): Promise<GameQuestions> =>
      options.loadingFails
        ? Promise.reject(new Error('The network is down.'))
        : Promise.resolve({
            questionsBySet: Object.fromEntries(setIds.map((id) => [id, sets[id] ?? []])),
            questionOrderBySet: {},
          });
    this.machine = createSessionMachine({
      loadQuestions,
      now: () => this.clock.now(),
      random: createRng(options.seed ?? 7),
    });
    this.sessionActor = this.run();
  }

  get actor(): Actor<SessionMachine> {
    return this.sessionActor;
  }

  get phase(): SessionPhase {
    return selectSessionPhase(this.sessionActor.getSnapshot());
  }

  get game(): GameStateReader {
    const game = selectGame(this.sessionActor.getSnapshot());
    if (!game) throw new ScenarioError('No game is being played.');
    return game;
  }

  get toasts(): ToastEffect[] {
    return this.effects.filter((effect): effect is ToastEffect => effect.type === 'toast');
  }

  send(event: SessionMachineEvent): this {
    this.sessionActor.send(event);
    return this;
  }

  /** Sets up the roster: one player per set id given, each playing that set; waits for the questions. */
  async setUp(setIds: readonly string[]): Promise<this> {
    this.expectPhase('setup');
    const roster = () => selectSetup(this.sessionActor.getSnapshot()).context.players;
    while (roster().length < setIds.length) this.send({ type: 'teacher.addPlayer' });
    setIds.forEach((questionSet, index) => {
      const player = roster()[index];
      if (player) this.send({ type: 'teacher.assignSet', playerId: player.id, questionSet });
    });
    await questionsArrive();
    return this;
  }

  get startEnabled(): boolean {
    return selectStartEnabled(selectSetup(this.sessionActor.getSnapshot()));
  }

  start(): this {
    return this.send({ type: 'teacher.start' });
  }

  answer(correct: boolean): this {
    this.expectPhase('turn');
    const card = selectAnswerCard(this.game);
    if (card.phase === 'choosing') {
      const option = card.options.find((candidate) => candidate.is_correct === correct) ?? card.options[0];
      if (option) this.send({ type: 'player.choose', optionId: option.id });
    } else if (card.phase === 'answerHidden') {
      this.send({ type: 'player.showAnswer' }).send({ type: 'player.mark', correct });
    }
    this.clock.increment(ANSWER_FEEDBACK_MS);
    this.send({ type: 'player.continue' });
    this.clock.increment(QUESTION_RESET_MS);
    return this;
  }

  playRounds(rounds: number, correct = true): this {
    const turns = rounds * this.game.context.players.length;
    for (let turn = 0; turn < turns; turn += 1) this.answer(correct);
    return this;
  }

  spin(): this {
    if (selectScrambleWheel(this.game)?.phase !== 'ready') throw new ScenarioError('Nobody waits to spin.');
    this.send({ type: 'player.pullLever' });
    this.clock.increment(WHEEL_DELAY_MS);
    for (let frame = 0; frame < WHEEL_FRAMES; frame += 1) this.clock.increment(WHEEL_FRAME_MS);
    return this;
  }

  spinAll(): this {
    while (this.phase === 'scramble') this.spin().send({ type: 'player.closeWheel' });
    return this;
  }

  endGame(): this {
    return this.send({ type: 'teacher.endGame' });
  }

  returnToSetup(): this {
    return this.send({ type: 'teacher.returnToSetup' });
  }

  /** Play again from the results: the same teams and sets, scores at 0. */
  playAgain(): this {
    return this.send({ type: 'teacher.playAgain' });
  }

  /** The page reloads: the actor goes, and a new one carries on from what storage holds. */
  reload(): this {
    this.sessionActor.stop();
    this.sessionActor = this.run();
    return this;
  }

  expectPhase(phase: SessionPhase): this {
    if (this.phase !== phase) throw new ScenarioError(`Expected the '${phase}' phase, not '${this.phase}'.`);
    return this;
  }

  private run(): Actor<SessionMachine> {
    return startSession(this.machine, {
      storage: this.storage,
      input: {
        players: this.options.players,
        isPremium: this.options.isPremium ?? false,
        youngClass: this.options.youngClass,
        turnTimerSeconds: this.options.turnTimerSeconds,
        extraScrambles: this.options.extraScrambles,
      },
      clock: this.clock,
      onEffect: (effect) => this.effects.push(effect),
    });
  }
}
