import type { BackendClient } from '@quizcoop/api';
import { AUDIO_INIT_FAILED_MESSAGE, getSoundUrls, soundLoadFailedMessage } from '@quizcoop/api';
import { useBackendClient } from '@quizcoop/api/react';
import type { SoundName } from '@quizcoop/engine/rules';
import type { SoundStatus } from '@quizcoop/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../app/siteToasts';
import { useIsHydrated } from '../app/useIsHydrated';

/** The mute preference, 'true' or 'false', kept under the name earlier versions of the game used. */
export const SOUND_MUTED_KEY = 'soundMuted';

/** Sounds play at full volume: the game's only sound control is the mute switch. */
const SOUND_VOLUME = 1;

export interface GameSounds {
  muted: boolean;
  setMuted: (muted: boolean) => void;
  status: SoundStatus;
  /** Plays a sound unless muted, not loaded yet, or failed to load. */
  play: (sound: SoundName) => void;
}

type LoadedSounds = Partial<Record<SoundName, HTMLAudioElement>>;

/** Resolves with the element once it can play, or null when it fails to load. */
function loadAudio(url: string): Promise<HTMLAudioElement | null> {
  return new Promise((resolve) => {
    const audio = new Audio();
    audio.preload = 'auto';
    audio.volume = SOUND_VOLUME;
    audio.addEventListener('canplaythrough', () => resolve(audio), { once: true });
    audio.addEventListener('error', () => resolve(null), { once: true });
    audio.src = url;
    audio.load();
  });
}

/** Loads the five sounds; each failure is toasted and that sound is left out. */
async function loadSounds(client: BackendClient): Promise<{ sounds: LoadedSounds; complete: boolean }> {
  const { urls, failed } = await getSoundUrls(client);
  const loaded = await Promise.all(
    Object.entries(urls).map(async ([sound, url]) => [sound as SoundName, await loadAudio(url)] as const),
  );
  const sounds: LoadedSounds = {};
  const missing = [...failed];
  for (const [sound, audio] of loaded) {
    if (audio) sounds[sound] = audio;
    else {
      console.error(`Error loading sound ${sound}`);
      missing.push(sound);
    }
  }
  for (const sound of missing) toast.error(soundLoadFailedMessage(sound));
  return { sounds, complete: missing.length === 0 };
}

/** The stored mute switch, which every change writes at once. */
function isMutedStored(): boolean {
  return localStorage.getItem(SOUND_MUTED_KEY) === 'true';
}

/**
 * The mute switch starts from the stored preference; the sounds load once, on the first click
 * or key press (browsers refuse audio before one); nothing plays while muted or before loading finishes.
 */
export function useGameSounds(): GameSounds {
  const client = useBackendClient();
  const hydrated = useIsHydrated();
  const [chosenMuted, setChosenMuted] = useState<boolean>();
  const muted = chosenMuted ?? (hydrated && isMutedStored());
  const [status, setStatus] = useState<SoundStatus>('loading');
  const sounds = useRef<LoadedSounds | null>(null);

  useEffect(() => {
    let cancelled = false;
    function load() {
      document.removeEventListener('pointerdown', load, true);
      document.removeEventListener('keydown', load, true);
      loadSounds(client).then(
        (result) => {
          if (cancelled) return;
          sounds.current = result.sounds;
          setStatus(result.complete ? 'ready' : 'error');
        },
        (error: unknown) => {
          console.error('Failed to initialize audio system:', error);
          if (cancelled) return;
          sounds.current = {};
          toast.error(AUDIO_INIT_FAILED_MESSAGE);
          setStatus('error');
        },
      );
    }
    document.addEventListener('pointerdown', load, true);
    document.addEventListener('keydown', load, true);
    return () => {
      cancelled = true;
      document.removeEventListener('pointerdown', load, true);
      document.removeEventListener('keydown', load, true);
    };
  }, [client]);

  const setMuted = useCallback((next: boolean) => {
    localStorage.setItem(SOUND_MUTED_KEY, String(next));
    setChosenMuted(next);
  }, []);

  const play = useCallback((sound: SoundName) => {
    if (isMutedStored() || !sounds.current) return;
    const audio = sounds.current[sound];
    if (!audio) {
      console.warn(`Sound ${sound} not found in loaded audio elements`);
      return;
    }
    audio.currentTime = 0;
    audio.play().catch((error: unknown) => console.error(`Error playing sound ${sound}:`, error));
  }, []);

  return { muted, setMuted, status, play };
}
