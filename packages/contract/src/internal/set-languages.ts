import { DEFAULT_SET_LANGUAGE, primaryLanguageSubtag } from './set-language-tag';

/**
 * The languages a teacher may write a question set in, as BCP 47 tags: common classroom languages, short enough
 * for one dropdown. The database accepts any well-formed tag (its `question_sets_language_tag` check holds the
 * same pattern as SET_LANGUAGE_TAG_PATTERN), so the list can grow without a migration.
 */
export const SET_LANGUAGES = [
  'en',
  'es',
  'fr',
  'ar',
  'de',
  'it',
  'pt',
  'nl',
  'pl',
  'zh',
  'ja',
  'ko',
  'hi',
  'ru',
  'tr',
  'uk',
  'vi',
  'sw',
] as const;

export type SetLanguage = (typeof SET_LANGUAGES)[number];

export function isSetLanguage(value: string): value is SetLanguage {
  return (SET_LANGUAGES as readonly string[]).includes(value);
}

/**
 * A language's name in that language ("Español", "Français"), as the platform names it; the tag itself where
 * the platform has no name for it.
 */
export function setLanguageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return tag;
  }
}

/** The offered language of the first of the person's languages (navigator.languages) that is offered, else English. */
export function preferredSetLanguage(personLanguages: readonly string[]): SetLanguage {
  const offered = personLanguages.map(primaryLanguageSubtag).find(isSetLanguage);
  return offered ?? DEFAULT_SET_LANGUAGE;
}
