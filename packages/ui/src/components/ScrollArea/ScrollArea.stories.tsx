import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { SCROLLBAR_HIDE_DELAY_MS, ScrollArea } from './ScrollArea';

const events = Array.from(
  { length: 24 },
  (_, index) => `Round ${index + 1}: Ada answered correctly, +10 points`,
);

const meta = {
  title: 'Primitives/ScrollArea',
  component: ScrollArea,
  args: {
    height: 200,
    label: 'Game History',
    style: { width: 320, border: '1px solid', borderRadius: 12 },
    children: (
      <ul style={{ margin: 0, padding: 12 }}>
        {events.map((event) => (
          <li key={event}>{event}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const scrollbarOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-orientation="vertical"]');

export const ShowsBarsOnHover: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Game History' });
    await expect(scrollbarOf(canvasElement)).toBeNull();

    await userEvent.hover(region);
    await waitFor(() => expect(scrollbarOf(canvasElement)).not.toBeNull());

    await userEvent.unhover(region);
    await pause(SCROLLBAR_HIDE_DELAY_MS / 2);
    await expect(scrollbarOf(canvasElement)).not.toBeNull();
    await waitFor(() => expect(scrollbarOf(canvasElement)).toBeNull(), {
      timeout: SCROLLBAR_HIDE_DELAY_MS * 2,
    });
  },
};

export const ShowsBarsWhileScrolling: Story = {
  args: { type: 'scroll' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Game History' });
    await userEvent.hover(region);
    await expect(scrollbarOf(canvasElement)).toBeNull();

    region.scrollTop = 120;
    await fireEvent.scroll(region);
    await waitFor(() => expect(scrollbarOf(canvasElement)).not.toBeNull());
    await waitFor(() => expect(scrollbarOf(canvasElement)).toBeNull(), {
      timeout: SCROLLBAR_HIDE_DELAY_MS * 3,
    });
  },
};

export const KeyboardFocusable: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('region', { name: 'Game History' })).toHaveFocus();
  },
};

export const ShortContent: Story = {
  args: { children: <p style={{ margin: 0, padding: 12 }}>No game events yet</p> },
};
