import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InfoIcon } from '../../internal/icons';
import { IconButton } from '../IconButton/IconButton';
import { TOOLTIP_DELAY_MS, Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  parameters: { layout: 'centered' },
  args: {
    content: 'Mute sounds',
    children: (
      <IconButton label="Sound" variant="secondary">
        <InfoIcon />
      </IconButton>
    ),
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const OpensAfterDelayOnHover: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Sound' });
    await userEvent.hover(trigger);
    await pause(TOOLTIP_DELAY_MS / 2);
    await expect(page(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument();
    await waitFor(() => expect(page(canvasElement).getByRole('tooltip')).toHaveTextContent('Mute sounds'), {
      timeout: TOOLTIP_DELAY_MS * 2,
    });
    await expect(trigger).toHaveAccessibleDescription('Mute sounds');
  },
};

export const OpensOnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Sound' })).toHaveFocus();
    await expect(await page(canvasElement).findByRole('tooltip')).toHaveTextContent('Mute sounds');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { defaultOpen: true, content: 'Some sounds failed to load', side: 'bottom' },
};

export const SkipsDelayBetweenTips: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Tooltip content="Mute sounds">
        <IconButton label="Sound" variant="secondary">
          <InfoIcon />
        </IconButton>
      </Tooltip>
      <Tooltip content="Help Center">
        <IconButton label="Help" variant="secondary">
          <InfoIcon />
        </IconButton>
      </Tooltip>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Sound' }));
    await expect(
      await page(canvasElement).findByRole('tooltip', {}, { timeout: TOOLTIP_DELAY_MS * 2 }),
    ).toHaveTextContent('Mute sounds');

    await userEvent.unhover(canvas.getByRole('button', { name: 'Sound' }));
    await userEvent.hover(canvas.getByRole('button', { name: 'Help' }));
    // Within the skip window the next tip opens without waiting the full delay again.
    await waitFor(() => expect(page(canvasElement).getByRole('tooltip')).toHaveTextContent('Help Center'), {
      timeout: TOOLTIP_DELAY_MS / 2,
    });
  },
};
