import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';
import type { DialogContentProps } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog.Content,
  args: { onOpenAutoFocus: fn() },
} satisfies Meta<typeof Dialog.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Open rules</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <Dialog.Title>How to play</Dialog.Title>
        <Dialog.Description>Players take turns answering questions and earn points.</Dialog.Description>
        <Dialog.Actions>
          <Dialog.Close asChild>
            <Button>Got it</Button>
          </Dialog.Close>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open rules' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'How to play' });
    await expect(dialog).toHaveAccessibleDescription(
      'Players take turns answering questions and earn points.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Got it' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const reopened = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(reopened).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Content {...args}>
        <Dialog.Title>Game Results!</Dialog.Title>
        <Dialog.Description>Ada wins with 45 points.</Dialog.Description>
      </Dialog.Content>
    </Dialog.Root>
  ),
};

function ClosesOnlyByChoice(args: DialogContentProps) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Content {...args}>
        <Dialog.Title>Free Limit Reached</Dialog.Title>
        <Dialog.Description>You have used this session&apos;s Score Scrambles.</Dialog.Description>
        <Dialog.Actions>
          <Button onClick={() => setOpen(false)}>Return to Setup</Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export const NonDismissable: Story = {
  args: { dismissable: false, onEscapeKeyDown: fn(), onPointerDownOutside: fn() },
  render: (args) => <ClosesOnlyByChoice {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Free Limit Reached' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await expect(args.onEscapeKeyDown).toHaveBeenCalled();
    await expect(page(canvasElement).getByRole('dialog')).toBeInTheDocument();

    const overlay = dialog.previousElementSibling;
    if (!(overlay instanceof HTMLElement))
      throw new Error('The dialog renders no overlay before its content.');
    await userEvent.click(overlay);
    await expect(args.onPointerDownOutside).toHaveBeenCalled();
    await expect(page(canvasElement).getByRole('dialog')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Return to Setup' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Large: Story = {
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Content {...args} size="lg">
        <Dialog.Title>Question image</Dialog.Title>
        <Dialog.Description>A large dialog for enlarged media and detailed tables.</Dialog.Description>
        <div style={{ height: '40vh', background: 'currentColor', opacity: 0.1, borderRadius: 12 }} />
      </Dialog.Content>
    </Dialog.Root>
  ),
};
