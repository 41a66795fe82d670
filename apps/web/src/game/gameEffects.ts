import type { GameEffect } from '@quizcoop/engine';
import type { SoundName } from '@quizcoop/engine/rules';
import { toast } from '../app/siteToasts';

/** What plays the session's effects: its sounds through the given player, its toasts as the site's toasts. */
export function playGameEffects(playSound: (sound: SoundName) => void): (effect: GameEffect) => void {
  return (effect) => {
    if (effect.type === 'sound') {
      playSound(effect.sound);
      return;
    }
    const { kind, message, description } = effect;
    toast[kind](message, description === undefined ? undefined : { description });
  };
}
