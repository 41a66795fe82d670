import { primaryLanguageSubtag } from '@quizcoop/contract';

/**
 * The voice to read a question with. Without a language, the voice the teacher picked in setup, if installed.
 * With one, the picked voice while it speaks that language (by language subtag, so an en-GB voice reads an en
 * set), otherwise the first installed voice of the language, otherwise none, and the browser's default reads it
 * with the utterance's language.
 */
export function readAloudVoice(
  voices: readonly SpeechSynthesisVoice[],
  pickedVoiceURI: string | null,
  language: string | null,
): SpeechSynthesisVoice | null {
  const picked = voices.find((voice) => voice.voiceURI === pickedVoiceURI) ?? null;
  if (language === null) return picked;
  const wanted = primaryLanguageSubtag(language);
  const speaksIt = (voice: SpeechSynthesisVoice) => primaryLanguageSubtag(voice.lang) === wanted;
  if (picked && speaksIt(picked)) return picked;
  return voices.find(speaksIt) ?? null;
}
