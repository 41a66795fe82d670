// What saving, refusing and reading aloud a set need of its language, apart from the list the forms offer, so
// that the code doing them does not carry that list and its names.

/** Every set written before sets had a language is English, and so is a set whose author's language is not offered. */
export const DEFAULT_SET_LANGUAGE = 'en';

/** A tag in canonical case: a language subtag, then optionally a script (Latn) and a region (ES or 419). */
export const SET_LANGUAGE_TAG_PATTERN = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$/;

export const SET_LANGUAGE_MESSAGES = {
  refused: 'The language of a question set must be a language tag such as en, es or pt-BR.',
} as const;

/** The language subtag of a tag, in lower case: "es" for es-419, "zh" for zh-Hant-TW. */
export function primaryLanguageSubtag(tag: string): string {
  return tag.split(/[-_]/)[0]!.toLowerCase();
}
