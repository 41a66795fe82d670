/** Spec §3: the five sounds. */
export type SoundName = 'correct' | 'incorrect' | 'coin' | 'wheel' | 'reveal';

/** A sound the UI should play (it decides about muting and loading). */
export interface SoundEffect {
  readonly type: 'sound';
  readonly sound: SoundName;
}

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** A toast the UI should show, with the spec's exact text. */
export interface ToastEffect {
  readonly type: 'toast';
  readonly kind: ToastKind;
  readonly message: string;
}

export function sound(name: SoundName): SoundEffect {
  return { type: 'sound', sound: name };
}

export function toast(kind: ToastKind, message: string): ToastEffect {
  return { type: 'toast', kind, message };
}
