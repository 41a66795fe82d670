import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ToastEffect } from '../effects';
import type { SetupInput } from './setup';
import { gameInputFromSetup, setupMachine } from './setup';

function startSetup(input: SetupInput = {}) {
  const actor = createActor(setupMachine, { input });
  const toasts: ToastEffect[] = [];
  actor.on('toast', (toast) => toasts.push(toast));
  return { actor: actor.start(), toasts };
}

const QUESTIONS = { '7': [], '8': [] };

describe('setup machine (spec §2 "Game setup", §4, §5)', () => {
  it('§3 §4 begins with one default player in red', () => {
    const { actor } = startSetup();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.players).toEqual([
      { id: 1, name: 'Player 1', color: '#FE2602', questionSet: 0 },
    ]);
  });

  it('§4 adds players up to four and ignores a fifth', () => {
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

  it('§4 removes and renumbers, and never removes the last player', () => {
    const { actor } = startSetup();
    actor.send({ type: 'teacher.addPlayer' });
    actor.send({ type: 'teacher.renamePlayer', playerId: 2, name: 'Owls' });
    actor.send({ type: 'teacher.removePlayer', playerId: 1 });
    actor.send({ type: 'teacher.removePlayer', playerId: 1 });
    expect(actor.getSnapshot().context.players).toEqual([
      { id: 1, name: 'Owls', color: '#FE691C', questionSet: 0 },
    ]);
  });

  it('§2 §5 recolours with a swatch, assigns sets (empty becomes 0) and ignores bad events', () => {
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

  it("§5 refuses to start until every player has a set: 'Please select a question set for all players'", () => {
    const { actor, toasts } = startSetup();
    actor.send({ type: 'teacher.addPlayer' });
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 7 });
    actor.send({ type: 'teacher.start' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(toasts).toEqual([
      { type: 'toast', kind: 'error', message: 'Please select a question set for all players' },
    ]);
  });

  it("§5 waits for questions: 'Please wait for questions to finish loading...'", () => {
    const { actor, toasts } = startSetup();
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 7 });
    actor.send({ type: 'questions.loading' });
    actor.send({ type: 'teacher.start' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(toasts.at(-1)?.message).toBe('Please wait for questions to finish loading...');
  });

  it("§5 §8 reports a failed load: 'Failed to load questions. Please try again.'", () => {
    const { actor, toasts } = startSetup();
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 7 });
    actor.send({ type: 'questions.loading' });
    actor.send({ type: 'questions.failed' });
    actor.send({ type: 'teacher.start' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(toasts.at(-1)?.message).toBe('Failed to load questions. Please try again.');
  });

  it('§2 §5 cannot start while a name is blank, and says nothing because the button is disabled', () => {
    const { actor, toasts } = startSetup();
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 7 });
    actor.send({ type: 'teacher.renamePlayer', playerId: 1, name: ' ' });
    actor.send({ type: 'teacher.start' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(toasts).toEqual([]);
  });

  it('§4 setup leads to started once everything is ready, and then holds the roster still', () => {
    const { actor, toasts } = startSetup();
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 7 });
    actor.send({ type: 'questions.loading' });
    actor.send({ type: 'questions.loaded', questionsBySet: QUESTIONS });
    actor.send({ type: 'teacher.start' });
    actor.send({ type: 'teacher.addPlayer' });
    expect(actor.getSnapshot().value).toBe('started');
    expect(actor.getSnapshot().context.players).toHaveLength(1);
    expect(toasts).toEqual([]);
    expect(gameInputFromSetup(actor.getSnapshot(), { isPremium: true, seed: 5 })).toEqual({
      players: actor.getSnapshot().context.players,
      questionsBySet: QUESTIONS,
      isPremium: true,
      seed: 5,
      scramblesPlayed: 0,
    });
  });

  it("§4 a finished game resets setup to one default player and keeps the session's scrambles", () => {
    const { actor } = startSetup();
    actor.send({ type: 'teacher.addPlayer' });
    actor.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 7 });
    actor.send({ type: 'teacher.assignSet', playerId: 2, questionSet: 8 });
    actor.send({ type: 'questions.loaded', questionsBySet: QUESTIONS });
    actor.send({ type: 'teacher.start' });
    actor.send({ type: 'game.finished', scramblesPlayed: 2 });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context).toEqual({
      players: [{ id: 1, name: 'Player 1', color: '#FE2602', questionSet: 0 }],
      questionsStatus: 'idle',
      questionsBySet: {},
      scramblesPlayed: 2,
    });
  });

  it('starts from a given roster, for example stored assignments', () => {
    const players = [{ id: 1, name: 'Owls', color: '#557B1F', questionSet: 3 }];
    const { actor } = startSetup({ players, scramblesPlayed: 1 });
    expect(actor.getSnapshot().context.players).toBe(players);
    expect(actor.getSnapshot().context.scramblesPlayed).toBe(1);
  });
});
