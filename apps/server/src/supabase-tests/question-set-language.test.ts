import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../internal/db/database';
import { testDatabaseVariants } from '../internal/db/test-databases';
import { asCaller, becomeCaller, createAccounts, postgresErrorOf, rolledBack } from './callers';
import { createLibrary, library } from './fixtures';

async function languageOf(tx: Queryable, setId: string): Promise<string> {
  const { rows } = await tx.query<{ language: string }>('select language from question_sets where id = $1', [
    setId,
  ]);
  return rows[0]!.language;
}

describe.each(testDatabaseVariants())('a question set’s language on $name', (variant) => {
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

  it('is English when the author names none', async () => {
    const language = await asCaller(database, 'author', async (tx) => {
      const { rows } = await tx.query<{ language: string }>(
        `insert into question_sets (game_name) values ('Untold') returning language`,
      );
      return rows[0]!.language;
    });
    expect(language).toBe('en');
  });

  it.each(['es', 'pt-BR', 'es-419', 'sr-Latn-RS', 'fil'])('accepts the tag %s', async (tag) => {
    const language = await asCaller(database, 'author', async (tx) => {
      const { rows } = await tx.query<{ language: string }>(
        `insert into question_sets (game_name, language) values ('Tagged', $1) returning language`,
        [tag],
      );
      return rows[0]!.language;
    });
    expect(language).toBe(tag);
  });

  it.each(['ES', 'es-es', 'Spanish', 'e', 'sr-latn', 'en-', ''])(
    'refuses %j, naming question_sets_language_tag',
    async (tag) => {
      const error = await postgresErrorOf(
        asCaller(database, 'author', (tx) =>
          tx.query(`insert into question_sets (game_name, language) values ('Tagged', $1)`, [tag]),
        ),
      );
      expect(error).toMatchObject({ code: '23514', constraint: 'question_sets_language_tag' });
    },
  );

  it('gives a copy the language of its source', async () => {
    const copyLanguage = await rolledBack(database, async (tx) => {
      await tx.query(`update question_sets set language = 'es' where id = $1`, [library.setA]);
      await becomeCaller(tx, 'author');
      const { rows } = await tx.query<{ id: string }>(`select copy_question_set($1, 'Copia') as id`, [
        library.setA,
      ]);
      return languageOf(tx, rows[0]!.id);
    });
    expect(copyLanguage).toBe('es');
  });

  it('keeps the language of a set questions are imported into', async () => {
    const language = await rolledBack(database, async (tx) => {
      await tx.query(`update question_sets set language = 'fr' where id = $1`, [library.setA]);
      await becomeCaller(tx, 'author');
      await tx.query('select public.import_questions($1, $2::jsonb)', [
        library.setA,
        JSON.stringify([{ question: 'Deux et deux ?', answer: 'Quatre' }]),
      ]);
      return languageOf(tx, library.setA);
    });
    expect(language).toBe('fr');
  });
});
