import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GAME_SCREEN_ATTRIBUTE } from '../../internal/gameScreenMark';
import { laptopScreen, projectorScreen } from '../game/internal/classroomScreens';
import { ShareFeedbackButton } from './ShareFeedbackButton';

const meta = {
  title: 'Site/ShareFeedbackButton',
  component: ShareFeedbackButton,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 200 }}>{Story()}</div>],
} satisfies Meta<typeof ShareFeedbackButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Share Feedback' });
    await expect(link).toHaveAttribute('href', '/report-problem');
    await expect(getComputedStyle(link).position).toBe('fixed');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Beside a game screen, which nothing may cover, it sits in the flow of the page instead. */
export const BesideAGameScreen: Story = {
  decorators: [
    (Story) => (
      <>
        <div {...{ [GAME_SCREEN_ATTRIBUTE]: '' }}>The game</div>
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Share Feedback' });
    await expect(getComputedStyle(link).position).toBe('static');
    await expect(link).toHaveAttribute('href', '/report-problem');
  },
};

export const BesideAGameOnProjector: Story = {
  ...BesideAGameScreen,
  globals: projectorScreen,
};

export const BesideAGameOnLaptop: Story = {
  ...BesideAGameScreen,
  globals: laptopScreen,
};
