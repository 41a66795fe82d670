/** The five sounds the game plays. */
export type SoundName = 'correct' | 'incorrect' | 'coin' | 'wheel' | 'reveal';

/** A sound the UI should play (it decides about muting and loading). */
export interface SoundEffect {
  readonly type: 'sound';
  readonly sound: SoundName;
}

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** A toast the UI should show, its text exactly as players must read it. */
export interface ToastEffect {
  readonly type: 'toast';
  readonly kind: ToastKind;
  readonly message: string;
  /** A second line under the message, when the toast has a title and a text. */
  readonly description?: string;
}

export function sound(name: SoundName): SoundEffect {
  return { type: 'sound', sound: name };
}

export function toast(kind: ToastKind, message: string, description?: string): ToastEffect {
  return description === undefined
    ? { type: 'toast', kind, message }
    : { type: 'toast', kind, message, description };
}
