import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileMenu } from './ProfileMenu';

const meta = {
  title: 'Site/ProfileMenu',
  component: ProfileMenu,
  parameters: { layout: 'centered' },
  args: { userName: 'ms_hen', onLogout: fn() },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Profile menu/ }));
  return page(canvasElement).findByRole('menu');
}

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'My Profile (opens in a new tab)',
      'Reports',
      'Upgrade to Premium',
      'Help Center (opens in a new tab)',
      'Logout',
    ]);
    await expect(items[0]).toHaveAttribute('href', '/profile');
    await expect(items[0]).toHaveAttribute('target', '_blank');
    await expect(items[1]).toHaveAttribute('href', '/reports');
    await expect(items[1]).not.toHaveAttribute('target');
    await expect(items[2]).toHaveAttribute('href', '/pricing');
    await expect(items[3]).toHaveAttribute('href', '/help');
    await expect(items[3]).toHaveAttribute('target', '_blank');
  },
};

export const Admin: Story = {
  args: { showAdmin: true },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  },
};

export const Premium: Story = {
  args: { showUpgrade: false },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(
      within(menu).queryByRole('menuitem', { name: 'Upgrade to Premium' }),
    ).not.toBeInTheDocument();
    await expect(within(menu).queryByRole('menuitem', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  },
};

export const LogoutWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Profile menu for ms_hen' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const WithoutName: Story = { args: { userName: undefined } };

export const OpenOnArrival: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible());
    await expect(
      within(canvasElement).getByRole('button', { name: 'Profile menu for ms_hen' }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};
