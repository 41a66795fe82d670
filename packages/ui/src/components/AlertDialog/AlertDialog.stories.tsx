import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { AlertDialog } from './AlertDialog';

function EndGameConfirmation({ onConfirm, defaultOpen }: { onConfirm: () => void; defaultOpen?: boolean }) {
  return (
    <AlertDialog.Root defaultOpen={defaultOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant="danger">End Game</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content tone="danger">
        <AlertDialog.Title>End this game?</AlertDialog.Title>
        <AlertDialog.Description>Scores will be shown and the game returns to setup.</AlertDialog.Description>
        <AlertDialog.Actions>
          <AlertDialog.Cancel>Keep Playing</AlertDialog.Cancel>
          <AlertDialog.Action variant="danger" onClick={onConfirm}>
            End Game
          </AlertDialog.Action>
        </AlertDialog.Actions>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

const meta = {
  title: 'Primitives/AlertDialog',
  component: EndGameConfirmation,
  args: { onConfirm: fn() },
} satisfies Meta<typeof EndGameConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'End Game' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'End this game?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep Playing' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'End Game' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'End Game' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await page(canvasElement).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Open: Story = { args: { defaultOpen: true } };
