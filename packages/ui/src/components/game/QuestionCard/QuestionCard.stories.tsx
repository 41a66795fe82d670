import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AnswerReveal } from '../AnswerReveal/AnswerReveal';
import { FeedbackOverlay } from '../FeedbackOverlay/FeedbackOverlay';
import { QuestionCard } from './QuestionCard';

const planetSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">
<rect width="480" height="320" fill="#0b1d33"/>
<circle cx="240" cy="160" r="90" fill="#e3b26b"/>
<path d="M150 150h180M160 175h160" stroke="#b9824a" stroke-width="10"/>
<ellipse cx="240" cy="170" rx="170" ry="34" fill="none" stroke="#f3dfb5" stroke-width="8"/>
</svg>`;
const planet = {
  src: `data:image/svg+xml,${encodeURIComponent(planetSvg)}`,
  alt: 'A golden planet circled by a wide, pale ring',
  attribution: 'Illustration: Quiz Coop',
};

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
