import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: {
    label: 'Analytics',
    description: 'Helps us understand which features teachers use.',
    onCheckedChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Analytics' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Helps us understand which features teachers use.');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const AlwaysOn: Story = {
  args: { label: 'Necessary', description: 'Needed for the site to work.', checked: true, disabled: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Necessary' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
