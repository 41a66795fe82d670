import { READ_ALOUD_RATE } from '@quizcoop/engine';
import { ReadAloudSettings } from '@quizcoop/ui';
import { useMemo } from 'react';
import { useIsHydrated } from '../../app/useIsHydrated';
import { useReadAloudSettings } from '../../game/readAloudSettings';
import { browserSpeech, useVoices } from '../../game/speech';

function ReadAloudControls() {
  const speech = useMemo(() => browserSpeech(), []);
  const voices = useVoices(speech);
  const [settings, change] = useReadAloudSettings();
  const voiceOptions = useMemo(
    () => voices.map((voice) => ({ id: voice.voiceURI, label: `${voice.name} (${voice.lang})` })),
    [voices],
  );
  return (
    <ReadAloudSettings
      available={speech !== null}
      voices={voiceOptions}
      voiceId={settings.voiceURI}
      rate={settings.rate}
      rateRange={READ_ALOUD_RATE}
      autoRead={settings.autoRead}
      onVoiceChange={(voiceURI) => change({ voiceURI })}
      onRateChange={(rate) => change({ rate })}
      onAutoReadChange={(autoRead) => change({ autoRead })}
    />
  );
}

/**
 * Setup's 'Read aloud' section: the voice, rate and auto-read the next games read their questions with. It
 * arrives with the play screens' code, so setup's first paint carries none of it, and it waits for the browser:
 * the voices and the tab's settings are the browser's alone.
 */
export function ReadAloudSetup() {
  return useIsHydrated() ? <ReadAloudControls /> : null;
}
