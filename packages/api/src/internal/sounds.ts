import type { SoundName } from '@quizcoop/engine/rules';
import type { BackendClient } from './client';

/** The game's five sounds, each an mp3 file in the private `sounds` bucket. */
export const SOUND_NAMES: readonly SoundName[] = ['correct', 'incorrect', 'coin', 'wheel', 'reveal'];

export const SOUNDS_BUCKET = 'sounds';

/** A signed sound URL lasts an hour, longer than any lesson, so a game never loses its sounds midway. */
export const SOUND_URL_LIFETIME_SECONDS = 3600;

/** The toast for one sound that could not be loaded. */
export function soundLoadFailedMessage(sound: SoundName): string {
  return `Failed to load ${sound} sound`;
}

/** The toast when the audio system as a whole cannot start. */
export const AUDIO_INIT_FAILED_MESSAGE = 'Failed to initialize audio system';

export interface SoundUrls {
  /** A signed URL for each sound the storage could sign. */
  urls: Partial<Record<SoundName, string>>;
  /** Sounds without a URL; the game treats them as absent. */
  failed: SoundName[];
}

/** A signed URL for one sound file, or null when storage refuses it. */
export async function getSoundUrl(client: BackendClient, sound: SoundName): Promise<string | null> {
  const { data, error } = await (await client.storage())
    .from(SOUNDS_BUCKET)
    .createSignedUrl(`${sound}.mp3`, SOUND_URL_LIFETIME_SECONDS);
  if (error || !data?.signedUrl) {
    console.error(`Could not get signed URL for sound ${sound}:`, error?.message ?? 'no URL returned');
    return null;
  }
  return data.signedUrl;
}

/** Signed URLs for all five sounds, asked for together; a sound that fails is reported, never thrown. */
export async function getSoundUrls(client: BackendClient): Promise<SoundUrls> {
  const signed = await Promise.all(
    SOUND_NAMES.map(async (sound) => [sound, await getSoundUrl(client, sound)] as const),
  );
  const urls: Partial<Record<SoundName, string>> = {};
  const failed: SoundName[] = [];
  for (const [sound, url] of signed) {
    if (url) urls[sound] = url;
    else failed.push(sound);
  }
  return { urls, failed };
}
