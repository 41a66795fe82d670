import { describe, expect, it } from 'vitest';
import { muteTooltip } from './MuteToggle';

describe('muteTooltip', () => {
  it('reports a loading failure or loading before offering to mute or unmute', () => {
    expect(muteTooltip('error', false)).toBe('Some sounds failed to load');
    expect(muteTooltip('error', true)).toBe('Some sounds failed to load');
    expect(muteTooltip('loading', true)).toBe('Loading sounds...');
    expect(muteTooltip('ready', false)).toBe('Mute sounds');
    expect(muteTooltip('ready', true)).toBe('Unmute sounds');
  });
});
