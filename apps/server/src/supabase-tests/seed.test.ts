import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../internal/db/database';
import { paths } from '../internal/db/paths';
import { testDatabaseVariants } from '../internal/db/test-databases';

const generator = join(paths.root, 'supabase', 'seed', 'build-seed.mjs');
const mediaFolder = join(paths.storageSeed, 'question-media');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

describe('the seed generator', () => {
  it('built the committed supabase/seed.sql (run node supabase/seed/build-seed.mjs after changing the library)', () => {
    const built = execFileSync(process.execPath, [generator, '--stdout'], { encoding: 'utf8' });
    expect(built).toBe(readFileSync(paths.seed, 'utf8'));
  });
});

describe.each(testDatabaseVariants())('the official library seeded on $name', (variant) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await variant.create());
  });

  afterAll(() => drop());

  it('has at least 12 official, public sets owned by no user, each with at least 20 questions', async () => {
    const { rows } = await database.query<{ game_name: string; questions: number; owned: boolean }>(
      `select s.game_name, count(q.id)::int as questions,
              not (s.is_official and s.is_public and s.created_by is null) as owned
         from question_sets s left join questions q on q.question_set_id = s.id
        group by s.id order by s.game_name`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((set) => set.questions < 20 || set.owned)).toEqual([]);
  });

  it('mixes question kinds in every set: multiple choice, bonus, punishment, and about 15% premium', async () => {
    const { rows } = await database.query<{
      game_name: string;
      multiple_choice: number;
      bonus: number;
      punishment: number;
      premium_share: number;
      premium: number;
    }>(
      `select s.game_name,
              count(*) filter (where q.question_type = 'multiple_choice')::int as multiple_choice,
              count(*) filter (where q.type = 'bonus')::int as bonus,
              count(*) filter (where q.type = 'punishment')::int as punishment,
              count(*) filter (where q.is_premium)::int as premium,
              (count(*) filter (where q.is_premium))::float / count(*) as premium_share
         from question_sets s join questions q on q.question_set_id = s.id group by s.id`,
    );
    const unmixed = rows.filter(
      (set) =>
        set.multiple_choice === 0 ||
        set.bonus === 0 ||
        set.punishment === 0 ||
        set.premium < 3 ||
        set.premium_share > 0.25,
    );
    expect(unmixed).toEqual([]);
  });

  it('gives every multiple-choice question 2 to 4 options, exactly one correct and named as its answer', async () => {
    const { rows } = await database.query(
      `select q.question, count(o.id)::int as options, count(o.id) filter (where o.is_correct)::int as correct,
              bool_or(o.is_correct and o.option_text = q.answer) as answer_is_correct_option
         from questions q left join multiple_choice_options o on o.question_id = q.id
        group by q.id
       having (q.question_type = 'multiple_choice'
               and (count(o.id) not between 2 and 4 or count(o.id) filter (where o.is_correct) <> 1
                    or not bool_or(o.is_correct and o.option_text = q.answer)))
           or (q.question_type <> 'multiple_choice' and count(o.id) > 0)`,
    );
    expect(rows).toEqual([]);
  });

  it('describes every picture and finds it among the question-media files, using each file', async () => {
    const { rows } = await database.query<{
      media_url: string;
      media_type: string;
      media_alt: string | null;
    }>(
      'select media_url, media_type, media_alt from questions where media_url is not null order by media_url',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => !row.media_alt?.trim() || row.media_type !== 'image/svg+xml')).toEqual([]);
    expect([...new Set(rows.map((row) => row.media_url))].sort()).toEqual(filesUnder(mediaFolder).sort());
  });

  it('seeds the five feature flags the app reads, switched on', async () => {
    const { rows } = await database.query<{ name: string }>(
      'select name, flag_type, enabled from feature_flags',
    );
    expect(rows.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'copy_public_games', flag_type: 'premium', enabled: true },
      { name: 'premium_question_creation', flag_type: 'other', enabled: true },
      { name: 'premium_questions_access', flag_type: 'premium', enabled: true },
      { name: 'premium_subscription_available', flag_type: 'control', enabled: true },
      { name: 'unlimited_score_scrambles', flag_type: 'premium', enabled: true },
    ]);
  });

  it('adds the unlimited Score Scrambles flag to a database seeded before it, and keeps a row already there', async () => {
    const migration = readFileSync(
      join(paths.migrations, '20261129200000_unlimited_score_scrambles_flag.sql'),
      'utf8',
    );
    const flag = `select enabled from feature_flags where name = 'unlimited_score_scrambles'`;
    await database.query(`update feature_flags set enabled = false where name = 'unlimited_score_scrambles'`);
    await database.exec(migration);
    expect((await database.query(flag)).rows).toEqual([{ enabled: false }]);
    await database.query(`delete from feature_flags where name = 'unlimited_score_scrambles'`);
    await database.exec(migration);
    expect((await database.query(flag)).rows).toEqual([{ enabled: true }]);
  });
});
