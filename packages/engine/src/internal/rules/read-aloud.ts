/**
 * How the question card is read aloud in one game: which of the device's voices reads (by its URI; null for
 * the device's default), how fast, and whether each new question is read without anyone asking.
 */
export interface ReadAloudSettings {
  readonly voiceURI: string | null;
  readonly rate: number;
  readonly autoRead: boolean;
}

/** Speaking rates a class can still follow: half speed for new readers up to one and a half times. */
export const READ_ALOUD_RATE = { min: 0.5, max: 1.5, step: 0.1 } as const;

export const DEFAULT_READ_ALOUD_SETTINGS: ReadAloudSettings = { voiceURI: null, rate: 1, autoRead: false };

/** A rate within the allowed range, on a tenth, so a slider and a stored value agree; 1 for anything else. */
export function readAloudRate(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_READ_ALOUD_SETTINGS.rate;
  const clamped = Math.min(READ_ALOUD_RATE.max, Math.max(READ_ALOUD_RATE.min, value));
  return Math.round(clamped * 10) / 10;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Settings read back from storage, with each missing or damaged field at its default. */
export function readAloudSettings(value: unknown): ReadAloudSettings {
  const stored = isRecord(value) ? value : {};
  return {
    voiceURI: typeof stored.voiceURI === 'string' && stored.voiceURI !== '' ? stored.voiceURI : null,
    rate: readAloudRate(stored.rate),
    autoRead: stored.autoRead === true,
  };
}

/** Ends a phrase with a full stop unless it already ends a sentence, so a voice pauses between the parts. */
function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.?!:;…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * What is read for a question: its text, then each option numbered as the card shows it, e.g.
 * 'Which is a mammal? Option 1: Whale. Option 2: Shark.'
 */
export function readAloudText(question: string, options: readonly string[]): string {
  return [question, ...options.map((option, index) => `Option ${index + 1}: ${option.trim()}`)]
    .map(asSentence)
    .join(' ');
}
