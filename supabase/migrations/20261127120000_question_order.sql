-- How the game draws a set's questions.
--
-- A set keeps its questions in `position` order. Its author now also says how the game asks them:
--   * 'in_order': one after another in the set's order, starting over after the last, for a set that builds
--     up step by step (a story, a sequence of steps);
--   * 'shuffled': at random, none asked twice until every one was asked (how every game played before).
-- This is apart from `question_format`, which says what kind of questions a set holds (normal, multiple choice
-- or mixed), not how they are drawn.

alter table public.question_sets
  add column question_order text not null default 'shuffled',
  add constraint question_sets_question_order_check check (question_order in ('in_order', 'shuffled'));

comment on column public.question_sets.question_order is 'How the game draws the set''s questions: in_order (by position, starting over after the last) or shuffled (at random, no repeats until all were asked).';
