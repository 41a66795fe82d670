import { describe, expect, it } from 'vitest';
import { PLAYER_PALETTE } from './palette';

describe('the player palette', () => {
  it('holds seven distinct colours, each a #RRGGBB code with a name', () => {
    const colors = Object.values(PLAYER_PALETTE);
    expect(colors).toHaveLength(7);
    for (const { name, hex } of colors) {
      expect(hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(name).not.toBe('');
    }
    expect(new Set(colors.map(({ hex }) => hex)).size).toBe(7);
    expect(new Set(colors.map(({ name }) => name)).size).toBe(7);
  });

  it('lists the colours in the order the picker shows them', () => {
    expect(Object.values(PLAYER_PALETTE).map(({ name }) => name)).toEqual([
      'Farm Green',
      'Deep Yellow',
      'Barn Orange',
      'Rooster Red',
      'Berry Purple',
      'Deep Red',
      'Sky Blue',
    ]);
  });
});
