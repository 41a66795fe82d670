import { describe, expect, it } from 'vitest';
import { createTestGame } from '../../testing/index';
import { selectResults, selectScrambleWheel } from './game-view';

const SCRAMBLE_TOAST = 'Score Scramble time! All players get a spin!';
const FREE_LIMIT_TOAST =
  "You've reached the free limit for Score Scrambles. Upgrade to premium for unlimited games!";

describe('Score Scrambles past the free limit', () => {
  it("go on without limit while extra Score Scrambles are 'on'", () => {
    const game = createTestGame({ players: 1, extraScrambles: 'on' });
    for (let scramble = 0; scramble < 3; scramble += 1) game.playRounds(5).expectPhase('scramble').spinAll();
    expect(game.context.scramblesPlayed).toBe(3);
    expect(game.toasts.filter((toast) => toast.message === SCRAMBLE_TOAST)).toHaveLength(3);
  });

  it('follow the gate, not premium: a premium game whose extra Score Scrambles are off stops at 2', () => {
    const game = createTestGame({ players: 1, isPremium: true, extraScrambles: 'unavailable' });
    game.playRounds(5).spinAll().playRounds(5).spinAll().playRounds(5).expectPhase('turn');
    expect(game.context.scramblesPlayed).toBe(2);
  });

  it("end the game after a free session's second scramble, with forced results", () => {
    const game = createTestGame({ players: 2, extraScrambles: 'premium' })
      .playRounds(5)
      .spinAll()
      .playRounds(5);
    expect(game.context.scramblesPlayed).toBe(2);
    game.spin().closeWheel().spin().expectSpinOutcome('End Game').closeWheel().expectPhase('results');
    expect(selectResults(game.snapshot)).toMatchObject({
      title: 'Free Limit Reached',
      dismissable: false,
      limitExplanation:
        'This play session has used the 2 Score Scrambles a free account gets: upgrade to premium for unlimited games!',
    });
    game.dismissResults().expectPhase('results').returnToSetup().expectPhase('setup');
    expect(game.snapshot.output).toEqual({ scramblesPlayed: 2 });
  });

  it('give a free session at the limit the upgrade warning and no scramble, and the counts carry on', () => {
    const game = createTestGame({ players: 2, scramblesPlayed: 2 }).playRounds(5);
    game.expectPhase('turn').expectToast(FREE_LIMIT_TOAST, 'warning');
    expect(game.toasts.map((toast) => toast.message)).not.toContain(SCRAMBLE_TOAST);
    expect(game.toasts.at(-1)?.description).toBeUndefined();
    expect(game.context.scramblesPlayed).toBe(2);
    expect(game.context.answersPerPlayer).toEqual([5, 5]);
    game.playRounds(5);
    expect(game.toasts.filter((toast) => toast.message === FREE_LIMIT_TOAST)).toHaveLength(2);
  });

  it('force the results at the free limit however the game ends', () => {
    const game = createTestGame({ players: 1, scramblesPlayed: 2 }).answer(true).endGame();
    expect(selectResults(game.snapshot).title).toBe('Free Limit Reached');
    game.dismissResults().expectPhase('results');
  });

  it("while switched off, warn 'Feature Unavailable' with no upgrade, and never end the game for it", () => {
    const game = createTestGame({ players: 2, isPremium: true, extraScrambles: 'unavailable' });
    game.playRounds(5).spinAll().playRounds(5).spin().closeWheel().spin();
    expect(selectScrambleWheel(game.snapshot)?.next).toBe('Continue');
    game.closeWheel().expectPhase('turn').playRounds(5).expectPhase('turn');
    const warning = game.toasts.at(-1);
    expect(warning).toEqual({
      type: 'toast',
      kind: 'warning',
      message: 'Feature Unavailable',
      description: 'This feature is currently unavailable.',
    });
    expect(game.toasts.map((toast) => toast.message)).not.toContain(FREE_LIMIT_TOAST);
    expect(game.context.answersPerPlayer).toEqual([5, 5]);
    game.endGame();
    expect(selectResults(game.snapshot)).toMatchObject({ title: 'Game Results!', dismissable: true });
    game.dismissResults().expectPhase('setup');
  });

  it('treat a gate still loading as the free limit', () => {
    const game = createTestGame({ players: 1, scramblesPlayed: 2, extraScrambles: 'loading' }).playRounds(5);
    game.expectPhase('turn').expectToast(FREE_LIMIT_TOAST, 'warning');
  });

  it('follow the gate as it becomes known during the game, and ignore it going back to loading', () => {
    const game = createTestGame({ players: 1, scramblesPlayed: 2, extraScrambles: 'loading' });
    game.send({ type: 'extraScrambles.known', extraScrambles: 'on' });
    game.send({ type: 'extraScrambles.known', extraScrambles: 'loading' });
    game.playRounds(5).expectPhase('scramble').spinAll();
    game.send({ type: 'extraScrambles.known', extraScrambles: 'unavailable' });
    game.playRounds(5).expectPhase('turn').expectToast('Feature Unavailable', 'warning');
    expect(game.context.scramblesPlayed).toBe(3);
  });

  it('let results forced by the free limit go once extra Score Scrambles come on', () => {
    const game = createTestGame({ players: 1, scramblesPlayed: 2 }).endGame();
    game.dismissResults().expectPhase('results');
    game.send({ type: 'extraScrambles.known', extraScrambles: 'on' });
    expect(selectResults(game.snapshot)).toMatchObject({ title: 'Game Results!', dismissable: true });
    game.dismissResults().expectPhase('setup');
  });
});
