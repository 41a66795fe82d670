import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyQuestionSetDialog } from './CopyQuestionSetDialog';
import type { CopyQuestionSetDialogProps } from './CopyQuestionSetDialog';

const meta = {
  title: 'Site/CopyQuestionSetDialog',
  component: CopyQuestionSetDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    sourceName: 'Telling Time',
    canCopy: true,
    name: 'Telling Time (Copy)',
    onNameChange: fn(),
    onCopy: fn(),
  },
} satisfies Meta<typeof CopyQuestionSetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Holds the typed name, as a screen does. */
function Controlled(args: CopyQuestionSetDialogProps) {
  const [name, setName] = useState(args.name);
  return (
    <CopyQuestionSetDialog
      {...args}
      name={name}
      onNameChange={(typed) => {
        setName(typed);
        args.onNameChange(typed);
      }}
    />
  );
}

export const Form: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Copy Question Set' });
    const name = within(dialog).getByRole('textbox', { name: 'New name' });
    await expect(name).toHaveValue('Telling Time (Copy)');
    await userEvent.clear(name);
    await userEvent.type(name, 'Clock practice{Enter}');
    await expect(args.onNameChange).toHaveBeenLastCalledWith('Clock practice');
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const PremiumGate: Story = {
  args: { canCopy: false },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Copy Question Set' });
    const gate = within(dialog).getByRole('region', { name: 'Premium Feature' });
    await expect(gate).toHaveTextContent('This feature is only available with a premium subscription.');
    await expect(within(gate).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const Unavailable: Story = {
  args: { canCopy: false, unavailable: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Copy Question Set' });
    const gate = within(dialog).getByRole('region', { name: 'Feature Unavailable' });
    await expect(gate).toHaveTextContent('This feature is currently unavailable.');
    await expect(within(dialog).queryByRole('link', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const Copying: Story = {
  args: { copying: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Copy Question Set' });
    await expect(within(dialog).getByRole('textbox', { name: 'New name' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Copying...' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { error: 'The name of a question set must be 1 to 100 characters.', name: '' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Copy Question Set' });
    await expect(within(dialog).getByText('The question set was not copied')).toBeInTheDocument();
    await expect(dialog).toHaveTextContent('The name of a question set must be 1 to 100 characters.');
    await expect(within(dialog).getByRole('button', { name: 'Copy Question Set' })).toBeEnabled();
  },
};
