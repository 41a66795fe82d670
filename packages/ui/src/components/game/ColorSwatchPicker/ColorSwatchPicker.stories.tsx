import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { palette } from '../../../theme/theme.css';
import { ColorSwatchPicker } from './ColorSwatchPicker';

const meta = {
  title: 'Game/ColorSwatchPicker',
  component: ColorSwatchPicker,
  args: { label: 'Player 1 colour', value: palette.roosterRed, onValueChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <ColorSwatchPicker
        {...args}
        value={value}
        onValueChange={(hex) => {
          setValue(hex);
          args.onValueChange(hex);
        }}
      />
    );
  },
} satisfies Meta<typeof ColorSwatchPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const swatches = canvas.getAllByRole('radio');
    await expect(swatches.map((swatch) => swatch.getAttribute('value'))).toEqual(Object.values(palette));
    await expect(canvas.getByRole('radio', { name: 'Rooster Red' })).toBeChecked();
    const shapes = canvas.getByRole('radiogroup').querySelectorAll('[data-shape]');
    await expect(new Set([...shapes].map((shape) => shape.getAttribute('data-shape'))).size).toBe(7);
  },
};

export const KeyboardChoice: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Rooster Red' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(palette.berryPurple);
    await expect(canvas.getByRole('radio', { name: 'Berry Purple' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Barn Orange' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Barn Orange' })).toHaveFocus();
  },
};

export const PointerChoice: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByTitle('Sky Blue'));
    await expect(args.onValueChange).toHaveBeenCalledWith(palette.skyBlue);
    await expect(canvas.getByRole('radio', { name: 'Sky Blue' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByTitle('Sky Blue'));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Rooster Red' })).toBeChecked();
  },
};
