import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DropdownMenu } from './DropdownMenu';

interface DemoMenuProps {
  onRename: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

function QuestionSetMenu({ onRename, onDuplicate, onDelete }: DemoMenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary">Set actions</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>Fractions</DropdownMenu.Label>
        <DropdownMenu.Item onSelect={onRename}>Rename</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={onDuplicate}>Duplicate</DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <a href="#questions">View Question Library</a>
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={onDelete} disabled>
          Delete (owner only)
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const meta = {
  title: 'Primitives/DropdownMenu',
  component: QuestionSetMenu,
  parameters: { layout: 'centered' },
  args: { onRename: fn(), onDuplicate: fn(), onDelete: fn() },
} satisfies Meta<typeof QuestionSetMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Set actions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  },
};

export const ChooseWithPointer: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Set actions' }));
    const menu = await page(canvasElement).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Rename' }));
    await expect(args.onRename).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Set actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDuplicate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await page(canvasElement).findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Set actions' }));
    const menu = await page(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'View Question Library' })).toHaveAttribute(
      'href',
      '#questions',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Delete (owner only)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
