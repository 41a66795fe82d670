import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ReadAloudSettingsProps } from './ReadAloudSettings';
import { ReadAloudSettings } from './ReadAloudSettings';

const VOICES = [
  { id: 'urn:voice:daniel', label: 'Daniel (en-GB)' },
  { id: 'urn:voice:samantha', label: 'Samantha (en-US)' },
  { id: 'urn:voice:amelie', label: 'Amélie (fr-CA)' },
];

function Stateful(args: ReadAloudSettingsProps) {
  const [voiceId, setVoiceId] = useState(args.voiceId);
  const [rate, setRate] = useState(args.rate);
  const [autoRead, setAutoRead] = useState(args.autoRead);
  return (
    <ReadAloudSettings
      {...args}
      voiceId={voiceId}
      rate={rate}
      autoRead={autoRead}
      onVoiceChange={(next) => {
        setVoiceId(next);
        args.onVoiceChange(next);
      }}
      onRateChange={(next) => {
        setRate(next);
        args.onRateChange(next);
      }}
      onAutoReadChange={(next) => {
        setAutoRead(next);
        args.onAutoReadChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Game/ReadAloudSettings',
  component: ReadAloudSettings,
  args: {
    open: true,
    available: true,
    voices: VOICES,
    voiceId: null,
    rate: 1,
    rateRange: { min: 0.5, max: 1.5, step: 0.1 },
    autoRead: false,
    onVoiceChange: fn(),
    onRateChange: fn(),
    onAutoReadChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ReadAloudSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Voice' })).not.toBeVisible();
    await userEvent.click(canvas.getByText('Read aloud'));
    await expect(canvas.getByRole('combobox', { name: 'Voice' })).toBeVisible();
  },
};

export const WithVoices: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const voice = canvas.getByRole('combobox', { name: 'Voice' });
    await expect(voice).toHaveTextContent('Browser default');
    await userEvent.click(voice);
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Samantha (en-US)' }));
    await expect(args.onVoiceChange).toHaveBeenCalledWith('urn:voice:samantha');
    await expect(voice).toHaveTextContent('Samantha (en-US)');

    // The voice list hides the rest of the page from assistive technology until it has finished closing.
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    const rate = canvas.getByRole('slider', { name: 'Speaking rate' });
    await expect(rate).toHaveAttribute('aria-valuetext', '1.0 times normal speed');
    fireEvent.change(rate, { target: { value: '0.8' } });
    await expect(args.onRateChange).toHaveBeenCalledWith(0.8);
    await expect(rate).toHaveAttribute('aria-valuetext', '0.8 times normal speed');
    await expect(canvas.getByText('0.8×')).toBeVisible();

    await userEvent.click(canvas.getByRole('switch', { name: 'Read each new question automatically' }));
    await expect(args.onAutoReadChange).toHaveBeenCalledWith(true);
  },
};

export const ChosenVoiceSlowAndAutomatic: Story = {
  args: { voiceId: 'urn:voice:daniel', rate: 0.7, autoRead: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Voice' })).toHaveTextContent('Daniel (en-GB)');
    await expect(canvas.getByRole('slider', { name: 'Speaking rate' })).toHaveValue('0.7');
    await expect(canvas.getByRole('switch', { name: 'Read each new question automatically' })).toBeChecked();
  },
};

export const NoVoices: Story = {
  args: { voices: [], voiceId: 'urn:voice:gone' },
  play: async ({ canvas }) => {
    const voice = canvas.getByRole('combobox', { name: 'Voice' });
    await expect(voice).toHaveTextContent('Browser default');
    await expect(voice).toHaveAccessibleDescription('This browser lists no voices; its default voice reads.');
  },
};

export const Unavailable: Story = {
  args: { available: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your browser cannot read aloud')).toBeVisible();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
  },
};
