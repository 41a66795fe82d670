import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ToastEffect } from '../effects';
import { makeQuestion, makeQuestionSet } from '../../testing/index';
import type { GameQuestions, QuestionsBySet } from '../rules/questions';
import type { QuestionsRequest, SetupInput } from './setup';
import {
  gameInputFromSetup,
  selectCanAddPlayer,
  selectCanRemovePlayers,
  selectSetWarnings,
  selectStartEnabled,
  setupMachine,
} from './setup';

/** A question loader the test answers by hand, so every moment between asking and answering can be checked. */
function manualLoader() {
  const requests: {
    request: QuestionsRequest;
    resolve: (questionsBySet: QuestionsBySet) => void;
    reject: () => void;
  }[] = [];
  const actor = fromPromise<GameQuestions, QuestionsRequest>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        requests.push({
          request: input,
          resolve: (questionsBySet) => resolve({ questionsBySet, questionOrderBySet: ORDERS }),
          reject: () => reject(new Error('offline')),
        });
      }),
  );
  return { actor, requests };
}

function startSetup(input: SetupInput = { isPremium: false }) {
  const loader = manualLoader();
  const actor = createActor(setupMachine.provide({ actors: { loadQuestions: loader.actor } }), { input });
  const toasts: ToastEffect[] = [];
  actor.on('toast', (toast) => toasts.push(toast));
  return { actor: actor.start(), toasts, requests: loader.requests };
}

/** Lets the loader's settled promise reach the machine. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const QUESTIONS = { '7': makeQuestionSet(7, 20), '8': makeQuestionSet(8, 20) };
const ORDERS = { '7': 'in_order' } as const;

describe('setup machine', () => {
  it('begins with one default player in red', () => {
    const { actor } = startSetup();
    expect(actor.getSnapshot().value).toEqual({ editing: 'withoutQuestions' });
    expect(actor.getSnapshot().context.players).toEqual([
      { id: 1, name: 'Player 1', color: '#FE2602', questionSet: 0 },
    ]);
  });

  it('adds players up to four and ignores a fifth', () => {
    const { actor } = startSetup();
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'teacher.addPlayer' });
    expect(actor.getSnapshot().context.players.map((player) => player.name)).toEqual([
      'Player 1',
      'Player 2',
      'Player 3',
      'Player 4',
    ]);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('removes and renumbers, and never removes the last player', () => {
    const { actor } = startSetup();
    actor.send({ type: 'teacher.addPlayer' });
    actor.send({ type: 'teacher.renamePlayer', playerId: 2, name: 'Owls' });
    actor.send({ type: 'teacher.removePlayer', playerId: 1 });
    actor.send({ type: 'teacher.removePlayer', playerId: 1 });
    expect(actor.getSnapshot().context.players).toEqual([
      { id: 1, name: 'Owls', color: '#FE691C', questionSet: 0 },
    ]);
  });

  it('recolours with a swatch, assigns sets (empty becomes 0) and ignores bad events', () => {
    const { actor } = startSetup();
    actor.send({ type: 'teacher.recolorPlayer', playerId: 1, color: '#186DA8' });
    actor.send({ type: 'teacher.recolorPlayer', playerId: 1, color: 'plaid' });
    actor.send({ type: 'teacher.recolorPlayer', playerId: 9, color: '#557B1F' });
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 7 });
    actor.send({ type: 'teacher.renamePlayer', playerId: 9, name: 'Nobody' });
    expect(actor.getSnapshot().context.players[0]).toEqual({
      id: 1,
      name: 'Player 1',
      color: '#186DA8',
      questionSet: 7,
    });
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: '' });
    expect(actor.getSnapshot().context.players[0]?.questionSet).toBe(0);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it("refuses to start until every player has a set: 'Please select a question set for all players'", () => {
    const { actor, toasts } = startSetup();
    actor.send({ type: 'teacher.addPlayer' });
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 7 });
    actor.send({ type: 'teacher.start' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(toasts).toEqual([
      { type: 'toast', kind: 'error', message: 'Please select a question set for all players' },
    ]);
  });

  it('keeps Start Game enabled with a set missing, so pressing it explains what is missing', async () => {
    const { actor, toasts, requests } = startSetup();
    actor.send({ type: 'teacher.addPlayer' });
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 7 });
    requests[0]?.resolve({ '7': [] });
    await settle();
    expect(selectStartEnabled(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'teacher.start' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'questionsLoaded' });
    expect(toasts).toEqual([
      { type: 'toast', kind: 'error', message: 'Please select a question set for all players' },
    ]);
  });

  it("loads the chosen sets, and says 'Please wait for questions to finish loading...' meanwhile", () => {
    const { actor, toasts, requests } = startSetup({ isPremium: true });
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 7 });
    expect(requests.map(({ request }) => request)).toEqual([{ setIds: ['7'], isPremium: true }]);
    expect(actor.getSnapshot().context.questionsStatus).toBe('loading');
    expect(selectStartEnabled(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'teacher.start' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(toasts.at(-1)?.message).toBe('Please wait for questions to finish loading...');
  });

  it("reports a failed load: 'Failed to load questions. Please try again.', and tries again on the next choice", async () => {
    const { actor, toasts, requests } = startSetup();
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 7 });
    requests[0]?.reject();
    await settle();
    expect(actor.getSnapshot().context.questionsStatus).toBe('failed');
    expect(selectStartEnabled(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'teacher.start' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(toasts.at(-1)?.message).toBe('Failed to load questions. Please try again.');
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 8 });
    expect(requests.map(({ request }) => request.setIds)).toEqual([['7'], ['8']]);
  });

  it('waits for the subscription before loading, and loads again when it changes', async () => {
    const { actor, requests } = startSetup({});
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 7 });
    expect(requests).toEqual([]);
    expect(actor.getSnapshot().context.questionsStatus).toBe('loading');
    actor.send({ type: 'subscription.known', isPremium: false });
    requests[0]?.resolve({ '7': [] });
    await settle();
    actor.send({ type: 'subscription.known', isPremium: false });
    actor.send({ type: 'subscription.known', isPremium: true });
    expect(requests.map(({ request }) => request)).toEqual([
      { setIds: ['7'], isPremium: false },
      { setIds: ['7'], isPremium: true },
    ]);
  });

  it('keeps loaded questions when a choice needs no new set, and drops them when no set is chosen', async () => {
    const { actor, requests } = startSetup();
    actor.send({ type: 'teacher.addPlayer' });
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 7 });
    requests[0]?.resolve({ '7': [] });
    await settle();
    actor.send({ type: 'teacher.assignSet', playerId: 2, questionSet: 7 });
    actor.send({ type: 'teacher.removePlayer', playerId: 2 });
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().context.questionsStatus).toBe('loaded');
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 0 });
    expect(actor.getSnapshot().context).toMatchObject({ questionsStatus: 'idle', questionsBySet: {} });
  });

  it('cannot start while a name is blank, and says nothing because the button is disabled', async () => {
    const { actor, toasts, requests } = startSetup();
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 7 });
    requests[0]?.resolve({ '7': [] });
    await settle();
    actor.send({ type: 'teacher.renamePlayer', playerId: 1, name: ' ' });
    expect(selectStartEnabled(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'teacher.start' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(toasts).toEqual([]);
  });

  it('offers Add Player below four players and removal above one', () => {
    const { actor } = startSetup();
    expect(selectCanAddPlayer(actor.getSnapshot())).toBe(true);
    expect(selectCanRemovePlayers(actor.getSnapshot())).toBe(false);
    for (let i = 0; i < 3; i += 1) actor.send({ type: 'teacher.addPlayer' });
    expect(selectCanAddPlayer(actor.getSnapshot())).toBe(false);
    expect(selectCanRemovePlayers(actor.getSnapshot())).toBe(true);
  });

  it('setup leads to started once everything is ready, and then holds the roster still', async () => {
    const { actor, toasts, requests } = startSetup({ isPremium: true });
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 7 });
    requests[0]?.resolve(QUESTIONS);
    await settle();
    actor.send({ type: 'teacher.start' });
    actor.send({ type: 'teacher.addPlayer' });
    expect(actor.getSnapshot().value).toBe('started');
    expect(selectStartEnabled(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.players).toHaveLength(1);
    expect(toasts).toEqual([]);
    expect(gameInputFromSetup(actor.getSnapshot(), { seed: 5, extraScrambles: 'unavailable' })).toEqual({
      players: actor.getSnapshot().context.players,
      questionsBySet: QUESTIONS,
      questionOrderBySet: ORDERS,
      isPremium: true,
      extraScrambles: 'unavailable',
      seed: 5,
      scramblesPlayed: 0,
      youngClass: false,
      turnTimerSeconds: null,
    });
  });

  it("a finished game resets setup to one default player and keeps the session's scrambles", async () => {
    const { actor, requests } = startSetup();
    actor.send({ type: 'teacher.addPlayer' });
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 7 });
    actor.send({ type: 'teacher.assignSet', playerId: 2, questionSet: 8 });
    requests.at(-1)?.resolve(QUESTIONS);
    await settle();
    actor.send({ type: 'teacher.start' });
    expect(actor.getSnapshot().value).toBe('started');
    actor.send({ type: 'game.finished', scramblesPlayed: 2 });
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual({ editing: 'withoutQuestions' });
    expect(context).toEqual({
      players: [{ id: 1, name: 'Player 1', color: '#FE2602', questionSet: 0 }],
      isPremium: false,
      questionsStatus: 'idle',
      questionsBySet: {},
      questionOrderBySet: {},
      scramblesPlayed: 2,
      youngClass: false,
      turnTimerSeconds: null,
    });
  });

  it('starts from a given roster, for example stored assignments', () => {
    const players = [{ id: 1, name: 'Owls', color: '#557B1F', questionSet: 3 }];
    const { actor, requests } = startSetup({ players, scramblesPlayed: 1, isPremium: false });
    expect(actor.getSnapshot().context.players).toBe(players);
    expect(actor.getSnapshot().context.scramblesPlayed).toBe(1);
    expect(requests.map(({ request }) => request.setIds)).toEqual([['3']]);
  });
});

describe("setup's warnings about the chosen sets", () => {
  /** Setup with `sets` assigned seat by seat, once the given questions are loaded. */
  async function loadedSetup(sets: readonly number[], questionsBySet: QuestionsBySet, input?: SetupInput) {
    const setup = startSetup(input);
    for (let seat = 1; seat < sets.length; seat += 1) setup.actor.send({ type: 'teacher.addPlayer' });
    sets.forEach((questionSet, index) => {
      setup.actor.send({
        type: 'teacher.renamePlayer',
        playerId: index + 1,
        name: ['Owls', 'Foxes', 'Bears'][index] ?? '',
      });
      setup.actor.send({ type: 'teacher.assignSet', playerId: index + 1, questionSet });
    });
    setup.requests.at(-1)?.resolve(questionsBySet);
    await settle();
    return setup;
  }

  it('says nothing while questions load, nor for sets that last until the first Score Scramble', async () => {
    const { actor, requests } = startSetup();
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 7 });
    expect(selectSetWarnings(actor.getSnapshot())).toEqual([]);
    requests[0]?.resolve({ '7': makeQuestionSet(7, 5) });
    await settle();
    expect(selectSetWarnings(actor.getSnapshot())).toEqual([]);
    const three = await loadedSetup([1, 2, 3], {
      '1': makeQuestionSet(1, 5),
      '2': makeQuestionSet(2, 5),
      '3': makeQuestionSet(3, 5),
    });
    expect(selectSetWarnings(three.actor.getSnapshot())).toEqual([]);
  });

  it('names an empty set and will not start the game with it, explaining why', async () => {
    const { actor, toasts } = await loadedSetup([7, 8], { '7': [], '8': makeQuestionSet(8, 20) });
    const message = 'The set for Owls has no questions: choose another set.';
    expect(selectSetWarnings(actor.getSnapshot())).toEqual([{ setKey: '7', message, blocksStart: true }]);
    expect(selectStartEnabled(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'teacher.start' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(toasts).toEqual([{ type: 'toast', kind: 'error', message }]);
  });

  it('warns of a set shared by two teams with fewer questions than their turns, and still starts', async () => {
    const { actor } = await loadedSetup([7, 7], { '7': makeQuestionSet(7, 6) });
    expect(selectSetWarnings(actor.getSnapshot())).toEqual([
      {
        setKey: '7',
        message:
          'The set for Owls and Foxes has only 6 questions for 10 turns before the next Score Scramble, so some will repeat.',
        blocksStart: false,
      },
    ]);
    actor.send({ type: 'teacher.start' });
    expect(actor.getSnapshot().value).toBe('started');
  });

  it("counts a young class's set without its punishment questions", async () => {
    const set = [...makeQuestionSet(7, 5), makeQuestion({ id: 'p', question_set_id: 7, type: 'punishment' })];
    const older = await loadedSetup([7], { '7': set.slice(1) });
    expect(selectSetWarnings(older.actor.getSnapshot())).toEqual([]);
    const young = await loadedSetup([7], { '7': set.slice(1) }, { isPremium: false, youngClass: true });
    expect(selectSetWarnings(young.actor.getSnapshot()).map((warning) => warning.message)).toEqual([
      'The set for Owls has only 4 questions for 5 turns before the next Score Scramble, so some will repeat.',
    ]);
  });
});
