import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AnswerReveal } from '../AnswerReveal/AnswerReveal';
import { FeedbackOverlay } from '../FeedbackOverlay/FeedbackOverlay';
import {
  QUESTION_SHARE,
  READABLE_SHARE,
  expectOnScreen,
  expectTextShare,
  laptopScreen,
  onGameScreen,
  projectorScreen,
} from '../internal/classroomScreens';
import { planet } from '../internal/samplePicture';
import { MultipleChoiceGrid } from '../MultipleChoiceGrid/MultipleChoiceGrid';
import { QuestionCard } from './QuestionCard';

const meta = {
  title: 'Game/QuestionCard',
  component: QuestionCard,
  args: { question: 'Which planet has the most famous rings?' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuestionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const TextOnly: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('article', { name: 'Which planet has the most famous rings?' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const WithImage: Story = {
  args: { media: planet },
  play: async ({ canvas }) => {
    const enlarge = canvas.getByRole('button', { name: `Enlarge image: ${planet.alt}` });
    await waitFor(() => expect(enlarge).toHaveAttribute('data-state', 'loaded'));
    await expect(canvas.queryByRole('status', { name: 'Loading image...' })).toBeNull();
    await expect(canvas.getByText('Illustration: Quiz Coop')).toBeVisible();
    const image = enlarge.querySelector('img') as HTMLImageElement;
    await expect(image).toHaveAttribute('alt', planet.alt);
    await expect(parseFloat(getComputedStyle(image).maxHeight)).toBeCloseTo(window.innerHeight * 0.6, 0);
  },
};

export const ImageLoading: Story = {
  args: { media: planet, mediaStatus: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading image...');
  },
};

export const ImageUnavailable: Story = {
  args: { media: { src: 'data:image/png;base64,broken', alt: 'A map of the seven continents' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('A map of the seven continents')).toBeVisible());
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const EnlargeImage: Story = {
  args: { media: planet },
  play: async ({ canvas, canvasElement }) => {
    const enlarge = canvas.getByRole('button', { name: `Enlarge image: ${planet.alt}` });
    await userEvent.click(enlarge);
    const dialog = await page(canvasElement).findByRole('dialog', { name: planet.alt });
    const image = within(dialog).getByRole('img', { name: planet.alt });
    await expect(parseFloat(getComputedStyle(image).maxHeight)).toBeCloseTo(window.innerHeight * 0.8, 0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(enlarge).toHaveFocus();
  },
};

export const EnlargeWithKeyboard: Story = {
  args: { media: planet },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Enlarge image/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The card as the game shows it: the answer area inside, and the feedback covering the whole card. */
export const WithAnswerAndFeedback: Story = {
  args: {
    media: planet,
    children: (
      <>
        <AnswerReveal
          answer="Saturn"
          revealed
          markingDisabled
          onReveal={fn()}
          onCorrect={fn()}
          onIncorrect={fn()}
          onContinue={fn()}
        />
        <FeedbackOverlay result="correct" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Correct!')).toBeInTheDocument();
    await expect(canvas.getByText('Answer:').parentElement).toHaveTextContent('Answer: Saturn');
  },
};

/** The card's tools (Read aloud, in the game) sit in its corner; the question's first line makes room for them. */
export const WithTools: Story = {
  args: { tools: <button type="button">Read aloud (R)</button> },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Which planet has the most famous rings?' });
    const tool = canvas.getByRole('button', { name: 'Read aloud (R)' });
    await expect(card).toContainElement(tool);
    const question = canvas.getByText('Which planet has the most famous rings?');
    await expect(tool.getBoundingClientRect().top).toBeLessThan(question.getBoundingClientRect().bottom);
  },
};

/**
 * A set written in Spanish: the question and its options carry the set's language, so a screen reader reads
 * them in Spanish, while the card and its tools keep the page's.
 */
export const InTheSetsLanguage: Story = {
  args: {
    question: '¿Qué planeta tiene los anillos más famosos?',
    lang: 'es',
    tools: <button type="button">Read aloud (R)</button>,
    children: (
      <MultipleChoiceGrid
        lang="es"
        options={[
          { id: 'saturno', text: 'Saturno', isCorrect: true },
          { id: 'marte', text: 'Marte', isCorrect: false },
        ]}
        phase="idle"
        onSelect={fn()}
        onContinue={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: '¿Qué planeta tiene los anillos más famosos?' });
    await expect(card).not.toHaveAttribute('lang');
    await expect(canvas.getByText('¿Qué planeta tiene los anillos más famosos?')).toHaveAttribute(
      'lang',
      'es',
    );
    await expect(canvas.getByText('Saturno')).toHaveAttribute('lang', 'es');
    await expect(canvas.getByText('Marte')).toHaveAttribute('lang', 'es');
    const tool = canvas.getByRole('button', { name: 'Read aloud (R)' });
    await expect(tool.closest('[lang]')?.getAttribute('lang')).not.toBe('es');
  },
};

/**
 * Filling a game screen's stage: the picture and the answers side by side, the picture scaled to the room the
 * question leaves, the text at the screen's sizes, and all of it on the first screen.
 */
export const FillingTheStageOnProjector: Story = {
  args: {
    media: planet,
    fillHeight: true,
    style: { height: '100%' },
    children: (
      <MultipleChoiceGrid
        options={[
          { id: 'saturn', text: 'Saturn', isCorrect: true },
          { id: 'mars', text: 'Mars', isCorrect: false },
          { id: 'venus', text: 'Venus', isCorrect: false },
          { id: 'mercury', text: 'Mercury', isCorrect: false },
        ]}
        phase="idle"
        onSelect={fn()}
        onContinue={fn()}
      />
    ),
  },
  globals: projectorScreen,
  decorators: [
    (Story) => (
      <div style={{ height: '70vh' }}>
        <Story />
      </div>
    ),
    onGameScreen,
  ],
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Enlarge image/ })).toHaveAttribute('data-state', 'loaded'),
    );
    await expectTextShare(canvas.getByText('Which planet has the most famous rings?'), QUESTION_SHARE);
    const picture = canvas.getByRole('img', { name: planet.alt });
    await expectOnScreen(picture);
    for (const option of canvas.getAllByRole('button', { name: /^(Saturn|Mars|Venus|Mercury)$/ })) {
      await expectTextShare(option, READABLE_SHARE);
      await expectOnScreen(option);
      await expect(option.getBoundingClientRect().left).toBeGreaterThan(
        picture.getBoundingClientRect().right,
      );
    }
  },
};

export const FillingTheStageOnLaptop: Story = {
  ...FillingTheStageOnProjector,
  globals: laptopScreen,
};
