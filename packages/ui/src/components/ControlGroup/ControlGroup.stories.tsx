import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { ControlGroup } from './ControlGroup';

const started = fn();

const meta = {
  title: 'Primitives/ControlGroup',
  component: ControlGroup,
  args: { disabled: false },
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        started();
      }}
    >
      <ControlGroup {...args} className={sprinkles({ display: 'grid', gap: 'md' })}>
        <TextField label="Team name" name="team" />
        <Button type="submit">Start Game</Button>
      </ControlGroup>
    </form>
  ),
} satisfies Meta<typeof ControlGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enabled: Story = {
  play: async ({ canvasElement }) => {
    started.mockClear();
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Team name'), 'Owls');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Game' }));
    await expect(canvas.getByLabelText('Team name')).toHaveValue('Owls');
    await expect(started).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    started.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Team name')).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Team name'), 'Owls');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Game' }));
    await expect(canvas.getByLabelText('Team name')).toHaveValue('');
    await expect(started).not.toHaveBeenCalled();
  },
};
