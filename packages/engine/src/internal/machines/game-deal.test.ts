import { describe, expect, it } from 'vitest';
import { makeQuestionSet } from '../../testing/index';
import type { SetupPlayer } from '../rules/players';
import { forecastDeals } from './game-deal';

function player(id: number, questionSet: number, moreQuestionSets?: number[]): SetupPlayer {
  return {
    id,
    name: `Player ${id}`,
    color: '#FE2602',
    questionSet,
    ...(moreQuestionSets && { moreQuestionSets }),
  };
}

const sets = (...sizes: number[]) =>
  Object.fromEntries(sizes.map((size, index) => [String(index + 1), makeQuestionSet(index + 1, size)]));

describe('forecasting the deal', () => {
  it('deals each set only to the players who play it: three sets of 20 last three teams 20 rounds', () => {
    const context = { players: [player(1, 1), player(2, 2), player(3, 3)], questionsBySet: sets(20, 20, 20) };
    const twentyRounds = forecastDeals({ ...context, askedBySet: {} }, { fromSeat: 0, turns: 60 });
    expect(twentyRounds.repeatSeats.size).toBe(0);
    expect(twentyRounds.dealsBySet).toEqual({ '1': 20, '2': 20, '3': 20 });
    const oneMore = forecastDeals({ ...context, askedBySet: {} }, { fromSeat: 0, turns: 61 });
    expect([...oneMore.repeatSeats]).toEqual([0]);
    expect([...oneMore.setsRunOut]).toEqual(['1']);
  });

  it('runs a shared set out twice as fast, and every later question of it repeats, whoever it is dealt to', () => {
    const context = { players: [player(1, 1), player(2, 1)], questionsBySet: sets(6), askedBySet: {} };
    expect(forecastDeals(context, { fromSeat: 0, turns: 6 }).repeatSeats.size).toBe(0);
    expect([...forecastDeals(context, { fromSeat: 0, turns: 7 }).repeatSeats]).toEqual([0]);
    expect([...forecastDeals(context, { fromSeat: 0, turns: 8 }).repeatSeats].sort()).toEqual([0, 1]);
  });

  it('counts what was asked already, from the seat given', () => {
    const askedBySet = { '1': ['1-1', '1-2', '1-3'] };
    const context = { players: [player(1, 1), player(2, 2)], questionsBySet: sets(4, 10), askedBySet };
    expect(forecastDeals(context, { fromSeat: 1, turns: 3 }).repeatSeats.size).toBe(0);
    expect([...forecastDeals(context, { fromSeat: 1, turns: 4 }).repeatSeats]).toEqual([0]);
  });

  it("plays a player's sets one after the other, repeating only once all of them ran out", () => {
    const context = { players: [player(1, 1, [2])], questionsBySet: sets(2, 3), askedBySet: {} };
    expect(forecastDeals(context, { fromSeat: 0, turns: 5 })).toMatchObject({
      dealsBySet: { '1': 2, '2': 3 },
      repeatSeats: new Set(),
    });
    const sixth = forecastDeals(context, { fromSeat: 0, turns: 6 });
    expect([...sixth.repeatSeats]).toEqual([0]);
    expect([...sixth.setsRunOut].sort()).toEqual(['1', '2']);
  });

  it('never counts a turn without questions as a repeat', () => {
    const context = {
      players: [player(1, 1), player(2, 0), player(3, 9)],
      questionsBySet: sets(0),
      askedBySet: {},
    };
    expect(forecastDeals(context, { fromSeat: 0, turns: 30 })).toMatchObject({
      repeatSeats: new Set(),
      dealsBySet: {},
    });
  });
});
