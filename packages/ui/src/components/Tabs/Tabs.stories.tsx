import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'mine', onValueChange: fn() },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Question sets">
        <Tabs.Trigger value="mine">My Sets</Tabs.Trigger>
        <Tabs.Trigger value="starred">Starred</Tabs.Trigger>
        <Tabs.Trigger value="public">Public Library</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="mine">Sets you created.</Tabs.Content>
      <Tabs.Content value="starred">Sets you starred.</Tabs.Content>
      <Tabs.Content value="public">Sets shared by other educators.</Tabs.Content>
    </Tabs.Root>
  ),
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'My Sets' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const starred = canvas.getByRole('tab', { name: 'Starred' });
    await expect(starred).toHaveFocus();
    await expect(starred).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('starred');
    await expect(canvas.getByRole('tabpanel', { name: 'Starred' })).toHaveTextContent('Sets you starred.');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Public Library' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const SecondTab: Story = { args: { defaultValue: 'starred' } };
