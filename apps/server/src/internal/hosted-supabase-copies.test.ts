import { PREMIUM_PLANS, USERNAME_PATTERN } from '@quizcoop/contract';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLANS } from '../../../../supabase/functions/_shared/plans.ts';
import { paths } from './db/paths';

// Hosted Supabase deploys the edge functions and applies the migrations without the workspace's packages, so
// they hold their own copies of what the contract says; these tests fail when a copy and the contract differ.
describe('the copies hosted Supabase needs', () => {
  it('charge the prices of the price table, for its plans and no others', () => {
    expect(PLANS).toEqual(
      Object.fromEntries(
        PREMIUM_PLANS.map(({ plan, amountCents, currency, period }) => [
          plan,
          { plan, label: expect.any(String), amountCents, currency, interval: period },
        ]),
      ),
    );
  });

  it('check usernames in the database with the rule the forms use', () => {
    const checks = readdirSync(paths.migrations)
      .map((file) => readFileSync(join(paths.migrations, file), 'utf8'))
      .flatMap((sql) => [...sql.matchAll(/profiles_username_format check \(username ~ '([^']*)'\)/g)])
      .map(([, pattern]) => pattern);
    expect(checks).toEqual([USERNAME_PATTERN.source]);
  });
});
