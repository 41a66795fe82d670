import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PREMIUM_PLANS } from './checkout';

// The edge functions are Deno modules deployed on their own, so they keep a copy of the prices they charge.
const functionsPlans = pathToFileURL(
  join(fileURLToPath(import.meta.url), '../../../../../supabase/functions/_shared/plans.ts'),
).href;

describe('the price table', () => {
  it('shows the prices the payment functions charge', async () => {
    const { PLANS } = await import(/* @vite-ignore */ functionsPlans);
    expect(PLANS).toMatchObject(
      Object.fromEntries(
        PREMIUM_PLANS.map(({ plan, amountCents, currency, period }) => [
          plan,
          { plan, amountCents, currency, interval: period },
        ]),
      ),
    );
    expect(Object.keys(PLANS).sort()).toEqual(PREMIUM_PLANS.map(({ plan }) => plan).sort());
  });

  it('shows each price in dollars and cents', () => {
    expect(PREMIUM_PLANS.map(({ price, period }) => `${price} per ${period}`)).toEqual([
      '$4.99 per month',
      '$49.99 per year',
    ]);
  });
});
