import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { stageTextSizes } from '../../../theme/stage.css';

/**
 * The game components' stories at the two screens a classroom uses (a 1920×1080 projector and the 1366×768
 * laptop that drives it): each story's globals, and a decorator that gives the text sizes a game screen gives.
 */
export const projectorScreen = { viewport: { value: 'projector', isRotated: false } };
export const laptopScreen = { viewport: { value: 'laptop', isRotated: false } };

/** The text sizes a GameScreen gives the components on it, for a story of one component. */
export const onGameScreen: Decorator = (Story) => (
  <div className={stageTextSizes({ size: 'regular' })}>
    <Story />
  </div>
);

/** The least share of the viewport's height a pupil at the back of the room needs for answers, names, scores. */
export const READABLE_SHARE = 0.03;
/** The least share for the question, the largest text on the screen. */
export const QUESTION_SHARE = 0.045;

/** Fails unless the element's text takes at least this share of the viewport's height. */
export async function expectTextShare(element: Element, share: number): Promise<void> {
  await expect(parseFloat(getComputedStyle(element).fontSize) / window.innerHeight).toBeGreaterThanOrEqual(
    share,
  );
}

/** Fails unless the whole element shows in the viewport as it first stands. */
export async function expectOnScreen(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
}
