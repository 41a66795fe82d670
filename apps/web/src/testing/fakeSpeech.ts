/**
 * A stand-in for the browser's speech synthesis, which jsdom lacks: it records what it is asked to say, reads
 * one utterance at a time, and lets a test finish the one being read.
 */
export class FakeUtterance extends EventTarget {
  rate = 1;
  voice: SpeechSynthesisVoice | null = null;
  lang = '';
  constructor(readonly text: string) {
    super();
  }
}

export class FakeSpeech extends EventTarget {
  /** Every utterance asked for, oldest first. */
  readonly spoken: FakeUtterance[] = [];
  /** What is being read now. */
  reading: FakeUtterance | null = null;
  cancelCount = 0;

  constructor(private voices: SpeechSynthesisVoice[] = []) {
    super();
  }

  get texts(): string[] {
    return this.spoken.map((utterance) => utterance.text);
  }

  getVoices(): SpeechSynthesisVoice[] {
    return this.voices;
  }

  speak(utterance: FakeUtterance): void {
    this.spoken.push(utterance);
    this.reading = utterance;
  }

  cancel(): void {
    this.cancelCount += 1;
    const cancelled = this.reading;
    this.reading = null;
    cancelled?.dispatchEvent(new Event('error'));
  }

  /** The voice reaches the end of what it was reading. */
  finish(): void {
    const finished = this.reading;
    this.reading = null;
    finished?.dispatchEvent(new Event('end'));
  }

  /** The browser's voice list arrives late, as it does in Chrome. */
  loadVoices(voices: SpeechSynthesisVoice[]): void {
    this.voices = voices;
    this.dispatchEvent(new Event('voiceschanged'));
  }
}

export function fakeVoice(name: string, lang: string): SpeechSynthesisVoice {
  return { name, lang, voiceURI: `urn:voice:${name}`, default: false, localService: true };
}
