import { DEFAULT_READ_ALOUD_SETTINGS } from '@quizcoop/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { loadReadAloudSettings, READ_ALOUD_SETTINGS_KEY, saveReadAloudSettings } from './readAloudSettings';

afterEach(() => sessionStorage.clear());

describe('read-aloud settings in the tab', () => {
  it('gives the defaults until something is kept, then what was kept', () => {
    expect(loadReadAloudSettings()).toEqual(DEFAULT_READ_ALOUD_SETTINGS);
    saveReadAloudSettings({ voiceURI: 'urn:voice:Daniel', rate: 1.3, autoRead: true });
    expect(loadReadAloudSettings()).toEqual({ voiceURI: 'urn:voice:Daniel', rate: 1.3, autoRead: true });
  });

  it('falls back to the defaults for a damaged entry', () => {
    sessionStorage.setItem(READ_ALOUD_SETTINGS_KEY, '{not json');
    expect(loadReadAloudSettings()).toEqual(DEFAULT_READ_ALOUD_SETTINGS);
    sessionStorage.setItem(READ_ALOUD_SETTINGS_KEY, JSON.stringify({ rate: 9, autoRead: 'on' }));
    expect(loadReadAloudSettings()).toEqual({ voiceURI: null, rate: 1.5, autoRead: false });
  });
});
