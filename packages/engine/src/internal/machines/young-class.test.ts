import { describe, expect, it } from 'vitest';
import { createTestGame, makeQuestion, makeQuestionSet } from '../../testing/index';
import { NO_QUESTIONS_TEXT } from '../rules/questions';
import { createRng } from '../rules/rng';
import { checkShares } from '../test-support/frequencies';
import { WHEEL_SEGMENTS, wheelOdds, wheelSpinner } from '../rules/wheel';
import {
  selectHistory,
  selectResults,
  selectScoreboard,
  selectScrambleWheel,
  selectTurnHeader,
} from './game-view';
import { selectWheelOdds } from './wheel-odds';

const SPINS = 100_000;

describe('young-class mode', () => {
  it(`never lands on a loss in ${SPINS.toLocaleString('en')} spins, and lands on every other outcome equally`, () => {
    const rng = createRng(1_618);
    const spin = wheelSpinner(true);
    const points = Array.from({ length: SPINS }, () => spin(rng).points);
    expect(points.filter((value) => value < 0)).toEqual([]);
    const gains = WHEEL_SEGMENTS.filter((segment) => segment.points >= 0);
    expect(gains.length).toBeGreaterThan(1);
    const checks = checkShares(
      points,
      gains.map((segment) => ({ value: segment.points, probability: 1 / gains.length })),
    );
    expect(checks.filter((check) => !check.withinTolerance)).toEqual([]);
  });

  it('spins and shows only the outcomes that lose nothing, through whole Score Scrambles', () => {
    const game = createTestGame({ players: 4, youngClass: true, isPremium: true });
    const shown: number[] = [];
    game.actor.subscribe((snapshot) => {
      const points = snapshot.context.wheel?.shown?.points;
      if (points !== undefined) shown.push(points);
    });
    for (let scramble = 0; scramble < 10; scramble += 1) game.playRounds(5).spinAll();
    const spins = game.context.history.filter((event) => event.type === 'scramble');
    expect(spins).toHaveLength(40);
    expect(spins.filter((event) => event.points < 0)).toEqual([]);
    expect(shown.length).toBeGreaterThan(1_000);
    expect(shown.filter((points) => points < 0)).toEqual([]);
  });

  it('never draws a punishment question', () => {
    const questions = [
      ...makeQuestionSet(1, 3, { type: 'punishment' }),
      makeQuestion({ id: 'kind', question_set_id: 1 }),
      makeQuestion({ id: 'bonus', question_set_id: 1, type: 'bonus' }),
    ];
    const game = createTestGame({ players: [{ name: 'Owls', questions }], youngClass: true });
    const asked = new Set<string>();
    for (let turn = 0; turn < 4; turn += 1) {
      asked.add(String(game.context.currentQuestion.id));
      game.answer(false);
    }
    expect([...asked].sort()).toEqual(['bonus', 'kind']);
  });

  it('plays a set of nothing but punishment questions as an empty set', () => {
    const game = createTestGame({
      players: [{ name: 'Owls', questions: makeQuestionSet(1, 4, { type: 'punishment' }) }],
      youngClass: true,
    });
    expect(game.context.currentQuestion.question).toBe(NO_QUESTIONS_TEXT);
    expect(game.cardState).toBe('unavailable');
  });

  it('shows points as stars', () => {
    const game = createTestGame({
      players: [{ name: 'Owls', questions: makeQuestionSet(1, 10, { type: 'bonus' }) }],
      youngClass: true,
    });
    const points = game.context.currentPoints;
    game.answer(true);
    expect(selectScoreboard(game.snapshot).pointsDisplay).toBe('stars');
    expect(selectTurnHeader(game.snapshot).pointsLabel).toBe(`${points * 2} stars`);
    expect(selectHistory(game.snapshot).find((entry) => entry.type === 'bonus')?.pointsLabel).toBe(
      `+${points * 2} stars`,
    );
    expect(selectResults(game.snapshot)).toMatchObject({
      summary: `Owls wins with ${points * 2} stars.`,
      players: [{ scoreLabel: `${points * 2} stars` }],
    });
    game.playRounds(4).spin();
    expect(selectScrambleWheel(game.snapshot)?.result?.text).toMatch(/^\+\d+ Stars!$/);
  });

  it('stays in young-class mode after a reload', () => {
    const game = createTestGame({ players: 2, youngClass: true }).answer(true).reload();
    expect(game.context.youngClass).toBe(true);
    expect(selectScoreboard(game.snapshot).pointsDisplay).toBe('stars');
  });

  it('leaves an ordinary game in points', () => {
    const game = createTestGame({ players: 2 });
    expect(selectScoreboard(game.snapshot).pointsDisplay).toBe('points');
    expect(selectTurnHeader(game.snapshot).pointsLabel).toBe('0 pts');
  });
});

describe('the wheel odds', () => {
  it('list every segment the game spins with its chance, summing to one', () => {
    for (const youngClass of [false, true]) {
      const odds = wheelOdds(youngClass);
      expect(odds.reduce((sum, outcome) => sum + outcome.probability, 0)).toBeCloseTo(1, 12);
    }
    expect(wheelOdds(false).map((outcome) => outcome.points)).toEqual([30, 20, 10, 0, -10, -20]);
    expect(wheelOdds(true).map((outcome) => outcome.points)).toEqual([30, 20, 10, 0]);
  });

  it('are worded for the panel, with no loss for a young class', () => {
    const game = createTestGame({ players: 1, youngClass: true });
    const odds = selectWheelOdds(game.snapshot);
    expect(odds.title).toBe('How the wheel works');
    expect(odds.summary).toBe(
      'Every spin lands on one of these 4 outcomes, each as likely as the others, and its stars go to the spinner.',
    );
    expect(odds.outcomes).toEqual([
      { pointsLabel: '+30', message: 'Egg-cellent!', probability: 0.25, chanceLabel: '25%', sign: 'gain' },
      {
        pointsLabel: '+20',
        message: "Now You're Cooking",
        probability: 0.25,
        chanceLabel: '25%',
        sign: 'gain',
      },
      {
        pointsLabel: '+10',
        message: 'Ruling the Roost!',
        probability: 0.25,
        chanceLabel: '25%',
        sign: 'gain',
      },
      { pointsLabel: '0', message: "Yolk's on You!", probability: 0.25, chanceLabel: '25%', sign: 'none' },
    ]);
    const ordinary = selectWheelOdds(createTestGame({ players: 1 }).snapshot);
    expect(ordinary.outcomes.map((outcome) => `${outcome.pointsLabel} ${outcome.chanceLabel}`)).toEqual([
      '+30 17%',
      '+20 17%',
      '+10 17%',
      '0 17%',
      '-10 17%',
      '-20 17%',
    ]);
  });
});
