import type { QuestionSetDraft } from '@quizcoop/api';
import {
  DEFAULT_SET_LANGUAGE,
  SET_LANGUAGES,
  preferredSetLanguage,
  setLanguageName,
} from '@quizcoop/contract';
import type { Choice } from './ChoiceSelect';

/** The offered languages, each named in itself and marked as written in it, so a screen reader says it right. */
export const SET_LANGUAGE_CHOICES: readonly Choice<string>[] = SET_LANGUAGES.map((tag) => ({
  value: tag,
  label: setLanguageName(tag),
  lang: tag,
}));

/** The offered languages, and a set's own language when it is not one of them, so an edit keeps it. */
export function setLanguageChoicesWith(language: string): readonly Choice<string>[] {
  return SET_LANGUAGE_CHOICES.some((choice) => choice.value === language)
    ? SET_LANGUAGE_CHOICES
    : [...SET_LANGUAGE_CHOICES, { value: language, label: setLanguageName(language), lang: language }];
}

/** The name of a set's language for its card, or nothing for English, which most sets are written in. */
export function setLanguageBadgeText(language: string): string | null {
  return language === DEFAULT_SET_LANGUAGE ? null : setLanguageName(language);
}

/** A new set's fields: empty, in the teacher's own language when it is offered, else in English. */
export function newQuestionSetDraft(teacherLanguages: readonly string[]): QuestionSetDraft {
  return {
    game_name: '',
    description: '',
    intended_grades: [],
    intended_settings: [],
    is_public: false,
    question_order: 'shuffled',
    language: preferredSetLanguage(teacherLanguages),
  };
}
