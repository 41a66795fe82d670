import { describe, expect, it } from 'vitest';
import type { GameKeyBindings } from './gameKeys';
import { gameKeyAction } from './gameKeys';

const noop = () => undefined;

function press(key: string, target: Element = document.body, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

function element(html: string): Element {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-target]')!;
}

describe('gameKeyAction', () => {
  const answering: GameKeyBindings = { showAnswer: noop };
  const marking: GameKeyBindings = { correct: noop, incorrect: noop };

  it('shows the answer with Space or Enter', () => {
    expect(gameKeyAction(press(' '), answering)).toBe('showAnswer');
    expect(gameKeyAction(press('Enter'), answering)).toBe('showAnswer');
  });

  it('marks with C and X in either case, pulls the lever with L and undoes with U', () => {
    expect(gameKeyAction(press('c'), marking)).toBe('correct');
    expect(gameKeyAction(press('X'), marking)).toBe('incorrect');
    expect(gameKeyAction(press('l'), { pullLever: noop })).toBe('pullLever');
    expect(gameKeyAction(press('U'), { undo: noop })).toBe('undo');
    expect(gameKeyAction(press('u'), marking)).toBeNull();
  });

  it('reads the question aloud with R while reading aloud is offered', () => {
    expect(gameKeyAction(press('r'), { readAloud: noop })).toBe('readAloud');
    expect(gameKeyAction(press('R'), { ...marking, readAloud: noop })).toBe('readAloud');
    expect(gameKeyAction(press('r'), marking)).toBeNull();
    expect(gameKeyAction(press('r', element('<input data-target>')), { readAloud: noop })).toBeNull();
  });

  it('goes fullscreen and back with F where the page can', () => {
    expect(gameKeyAction(press('f'), { ...marking, fullscreen: noop })).toBe('fullscreen');
    expect(gameKeyAction(press('F'), { fullscreen: noop })).toBe('fullscreen');
    expect(gameKeyAction(press('f'), marking)).toBeNull();
  });

  it('continues with Enter once the card offers Continue', () => {
    expect(gameKeyAction(press('Enter'), { continue: noop })).toBe('continue');
  });

  it('ignores keys the current step does not offer', () => {
    expect(gameKeyAction(press('c'), answering)).toBeNull();
    expect(gameKeyAction(press(' '), marking)).toBeNull();
    expect(gameKeyAction(press('q'), marking)).toBeNull();
  });

  it('leaves typing in a field alone', () => {
    expect(gameKeyAction(press('c', element('<input data-target />')), marking)).toBeNull();
    expect(gameKeyAction(press(' ', element('<textarea data-target></textarea>')), answering)).toBeNull();
  });

  it('lets a focused button take Space and Enter itself, so nothing happens twice', () => {
    expect(
      gameKeyAction(press('Enter', element('<button data-target>Setup</button>')), answering),
    ).toBeNull();
    expect(gameKeyAction(press('c', element('<button data-target>Setup</button>')), marking)).toBe('correct');
  });

  it('stays out of open dialogs and shortcuts with modifier keys', () => {
    const inDialog = element('<div role="dialog"><p data-target>Results</p></div>');
    expect(gameKeyAction(press('Enter', inDialog), { continue: noop })).toBeNull();
    expect(gameKeyAction(press('c', document.body, { ctrlKey: true }), marking)).toBeNull();
    expect(gameKeyAction(press('x', document.body, { repeat: true }), marking)).toBeNull();
  });
});
