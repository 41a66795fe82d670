#!/usr/bin/env node
// Builds supabase/seed.sql from the official library (library/*.json) and the feature flags below.
//
//   node supabase/seed/build-seed.mjs           write supabase/seed.sql
//   node supabase/seed/build-seed.mjs --stdout  print it instead
//   node supabase/seed/build-seed.mjs --check   exit 1 when the committed seed.sql is not what this builds
//
// Ids are UUIDs derived from the set's slug and the question's and option's places, so every run writes the
// same file and re-seeding gives every row the id it had before.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const seedFolder = dirname(fileURLToPath(import.meta.url));
const libraryFolder = join(seedFolder, 'library');
const mediaFolder = join(seedFolder, '..', 'storage', 'question-media');
const seedFile = join(seedFolder, '..', 'seed.sql');

/** The five feature flags the app reads at start, with the types the app's flag evaluation expects. */
const FEATURE_FLAGS = [
  {
    name: 'premium_subscription_available',
    flag_type: 'control',
    description: 'Premium can be bought: the pricing page and upgrade prompts offer it.',
  },
  {
    name: 'premium_questions_access',
    flag_type: 'premium',
    description: 'Premium members play premium questions; everyone else never receives them.',
  },
  {
    name: 'premium_question_creation',
    flag_type: 'other',
    description: 'Signed-in authors can mark their own questions as premium.',
  },
  {
    name: 'copy_public_games',
    flag_type: 'premium',
    description: 'Premium members can copy public question sets into their own library.',
  },
  {
    name: 'unlimited_score_scrambles',
    flag_type: 'premium',
    description: 'Premium members get unlimited Score Scrambles; everyone else gets 2 per play session.',
  },
];

const MINIMUM_QUESTIONS_PER_SET = 20;

// A fixed namespace for RFC 4122 version 5 ids: the same name always gives the same id.
const NAMESPACE = Buffer.from('6d1f4a52c3b84e0f9a7e2b5c8d3f1a60', 'hex');

function stableId(name) {
  const bytes = createHash('sha1').update(NAMESPACE).update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function literal(value) {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.length === 0 ? `'{}'::text[]` : `array[${value.map(literal).join(', ')}]`;
  return `'${String(value).replaceAll("'", "''")}'`;
}

function row(values) {
  return `(${values.map(literal).join(', ')})`;
}

function fail(where, problem) {
  throw new Error(`${where}: ${problem}`);
}

function readLibrary() {
  return readdirSync(libraryFolder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const set = JSON.parse(readFileSync(join(libraryFolder, file), 'utf8'));
      if (`${set.slug}.json` !== file) fail(file, `slug "${set.slug}" does not match the file name`);
      if (set.questions.length < MINIMUM_QUESTIONS_PER_SET) {
        fail(
          file,
          `has ${set.questions.length} questions; an official set needs ${MINIMUM_QUESTIONS_PER_SET}`,
        );
      }
      set.questions.forEach((question, index) => {
        const where = `${file} question ${index + 1}`;
        if (question.question_type === 'multiple_choice') {
          const options = question.options ?? [];
          if (options.length < 2 || options.length > 4)
            fail(where, `has ${options.length} options; needs 2 to 4`);
          const correct = options.filter((option) => option.correct).length;
          if (correct !== 1) fail(where, `has ${correct} correct options; needs exactly one`);
        } else if (question.options) {
          fail(where, 'has options but is not multiple choice');
        }
        if (question.media) {
          if (!question.media.alt?.trim()) fail(where, 'has a picture without alt text');
          if (!existsSync(join(mediaFolder, mediaPath(set, question.media)))) {
            fail(where, `names a picture that does not exist: ${mediaPath(set, question.media)}`);
          }
        }
      });
      return set;
    });
}

function mediaPath(set, media) {
  return `official/${set.slug}/${media.file}`;
}

function featureFlagsSql() {
  return [
    '-- The feature flags the app reads at start.',
    'insert into public.feature_flags (name, flag_type, enabled, description)',
    'values',
    FEATURE_FLAGS.map((flag) => `  ${row([flag.name, flag.flag_type, true, flag.description])}`).join(',\n'),
    // Migrations add flags too, so that databases seeded before them get them; the seed leaves those rows be.
    'on conflict (name) do nothing;',
  ].join('\n');
}

// One statement per set: the set, its questions and their options go in together, so the deferred
// multiple-choice check sees each question complete even when the seed runs outside a transaction.
function questionSetSql(set) {
  const setId = stableId(`official/${set.slug}`);
  const questionId = (index) => stableId(`official/${set.slug}/questions/${index}`);
  const premiumCount = set.questions.filter((question) => question.is_premium).length;
  const grades = set.intended_grades.join(', ');

  const questionRows = set.questions.map((question, index) =>
    row([
      questionId(index),
      setId,
      index,
      question.question,
      question.answer,
      question.type,
      question.question_type,
      question.is_premium,
      question.media ? mediaPath(set, question.media) : null,
      question.media ? 'image/svg+xml' : null,
      question.media?.alt ?? null,
      question.media?.attribution ?? null,
    ]),
  );
  const optionRows = set.questions.flatMap((question, index) =>
    (question.options ?? []).map((option, position) =>
      row([
        stableId(`official/${set.slug}/questions/${index}/options/${position}`),
        questionId(index),
        position,
        option.text,
        option.correct,
      ]),
    ),
  );

  const lines = [
    `-- ${set.game_name}: ${set.questions.length} questions, ${premiumCount} of them premium; grades ${grades}.`,
    'with question_set as (',
    '  insert into public.question_sets (',
    '    id, game_name, question_format, description, intended_grades, intended_settings,',
    '    is_public, is_official, created_by',
    '  )',
    '  values',
    `    ${row([
      setId,
      set.game_name,
      set.question_format,
      set.description,
      set.intended_grades,
      set.intended_settings,
      true,
      true,
      null,
    ])}`,
  ];
  const questionsInsert = [
    'insert into public.questions (',
    '  id, question_set_id, position, question, answer, type, question_type, is_premium,',
    '  media_url, media_type, media_alt, media_attribution',
    ')',
    'values',
    ...questionRows.map((values, index) => `  ${values}${index < questionRows.length - 1 ? ',' : ''}`),
  ];
  if (optionRows.length === 0) return [...lines, ')', ...questionsInsert].join('\n') + ';';
  return [
    ...lines,
    '), questions as (',
    ...questionsInsert.map((line) => `  ${line}`),
    ')',
    'insert into public.multiple_choice_options (id, question_id, position, option_text, is_correct)',
    'values',
    ...optionRows.map((values, index) => `  ${values}${index < optionRows.length - 1 ? ',' : ';'}`),
  ].join('\n');
}

export function buildSeed() {
  const library = readLibrary();
  const header = [
    '-- Quiz Coop seed: the feature flags and the official question library.',
    '-- Generated by supabase/seed/build-seed.mjs from supabase/seed/library/*.json; do not edit by hand.',
    '-- The pictures named by media_url live in the question-media bucket (files in supabase/storage/question-media).',
  ].join('\n');
  return [header, featureFlagsSql(), ...library.map(questionSetSql)].join('\n\n') + '\n';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const seed = buildSeed();
  if (process.argv.includes('--stdout')) {
    process.stdout.write(seed);
  } else if (process.argv.includes('--check')) {
    const committed = existsSync(seedFile) ? readFileSync(seedFile, 'utf8') : '';
    if (committed !== seed) {
      console.error('supabase/seed.sql is out of date: run node supabase/seed/build-seed.mjs');
      process.exit(1);
    }
  } else {
    writeFileSync(seedFile, seed);
    console.log(`Wrote ${seedFile}`);
  }
}
