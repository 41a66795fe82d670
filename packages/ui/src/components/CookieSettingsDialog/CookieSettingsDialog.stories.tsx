import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CookieSettingsDialog } from './CookieSettingsDialog';

const meta = {
  title: 'Site/CookieSettingsDialog',
  component: CookieSettingsDialog,
  args: { open: true, onOpenChange: fn(), onSave: fn() },
} satisfies Meta<typeof CookieSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Cookie Settings' });

export const NothingChosenYet: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    const necessary = dialog.getByRole('switch', { name: 'Necessary' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    for (const name of ['Analytics', 'Preferences', 'Marketing']) {
      await expect(dialog.getByRole('switch', { name })).not.toBeChecked();
    }
  },
};

export const SaveChosenCategories: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('switch', { name: 'Analytics' }));
    dialog.getByRole('switch', { name: 'Marketing' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Preferences' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      necessary: true,
      analytics: true,
      preferences: false,
      marketing: true,
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const StartsFromStoredChoice: Story = {
  args: { value: { necessary: true, analytics: false, preferences: true, marketing: false } },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('switch', { name: 'Preferences' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Accept All' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      necessary: true,
      analytics: true,
      preferences: true,
      marketing: true,
    });
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
