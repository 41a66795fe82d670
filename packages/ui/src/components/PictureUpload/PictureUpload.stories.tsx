import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PictureUpload } from './PictureUpload';

const LIMITS =
  'Pictures must be PNG, JPEG, WebP or GIF, at most 5 MB. SVG pictures are only for the official library.';

// A small drawing of a sun, so the story needs no file of its own.
const SUN = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#bde0fe"/><circle cx="80" cy="60" r="30" fill="#ffb703"/></svg>',
)}`;

const meta = {
  title: 'Library/PictureUpload',
  component: PictureUpload,
  args: {
    picture: { status: 'empty' },
    accept: 'image/png,image/jpeg,image/webp,image/gif',
    limits: LIMITS,
    altText: '',
    attribution: '',
    onAltTextChange: fn(),
    onAttributionChange: fn(),
    onFile: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof PictureUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Picture (optional)' })).toBeInTheDocument();
    const choose = canvas.getByRole('button', { name: 'Choose a picture' });
    await expect(choose).toHaveAccessibleDescription(LIMITS);
    await userEvent.tab();
    await expect(choose).toHaveFocus();
    const file = new File([new Uint8Array([1, 2, 3])], 'cow.png', { type: 'image/png' });
    await userEvent.upload(canvasElement.querySelector('input[type="file"]')!, file);
    await expect(args.onFile).toHaveBeenCalledWith(file);
    await expect(canvas.queryByRole('textbox', { name: /Alt text/ })).not.toBeInTheDocument();
  },
};

export const PastedPicture: Story = {
  play: async ({ args, canvasElement }) => {
    const choose = within(canvasElement).getByRole('button', { name: 'Choose a picture' });
    choose.focus();
    const pasted = new DataTransfer();
    const file = new File([new Uint8Array([4, 5, 6])], 'screenshot.png', { type: 'image/png' });
    pasted.items.add(file);
    await userEvent.paste(pasted);
    await expect(args.onFile).toHaveBeenCalledWith(file);
  },
};

export const Uploading: Story = {
  args: { picture: { status: 'uploading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading the picture...');
    await expect(canvas.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  },
};

export const UploadFailed: Story = {
  args: { error: 'The picture could not be uploaded. Please try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be uploaded');
    await expect(canvas.getByRole('button', { name: 'Choose a picture' })).toBeEnabled();
  },
};

export const InvalidFile: Story = {
  args: {
    error:
      'SVG pictures cannot be uploaded: only the official library uses them. Pictures must be PNG, JPEG, WebP or GIF, at most 5 MB.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('SVG pictures cannot be uploaded');
    await expect(canvas.getByRole('button', { name: 'Choose a picture' })).toHaveAccessibleDescription(
      expect.stringContaining('SVG pictures cannot be uploaded') as unknown as string,
    );
  },
};

export const WithPicture: Story = {
  args: {
    picture: { status: 'ready', src: SUN },
    altText: 'A yellow sun in a blue sky',
    attribution: 'Drawn by the class',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'A yellow sun in a blue sky' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Alt text/ })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Attribution (optional)' })).toHaveValue(
      'Drawn by the class',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove picture' }));
    await expect(args.onRemove).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Replace picture' })).toBeEnabled();
  },
};

export const WithPictureMissingAltText: Story = {
  args: {
    picture: { status: 'ready', src: SUN },
    altTextError: 'Describe the picture in the alt text, for players who cannot see it.',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alt = canvas.getByRole('textbox', { name: /Alt text/ });
    await expect(alt).toBeInvalid();
    await expect(alt).toHaveAccessibleDescription(
      expect.stringContaining('Describe the picture') as unknown as string,
    );
    await userEvent.type(alt, 'A sun');
    await expect(args.onAltTextChange).toHaveBeenCalled();
  },
};
