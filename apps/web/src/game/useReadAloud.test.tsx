import type { ReadAloudSettings } from '@quizcoop/engine';
import { DEFAULT_READ_ALOUD_SETTINGS } from '@quizcoop/engine';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSpeech, FakeUtterance, fakeVoice } from '../testing/fakeSpeech';
import { useReadAloud } from './useReadAloud';

let speech: FakeSpeech;

beforeEach(() => {
  speech = new FakeSpeech([
    fakeVoice('Daniel', 'en-GB'),
    fakeVoice('Amélie', 'fr-CA'),
    fakeVoice('Mónica', 'es-ES'),
    fakeVoice('Paulina', 'es-MX'),
  ]);
  vi.stubGlobal('speechSynthesis', speech);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

interface Props {
  text: string | null;
  turn: number;
  settings?: ReadAloudSettings;
  language?: string | null;
}

function renderReadAloud(initial: Props) {
  return renderHook(
    ({ text, turn, settings = DEFAULT_READ_ALOUD_SETTINGS, language = null }: Props) =>
      useReadAloud(text, turn, settings, language),
    { initialProps: initial },
  );
}

describe('useReadAloud', () => {
  it('reads the question when asked, and stops when asked again', () => {
    const { result } = renderReadAloud({ text: 'What is 7 + 5?', turn: 0 });
    expect(result.current.available).toBe(true);
    expect(speech.spoken).toEqual([]);

    act(() => result.current.toggle());
    expect(speech.texts).toEqual(['What is 7 + 5?']);
    expect(result.current.speaking).toBe(true);

    act(() => result.current.toggle());
    expect(speech.reading).toBeNull();
    expect(result.current.speaking).toBe(false);
  });

  it('is no longer speaking once the voice reaches the end', () => {
    const { result } = renderReadAloud({ text: 'Name a planet.', turn: 0 });
    act(() => result.current.toggle());
    act(() => speech.finish());
    expect(result.current.speaking).toBe(false);
  });

  it('reads with the chosen voice and rate', () => {
    const settings = { voiceURI: 'urn:voice:Amélie', rate: 0.7, autoRead: false };
    const { result } = renderReadAloud({ text: 'Quelle heure est-il ?', turn: 0, settings });
    act(() => result.current.toggle());
    const [utterance] = speech.spoken;
    expect(utterance?.voice?.name).toBe('Amélie');
    expect(utterance?.lang).toBe('fr-CA');
    expect(utterance?.rate).toBe(0.7);
  });

  it("reads with the browser's default voice when the chosen one is not installed", () => {
    const settings = { voiceURI: 'urn:voice:elsewhere', rate: 1, autoRead: false };
    const { result } = renderReadAloud({ text: 'Hello.', turn: 0, settings });
    act(() => result.current.toggle());
    expect(speech.spoken[0]?.voice).toBeNull();
  });

  it("reads a question in its set's language, with the first voice of that language", () => {
    const { result } = renderReadAloud({ text: '¿Qué hora es?', turn: 0, language: 'es' });
    act(() => result.current.toggle());
    const [utterance] = speech.spoken;
    expect(utterance?.voice?.name).toBe('Mónica');
    expect(utterance?.lang).toBe('es');
  });

  it('keeps the voice picked in setup while it speaks the language of the set, by language subtag', () => {
    const settings = { voiceURI: 'urn:voice:Paulina', rate: 1, autoRead: false };
    const { result } = renderReadAloud({ text: '¿Qué hora es?', turn: 0, settings, language: 'es' });
    act(() => result.current.toggle());
    expect(speech.spoken[0]?.voice?.name).toBe('Paulina');
    expect(speech.spoken[0]?.lang).toBe('es');
  });

  it('sets the picked voice aside for a set in another language', () => {
    const settings = { voiceURI: 'urn:voice:Daniel', rate: 1, autoRead: false };
    const { result } = renderReadAloud({ text: 'Quelle heure est-il ?', turn: 0, settings, language: 'fr' });
    act(() => result.current.toggle());
    expect(speech.spoken[0]?.voice?.name).toBe('Amélie');
    expect(speech.spoken[0]?.lang).toBe('fr');
  });

  it("leaves a language without an installed voice to the browser's default, told the language", () => {
    const settings = { voiceURI: 'urn:voice:Daniel', rate: 1, autoRead: false };
    const { result } = renderReadAloud({ text: 'Saa ngapi?', turn: 0, settings, language: 'sw' });
    act(() => result.current.toggle());
    expect(speech.spoken[0]?.voice).toBeNull();
    expect(speech.spoken[0]?.lang).toBe('sw');
  });

  it('stops reading when the question changes, the game moves to a Score Scramble or the game ends', () => {
    const { result, rerender, unmount } = renderReadAloud({ text: 'First?', turn: 0 });
    act(() => result.current.toggle());
    rerender({ text: 'Second?', turn: 1 });
    expect(speech.reading).toBeNull();
    expect(result.current.speaking).toBe(false);
    expect(speech.texts).toEqual(['First?']);

    act(() => result.current.toggle());
    rerender({ text: null, turn: 1 });
    expect(speech.reading).toBeNull();

    rerender({ text: 'Third?', turn: 2 });
    act(() => result.current.toggle());
    unmount();
    expect(speech.reading).toBeNull();
  });

  it('stops when the same question comes round on a new turn', () => {
    const { result, rerender } = renderReadAloud({ text: 'Again?', turn: 3 });
    act(() => result.current.toggle());
    rerender({ text: 'Again?', turn: 4 });
    expect(speech.reading).toBeNull();
  });

  it('with auto-read, reads each new question as it arrives, and nothing when there is none', () => {
    const settings = { ...DEFAULT_READ_ALOUD_SETTINGS, autoRead: true };
    const { result, rerender } = renderReadAloud({ text: 'First?', turn: 0, settings });
    expect(speech.texts).toEqual(['First?']);
    expect(result.current.speaking).toBe(true);
    rerender({ text: null, turn: 1, settings });
    rerender({ text: 'Second?', turn: 1, settings });
    rerender({ text: 'Second?', turn: 1, settings });
    expect(speech.texts).toEqual(['First?', 'Second?']);
    expect(speech.reading?.text).toBe('Second?');
  });

  it('offers nothing to read in a browser without speech synthesis', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    Reflect.deleteProperty(window, 'speechSynthesis');
    const { result } = renderReadAloud({ text: 'Anyone?', turn: 0 });
    expect(result.current.available).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.speaking).toBe(false);
  });
});
