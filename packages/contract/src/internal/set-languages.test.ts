import { describe, expect, it } from 'vitest';
import { SET_LANGUAGE_TAG_PATTERN, primaryLanguageSubtag } from './set-language-tag';
import { SET_LANGUAGES, preferredSetLanguage, setLanguageName } from './set-languages';

describe('set languages', () => {
  it('offers only tags the database accepts', () => {
    for (const tag of SET_LANGUAGES) expect(tag).toMatch(SET_LANGUAGE_TAG_PATTERN);
  });

  it.each(['en', 'pt-BR', 'es-419', 'sr-Latn-RS', 'fil'])('accepts the canonical tag %s', (tag) => {
    expect(tag).toMatch(SET_LANGUAGE_TAG_PATTERN);
  });

  it.each(['EN', 'es-es', 'english', 'e', 'sr-latn', 'en-', 'en US', ''])('refuses %j', (tag) => {
    expect(tag).not.toMatch(SET_LANGUAGE_TAG_PATTERN);
  });

  it('names each language in that language', () => {
    expect(setLanguageName('es')).toBe('Español');
    expect(setLanguageName('fr')).toBe('Français');
    expect(setLanguageName('ar')).toBe('العربية');
    expect(setLanguageName('en')).toBe('English');
  });

  it('defaults to the first of the person’s languages that is offered, else English', () => {
    expect(preferredSetLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(preferredSetLanguage(['cy-GB', 'fr'])).toBe('fr');
    expect(preferredSetLanguage(['cy-GB'])).toBe('en');
    expect(preferredSetLanguage([])).toBe('en');
  });

  it('reads the language subtag of a tag', () => {
    expect(primaryLanguageSubtag('es-419')).toBe('es');
    expect(primaryLanguageSubtag('zh_Hant_TW')).toBe('zh');
    expect(primaryLanguageSubtag('EN')).toBe('en');
  });
});
