import type { Actor, Snapshot } from 'xstate';
import { createActor, SimulatedClock } from 'xstate';
import type { SoundName, ToastEffect, ToastKind } from '../internal/effects';
import type {
  GameContext,
  GameEffect,
  GameInput,
  GameMachine,
  GameMachineEvent,
  GameSnapshot,
} from '../internal/machines/game';
import { createGameMachine } from '../internal/machines/game';
import type { GamePhase } from '../internal/machines/game-phase';
import { selectGameAtRest, selectPhase } from '../internal/machines/game-phase';
import type { GameResults } from '../internal/machines/game-view';
import {
  selectAnswerCard,
  selectCurrentPlayer,
  selectResults,
  selectScrambleCountdown,
  selectScrambleWheel,
  selectSpinner,
} from '../internal/machines/game-view';
import { addPlayer, createDefaultRoster, renamePlayer } from '../internal/rules/players';
import { assignQuestionSets } from '../internal/rules/sets';
import type { Question, QuestionOrderBySet } from '../internal/rules/questions';
import type { ExtraScramblesGate } from '../internal/rules/scramble';
import { ANSWER_FEEDBACK_MS, QUESTION_RESET_MS } from '../internal/rules/questions';
import { WHEEL_DELAY_MS, WHEEL_FRAME_MS, WHEEL_FRAMES } from '../internal/rules/wheel';
import { makeQuestionSet, ScenarioError, TEST_SEED, TEST_START_TIME } from './fixtures';

export {
  makeMultipleChoiceQuestion,
  makeQuestion,
  makeQuestionSet,
  ScenarioError,
  TEST_SEED,
  TEST_START_TIME,
} from './fixtures';
export type { TestSessionOptions } from './session';
export { MemoryStorage, questionsArrive, TestSession } from './session';

export interface TestPlayerOptions {
  readonly name?: string;
  /** The player's set; 'no set' leaves the player without one. Defaults to 20 normal questions. */
  readonly questions?: readonly Question[] | 'no set';
  /** Further sets assigned to the player, played after the first in this order. */
  readonly moreSets?: readonly (readonly Question[])[];
}

export interface TestGameOptions {
  /** A number of default players, or each player's options. Defaults to 2 players. */
  readonly players?: number | readonly TestPlayerOptions[];
  readonly isPremium?: boolean;
  /** Whether Score Scrambles go on past the free limit; 'on' for a premium game and the free limit otherwise. */
  readonly extraScrambles?: ExtraScramblesGate;
  readonly seed?: number;
  readonly scramblesPlayed?: number;
  readonly youngClass?: boolean;
  /** How each set is drawn, keyed by `String(setId)`; every set is shuffled when left out. */
  readonly questionOrderBySet?: QuestionOrderBySet;
  /** Seconds each question may wait for its answer; no turn timer when left out. */
  readonly turnTimerSeconds?: number | null;
}

export type Effect = GameEffect;

function asJson(value: unknown): string {
  return JSON.stringify(value);
}

/**
 * Plays a game the way any frontend does: user events to the one game actor, which runs its answer card and
 * wheels itself, on a simulated clock. Reads like the game: `createTestGame().answer(true).expectTurn('Player 2')`.
 */
export class TestGame {
  readonly clock = new SimulatedClock();
  /** Every sound and toast the game emitted, oldest first. */
  readonly effects: Effect[] = [];
  readonly machine: GameMachine;
  private readonly input: GameInput;
  private gameActor: Actor<GameMachine>;

  constructor(options: TestGameOptions = {}) {
    this.clock.set(TEST_START_TIME);
    this.machine = createGameMachine({ now: () => this.clock.now() });
    const { players, questionsBySet } = buildRoster(options.players ?? 2);
    this.input = {
      players,
      questionsBySet,
      questionOrderBySet: options.questionOrderBySet ?? {},
      isPremium: options.isPremium ?? false,
      extraScrambles: options.extraScrambles ?? (options.isPremium ? 'on' : 'premium'),
      seed: options.seed ?? TEST_SEED,
      scramblesPlayed: options.scramblesPlayed ?? 0,
      youngClass: options.youngClass ?? false,
      turnTimerSeconds: options.turnTimerSeconds,
    };
    this.gameActor = this.startGame();
  }

  /** The game actor itself, for scenarios that subscribe to it as a frontend would. */
  get actor(): Actor<GameMachine> {
    return this.gameActor;
  }

  get snapshot(): GameSnapshot {
    return this.gameActor.getSnapshot();
  }

  get context(): GameContext {
    return this.snapshot.context;
  }

  get results(): GameResults {
    return selectResults(this.snapshot);
  }

  /** Where the answer card stands, e.g. 'answerHidden', 'feedback', 'review', 'unavailable', 'settling'. */
  get cardState(): string {
    return selectAnswerCard(this.snapshot).phase;
  }

  get sounds(): SoundName[] {
    return this.effects.flatMap((effect) => (effect.type === 'sound' ? [effect.sound] : []));
  }

  get toasts(): ToastEffect[] {
    return this.effects.filter((effect): effect is ToastEffect => effect.type === 'toast');
  }

  /** Sends one user event to the game, as a misbehaving or hurried UI might. */
  send(event: GameMachineEvent): this {
    this.gameActor.send(event);
    return this;
  }

  advance(ms: number): this {
    this.clock.increment(ms);
    return this;
  }

  /**
   * The current player answers. A multiple-choice question is answered by choosing a right or wrong option,
   * any other by Show Answer and Correct / Incorrect; then the feedback plays out and Continue is pressed.
   */
  answer(correct: boolean): this {
    this.requireTurn();
    const card = selectAnswerCard(this.snapshot);
    if (card.phase === 'choosing') {
      const option = card.options.find((candidate) => candidate.is_correct === correct);
      if (!option)
        throw new ScenarioError(`The question has no ${correct ? 'right' : 'wrong'} option to choose.`);
      this.send({ type: 'player.choose', optionId: option.id });
    } else if (card.phase === 'answerHidden') {
      this.send({ type: 'player.showAnswer' });
      this.send({ type: 'player.mark', correct });
    } else {
      throw new ScenarioError(`The card cannot be answered in state '${card.phase}'.`);
    }
    this.clock.increment(ANSWER_FEEDBACK_MS);
    return this.pressContinue();
  }

  /** The current player passes a question that cannot be played (a placeholder or a locked premium one). */
  skip(): this {
    this.requireTurn();
    if (this.cardState !== 'unavailable') {
      throw new ScenarioError(`Only an unplayable question can be skipped; the card is '${this.cardState}'.`);
    }
    return this.pressContinue();
  }

  /** Every player of a round answers, in turn; `answers` gives each one's answer or one for all. */
  playRound(answers: boolean | readonly boolean[] = true): this {
    const count = this.context.players.length;
    for (let turn = 0; turn < count; turn += 1) {
      const correct = typeof answers === 'boolean' ? answers : answers[turn];
      if (correct === undefined)
        throw new ScenarioError(`No answer given for turn ${turn + 1} of the round.`);
      this.answer(correct);
    }
    return this;
  }

  playRounds(rounds: number, answers: boolean | readonly boolean[] = true): this {
    for (let round = 0; round < rounds; round += 1) this.playRound(answers);
    return this;
  }

  /** The player at the wheel pulls the lever; the wheel animates, settles, and the spin counts. */
  spin(): this {
    if (selectScrambleWheel(this.snapshot)?.phase !== 'ready') {
      throw new ScenarioError(`Nobody is waiting to spin; the game is in ${asJson(this.snapshot.value)}.`);
    }
    this.send({ type: 'player.pullLever' });
    // A simulated clock starts timers set while it advances at its new time, so step frame by frame.
    this.clock.increment(WHEEL_DELAY_MS);
    for (let frame = 0; frame < WHEEL_FRAMES; frame += 1) this.clock.increment(WHEEL_FRAME_MS);
    return this;
  }

  /** The player at the wheel presses 'Next Player', 'Continue' or 'End Game'. */
  closeWheel(): this {
    return this.send({ type: 'player.closeWheel' });
  }

  /** Every player spins once and closes the wheel. */
  spinAll(): this {
    while (selectPhase(this.snapshot) === 'scramble') this.spin().closeWheel();
    return this;
  }

  /** The teacher takes back the last mark or spin; refused, as a disabled button would be, when it cannot. */
  undo(): this {
    if (!this.canUndo) throw new ScenarioError(`Nothing can be undone in ${asJson(this.snapshot.value)}.`);
    return this.send({ type: 'teacher.undo' });
  }

  get canUndo(): boolean {
    return this.snapshot.can({ type: 'teacher.undo' });
  }

  endGame(): this {
    return this.send({ type: 'teacher.endGame' });
  }

  dismissResults(): this {
    return this.send({ type: 'teacher.dismissResults' });
  }

  returnToSetup(): this {
    return this.send({ type: 'teacher.returnToSetup' });
  }

  /** Play again from the results: the same teams and sets, scores at 0; refused at the free limit. */
  playAgain(): this {
    return this.send({ type: 'teacher.playAgain' });
  }

  /**
   * Saves the game as JSON and carries on in a fresh actor, as a page reload does. A session saves its game at
   * rest, so the game is reloaded only there: a card's or a wheel's timer running now would not survive. A
   * turn's countdown does: it starts its current second again in the new actor.
   */
  reload(): this {
    if (!selectGameAtRest(this.snapshot))
      throw new ScenarioError('A game is saved at rest, not while its card or wheel moves.');
    const saved = JSON.parse(JSON.stringify(this.gameActor.getPersistedSnapshot())) as Snapshot<unknown>;
    this.gameActor.stop();
    this.gameActor = this.startGame(saved);
    return this;
  }

  expectTurn(playerName: string): this {
    const current = selectCurrentPlayer(this.snapshot).name;
    if (current !== playerName)
      throw new ScenarioError(`Expected ${playerName}'s turn, but it is ${current}'s.`);
    return this;
  }

  expectScore(playerName: string, score: number): this {
    const player = this.context.players.find((candidate) => candidate.name === playerName);
    if (!player) throw new ScenarioError(`There is no player called ${playerName}.`);
    if (player.score !== score)
      throw new ScenarioError(`Expected ${playerName} to have ${score}, not ${player.score}.`);
    return this;
  }

  expectRound(round: number): this {
    if (this.context.round !== round)
      throw new ScenarioError(`Expected round ${round}, not ${this.context.round}.`);
    return this;
  }

  /** 'turn', 'scramble', 'results' (the game is over) or 'setup' (it has returned to setup). */
  expectPhase(phase: GamePhase): this {
    const actual = selectPhase(this.snapshot);
    if (actual !== phase)
      throw new ScenarioError(`Expected the '${phase}' phase, but the game is in '${actual}'.`);
    return this;
  }

  expectSpinner(playerName: string): this {
    const spinner = selectSpinner(this.snapshot)?.name ?? 'nobody';
    if (spinner !== playerName)
      throw new ScenarioError(`Expected ${playerName} at the wheel, not ${spinner}.`);
    return this;
  }

  expectSpinOutcome(outcome: 'Next Player' | 'Continue' | 'End Game'): this {
    const actual = selectScrambleWheel(this.snapshot)?.next ?? null;
    if (actual !== outcome)
      throw new ScenarioError(`Expected '${outcome}' under the wheel, not '${actual}'.`);
    return this;
  }

  expectCountdown(text: string): this {
    const actual = selectScrambleCountdown(this.snapshot).text;
    if (actual !== text) throw new ScenarioError(`Expected the countdown '${text}', not '${actual}'.`);
    return this;
  }

  /** A toast with this exact text (and kind, when given) was shown. */
  expectToast(message: string, kind?: ToastKind): this {
    const found = this.toasts.some(
      (toast) => toast.message === message && (kind === undefined || toast.kind === kind),
    );
    if (!found) {
      throw new ScenarioError(`Expected the toast '${message}'; the toasts were ${asJson(this.toasts)}.`);
    }
    return this;
  }

  expectSounds(sounds: readonly SoundName[]): this {
    if (asJson(this.sounds) !== asJson(sounds)) {
      throw new ScenarioError(`Expected the sounds ${asJson(sounds)}, not ${asJson(this.sounds)}.`);
    }
    return this;
  }

  private requireTurn(): void {
    if (selectPhase(this.snapshot) !== 'turn') {
      throw new ScenarioError(`Nobody can answer now; the game is in ${asJson(this.snapshot.value)}.`);
    }
  }

  private pressContinue(): this {
    this.send({ type: 'player.continue' });
    this.clock.increment(QUESTION_RESET_MS);
    return this;
  }

  /** A new game from the scenario's input, or the saved one carried on. */
  private startGame(saved?: Snapshot<unknown>): Actor<GameMachine> {
    const actor = createActor(this.machine, {
      input: this.input,
      clock: this.clock,
      ...(saved && { snapshot: saved }),
    });
    actor.on('*', (effect) => this.effects.push(effect));
    return actor.start();
  }
}

function buildRoster(players: number | readonly TestPlayerOptions[]) {
  const specs: readonly TestPlayerOptions[] =
    typeof players === 'number' ? Array.from({ length: players }, () => ({})) : players;
  let roster = createDefaultRoster();
  while (roster.length < specs.length) roster = addPlayer(roster);
  const questionsBySet: Record<string, readonly Question[]> = {};
  specs.forEach((spec, index) => {
    const playerId = index + 1;
    if (spec.name !== undefined) roster = renamePlayer(roster, playerId, spec.name);
    if (spec.questions === 'no set') return;
    const setId = 100 + playerId;
    questionsBySet[String(setId)] = spec.questions ?? makeQuestionSet(setId, 20);
    const moreSetIds = (spec.moreSets ?? []).map((questions, index) => {
      const moreSetId = `${setId}.${index + 2}`;
      questionsBySet[moreSetId] = questions;
      return moreSetId;
    });
    roster = assignQuestionSets(roster, playerId, [setId, ...moreSetIds]);
  });
  return { players: roster, questionsBySet };
}

/** Starts a scenario: `createTestGame({ players: 3 }).answer(true).expectTurn('Player 2')`. */
export function createTestGame(options: TestGameOptions = {}): TestGame {
  return new TestGame(options);
}
