import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { GameKeepingSettingsProps } from './GameKeepingSettings';
import { GameKeepingSettings } from './GameKeepingSettings';

const retentionOptions = [
  { value: 'forever', label: 'Never: keep them until I delete them' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
];

/** The settings as a screen holds them while they are saved. */
function Settings({
  keepGames: keptAtFirst,
  retention: retainedAtFirst,
  onKeepGamesChange,
  onRetentionChange,
  ...rest
}: GameKeepingSettingsProps) {
  const [keepGames, setKeepGames] = useState(keptAtFirst);
  const [retention, setRetention] = useState(retainedAtFirst);
  return (
    <GameKeepingSettings
      {...rest}
      keepGames={keepGames}
      retention={retention}
      onKeepGamesChange={(next) => {
        setKeepGames(next);
        onKeepGamesChange(next);
      }}
      onRetentionChange={(next) => {
        setRetention(next);
        onRetentionChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Reports/GameKeepingSettings',
  component: Settings,
  args: {
    keepGames: true,
    retention: 'forever',
    retentionOptions,
    onKeepGamesChange: fn(),
    onRetentionChange: fn(),
  },
} satisfies Meta<typeof Settings>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const KeepingGames: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const keep = canvas.getByRole('switch', { name: 'Keep my games for reports' });
    await expect(keep).toBeChecked();
    const retention = canvas.getByRole('combobox', { name: 'Delete kept games older than' });
    await expect(retention).toHaveTextContent('Never: keep them until I delete them');

    await userEvent.click(keep);
    await expect(args.onKeepGamesChange).toHaveBeenCalledWith(false);
    await expect(keep).not.toBeChecked();

    await userEvent.click(retention);
    await userEvent.click(await page(canvasElement).findByRole('option', { name: '90 days' }));
    await expect(args.onRetentionChange).toHaveBeenCalledWith('90');
    await expect(retention).toHaveTextContent('90 days');
    // The list hides the rest of the page from assistive technology until it has finished closing.
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
  },
};

export const Saving: Story = {
  args: { disabled: true, keepGames: false, retention: '365' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Keep my games for reports' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Delete kept games older than' })).toBeDisabled();
  },
};

export const OnAPhone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
