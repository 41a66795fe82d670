import { useEffect, useState } from 'react';

/** The browser's speech synthesis, or null where the browser has none (some kiosks, older Linux builds). */
export function browserSpeech(): SpeechSynthesis | null {
  return typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : null;
}

/**
 * The voices the browser offers. Chrome fills the list some time after the page loads and says so with
 * `voiceschanged`, so the list is read again on each of those.
 */
export function useVoices(speech: SpeechSynthesis | null): readonly SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<readonly SpeechSynthesisVoice[]>(() => speech?.getVoices() ?? []);
  useEffect(() => {
    if (!speech) return;
    const readVoices = () => setVoices(speech.getVoices());
    readVoices();
    speech.addEventListener('voiceschanged', readVoices);
    return () => speech.removeEventListener('voiceschanged', readVoices);
  }, [speech]);
  return voices;
}
