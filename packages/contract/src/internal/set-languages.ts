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

/** Every set written before sets had a language is English, and so is a set whose author's language is not offered. */
export const DEFAULT_SET_LANGUAGE: SetLanguage = 'en';

/** A tag in canonical case: a language subtag, then optionally a script (Latn) and a region (ES or 419). */
export const SET_LANGUAGE_TAG_PATTERN = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$/;

export const SET_LANGUAGE_MESSAGES = {
  refused: 'The language of a question set must be a language tag such as en, es or pt-BR.',
} as const;

export function isSetLanguage(value: string): value is SetLanguage {
  return (SET_LANGUAGES as readonly string[]).includes(value);
}

/** The language subtag of a tag, in lower case: "es" for es-419, "zh" for zh-Hant-TW. */
export function primaryLanguageSubtag(tag: string): string {
  return tag.split(/[-_]/)[0]!.toLowerCase();
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
