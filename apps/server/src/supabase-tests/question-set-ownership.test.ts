import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../internal/db/database';
import { testDatabaseVariants } from '../internal/db/test-databases';
import type { CallerName } from './callers';
import { asCaller, createAccounts } from './callers';
import { createLibrary, library } from './fixtures';

const ownerlessSet = '00000000-0000-4000-8000-00000000d5e1';
const missingSet = '00000000-0000-4000-8000-00000000e5e1';

const sets = {
  A: library.setA,
  B: library.setB,
  C: library.setC,
  ownerless: ownerlessSet,
  missing: missingSet,
};

/** Who owns which set: the author wrote A (private) and B (public), the other user C; nobody owns the rest. */
const ownership: { caller: CallerName; owns: (keyof typeof sets)[] }[] = [
  { caller: 'anon', owns: [] },
  { caller: 'author', owns: ['A', 'B'] },
  { caller: 'other', owns: ['C'] },
  { caller: 'free', owns: [] },
  { caller: 'premium', owns: [] },
  { caller: 'admin', owns: [] },
];

describe.each(testDatabaseVariants())('owns_question_set on $name', (variant) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await variant.create());
    await database.transaction(async (tx) => {
      await createAccounts(tx);
      await createLibrary(tx);
      await tx.query(
        `insert into public.question_sets (id, game_name, is_public, created_by) values ($1, 'Ownerless', true, null)`,
        [ownerlessSet],
      );
    });
  });

  afterAll(() => drop());

  it.each(ownership)('answers yes to $caller only for the sets they wrote', async ({ caller, owns }) => {
    const answers = await asCaller(database, caller, async (tx) => {
      const owned: string[] = [];
      for (const [name, id] of Object.entries(sets)) {
        const { rows } = await tx.query<{ owns: boolean }>('select private.owns_question_set($1) as owns', [
          id,
        ]);
        if (rows[0]!.owns) owned.push(name);
      }
      return owned;
    });
    expect(answers).toEqual(owns);
  });
});

const questions = {
  aFree: library.aFree,
  aPremium: library.aPremium,
  bFree: library.bFree,
  bPremium: library.bPremium,
  cFree: library.cFree,
};

/** Whose questions are whose: a question is owned by whoever wrote its set, and the caller must see it. */
const questionOwnership: { caller: CallerName; owns: (keyof typeof questions)[] }[] = [
  { caller: 'anon', owns: [] },
  { caller: 'author', owns: ['aFree', 'aPremium', 'bFree', 'bPremium'] },
  { caller: 'other', owns: ['cFree'] },
  { caller: 'premium', owns: [] },
];

describe.each(testDatabaseVariants())('owns_question on $name', (variant) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await variant.create());
    await database.transaction(async (tx) => {
      await createAccounts(tx);
      await createLibrary(tx);
    });
  });

  afterAll(() => drop());

  it.each(questionOwnership)(
    'answers yes to $caller only for the questions of their sets',
    async ({ caller, owns }) => {
      const answers = await asCaller(database, caller, async (tx) => {
        const owned: string[] = [];
        for (const [name, id] of Object.entries(questions)) {
          const { rows } = await tx.query<{ owns: boolean }>('select private.owns_question($1) as owns', [
            id,
          ]);
          if (rows[0]!.owns) owned.push(name);
        }
        return owned;
      });
      expect(answers).toEqual(owns);
    },
  );
});
