import { describe, expect, it } from 'vitest';
import {
  SET_LANGUAGE_CHOICES,
  newQuestionSetDraft,
  setLanguageBadgeText,
  setLanguageChoicesWith,
} from './setLanguageChoices';

describe('set language choices', () => {
  it('names each offered language in itself, marked as written in it', () => {
    expect(SET_LANGUAGE_CHOICES.find((choice) => choice.value === 'es')).toEqual({
      value: 'es',
      label: 'Español',
      lang: 'es',
    });
  });

  it("keeps a set's own language among the choices when it is not offered", () => {
    expect(setLanguageChoicesWith('es')).toBe(SET_LANGUAGE_CHOICES);
    expect(setLanguageChoicesWith('pt-BR').at(-1)).toMatchObject({ value: 'pt-BR', lang: 'pt-BR' });
  });

  it('shows the language on a card only when it is not English', () => {
    expect(setLanguageBadgeText('en')).toBeNull();
    expect(setLanguageBadgeText('fr')).toBe('Français');
  });

  it("starts a new set in the teacher's browser language when it is offered, else in English", () => {
    expect(newQuestionSetDraft(['es-MX', 'en-US']).language).toBe('es');
    expect(newQuestionSetDraft(['cy-GB']).language).toBe('en');
  });
});
