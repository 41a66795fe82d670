import { describe, expect, it } from 'vitest';
import { PREMIUM_PLANS } from './plans';

describe('the price table', () => {
  it('shows each price in dollars and cents', () => {
    expect(PREMIUM_PLANS.map(({ price, period }) => `${price} per ${period}`)).toEqual([
      '$4.99 per month',
      '$49.99 per year',
    ]);
  });
});
