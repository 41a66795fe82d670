import { describe, expect, it } from 'vitest';
import { DEFAULT_READ_ALOUD_SETTINGS, readAloudRate, readAloudSettings, readAloudText } from './read-aloud';

describe('readAloudText', () => {
  it('reads a question as it is written', () => {
    expect(readAloudText('What is 7 + 5?', [])).toBe('What is 7 + 5?');
  });

  it('numbers the options as the card does, with a pause after each part', () => {
    expect(readAloudText('Which is a mammal?', ['Whale', 'Shark', 'Trout!'])).toBe(
      'Which is a mammal? Option 1: Whale. Option 2: Shark. Option 3: Trout!',
    );
  });

  it('ends an unpunctuated question with a full stop and trims stray spaces', () => {
    expect(readAloudText('  Name a planet  ', [' Mars '])).toBe('Name a planet. Option 1: Mars.');
  });
});

describe('readAloudRate', () => {
  it('keeps a rate between half and one and a half times, on a tenth', () => {
    expect(readAloudRate(0.8)).toBe(0.8);
    expect(readAloudRate(0.1)).toBe(0.5);
    expect(readAloudRate(4)).toBe(1.5);
    expect(readAloudRate(1.2345)).toBe(1.2);
  });

  it('falls back to normal speed for anything that is not a number', () => {
    expect(readAloudRate('fast')).toBe(1);
    expect(readAloudRate(Number.NaN)).toBe(1);
    expect(readAloudRate(undefined)).toBe(1);
  });
});

describe('readAloudSettings', () => {
  it('keeps valid stored settings', () => {
    expect(readAloudSettings({ voiceURI: 'Daniel', rate: 0.7, autoRead: true })).toEqual({
      voiceURI: 'Daniel',
      rate: 0.7,
      autoRead: true,
    });
  });

  it('puts each damaged or missing field back to its default', () => {
    expect(readAloudSettings({ voiceURI: '', rate: 'quick', autoRead: 'yes' })).toEqual(
      DEFAULT_READ_ALOUD_SETTINGS,
    );
    expect(readAloudSettings(null)).toEqual(DEFAULT_READ_ALOUD_SETTINGS);
    expect(readAloudSettings([1, 2])).toEqual(DEFAULT_READ_ALOUD_SETTINGS);
  });
});
