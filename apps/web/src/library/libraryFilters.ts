import type { PublicLibraryFilters, QuestionSetGrade, QuestionSetSetting } from '@quizcoop/api';

/** Radix Select items need a non-empty value, so "no filter" has one of its own. */
export const ANY = 'any';

export interface LibraryFilterChoices {
  search: string;
  grade: QuestionSetGrade | typeof ANY;
  setting: QuestionSetSetting | typeof ANY;
  /** A set language's tag, or ANY for every language. */
  language: string;
}

/** The filters the library's query takes from what the teacher chose: a filter left at its "All" is none. */
export function publicLibraryFilters({
  search,
  grade,
  setting,
  language,
}: LibraryFilterChoices): PublicLibraryFilters {
  return {
    ...(search ? { search } : {}),
    ...(grade !== ANY ? { grade } : {}),
    ...(setting !== ANY ? { setting } : {}),
    ...(language !== ANY ? { language } : {}),
  };
}
