import type { ReadAloudSettings } from '@quizcoop/engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readAloudVoice } from './readAloudVoice';
import { browserSpeech } from './speech';

export interface ReadAloud {
  /** Whether this browser can speak at all. */
  available: boolean;
  speaking: boolean;
  /** Reads the current text, or stops reading it. */
  toggle: () => void;
}

/**
 * Reads the question card aloud with the browser's own speech synthesis; nothing leaves the device. `text` is
 * what the game says to read now, or null when there is nothing (a Score Scramble, the results); `turn` tells
 * one question from the next, even when the same question comes round again. Each change of either stops what
 * was being read, and with auto-read on the new question is read at once. `language` is the question set's, so
 * the text is read in it, by a voice of it when one is installed (see readAloudVoice).
 */
export function useReadAloud(
  text: string | null,
  turn: number,
  settings: ReadAloudSettings,
  language: string | null,
): ReadAloud {
  const speech = useMemo(() => browserSpeech(), []);
  const [speaking, setSpeaking] = useState(false);
  const current = useRef<SpeechSynthesisUtterance | null>(null);
  const latestSettings = useRef(settings);
  const latestLanguage = useRef(language);
  useEffect(() => {
    latestSettings.current = settings;
    latestLanguage.current = language;
  });

  const stop = useCallback(() => {
    if (!speech || !current.current) return;
    current.current = null;
    speech.cancel();
    setSpeaking(false);
  }, [speech]);

  const speak = useCallback(
    (words: string) => {
      if (!speech) return;
      const { voiceURI, rate } = latestSettings.current;
      const utterance = new SpeechSynthesisUtterance(words);
      utterance.rate = rate;
      const language = latestLanguage.current;
      const voice = readAloudVoice(speech.getVoices(), voiceURI, language);
      utterance.voice = voice;
      const spokenLanguage = language ?? voice?.lang;
      if (spokenLanguage) utterance.lang = spokenLanguage;
      // A cancelled utterance reports its end late; only the one still being read may end `speaking`.
      const finished = () => {
        if (current.current !== utterance) return;
        current.current = null;
        setSpeaking(false);
      };
      utterance.addEventListener('end', finished);
      utterance.addEventListener('error', finished);
      speech.cancel();
      current.current = utterance;
      setSpeaking(true);
      speech.speak(utterance);
    },
    [speech],
  );

  useEffect(() => {
    if (text !== null && latestSettings.current.autoRead) speak(text);
    return stop;
  }, [text, turn, speak, stop]);

  const toggle = useCallback(() => {
    if (current.current) stop();
    else if (text !== null) speak(text);
  }, [text, speak, stop]);

  return { available: speech !== null, speaking, toggle };
}
