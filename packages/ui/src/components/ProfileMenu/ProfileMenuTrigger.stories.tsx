import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileMenu } from './ProfileMenu';
import { ProfileMenuTrigger } from './ProfileMenuTrigger';

const meta = {
  title: 'Site/ProfileMenuTrigger',
  component: ProfileMenuTrigger,
  parameters: { layout: 'centered' },
  args: { userName: 'ms_hen' },
} satisfies Meta<typeof ProfileMenuTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SameAsTheMenusButton: Story = {
  render: (args) => (
    <div>
      <ProfileMenuTrigger {...args} data-testid="alone" />
      <ProfileMenu userName={args.userName} onLogout={() => undefined} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [alone, inMenu] = within(canvasElement).getAllByRole('button', { name: 'Profile menu for ms_hen' });
    await expect(alone).toHaveTextContent('ms_hen');
    await expect(alone!.className).toBe(inMenu!.className);
    await expect(alone!.getBoundingClientRect().width).toBe(inMenu!.getBoundingClientRect().width);
  },
};
