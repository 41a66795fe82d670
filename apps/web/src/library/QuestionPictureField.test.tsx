import type { QuestionPictureDraft } from '@quizcoop/api';
import { BackendProvider } from '@quizcoop/api/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage, offlineClient, signedInEntries } from '../testing/offlineBackend';
import { QuestionPictureField } from './QuestionPictureField';

const LIMITS = 'Pictures must be PNG, JPEG, WebP or GIF, at most 5 MB.';

// The picker's accept list would hide a wrong file; a teacher can still drop or paste one, so all are offered.
const user = () => userEvent.setup({ applyAccept: false });

function renderField(
  picture: QuestionPictureDraft = {},
  { signedIn = true, altTextError }: { signedIn?: boolean; altTextError?: string } = {},
) {
  const onChange = vi.fn();
  const client = offlineClient(memoryStorage(signedIn ? signedInEntries() : {}));
  render(
    <BackendProvider client={client}>
      <QuestionPictureField
        picture={picture}
        onChange={onChange}
        savedPictureSrc="https://pictures.example/cow.png"
        altTextError={altTextError}
      />
    </BackendProvider>,
  );
  return { onChange };
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const file = (name: string, type: string, bytes = 16) => new File([new Uint8Array(bytes)], name, { type });

describe('QuestionPictureField', () => {
  it('states the limits, SVG included, before anything is chosen', () => {
    renderField();
    const choose = screen.getByRole('button', { name: 'Choose a picture' });
    expect(choose).toHaveAccessibleDescription(expect.stringContaining(LIMITS));
    expect(choose).toHaveAccessibleDescription(expect.stringContaining('SVG'));
    expect(screen.queryByRole('textbox', { name: /Alt text/ })).not.toBeInTheDocument();
  });

  it('refuses an SVG and a file that is not a picture, saying the limits', async () => {
    const { onChange } = renderField();
    await user().upload(fileInput(), file('drawing.svg', 'image/svg+xml'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `SVG pictures cannot be uploaded: only the official library uses them. ${LIMITS}`,
    );
    await user().upload(fileInput(), file('worksheet.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `This file is not a picture that can be used. ${LIMITS}`,
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a picture over 5 MB', async () => {
    const { onChange } = renderField();
    await user().upload(fileInput(), file('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(`This picture is larger than 5 MB. ${LIMITS}`);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks a visitor to sign in, and says when the upload fails', async () => {
    renderField({}, { signedIn: false });
    await user().upload(fileInput(), file('cow.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in to upload pictures.');

    document.body.innerHTML = '';
    renderField();
    await user().upload(fileInput(), file('cow.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The picture could not be uploaded. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Choose a picture' })).toBeEnabled();
  });

  it('requires alt text for a picture the question shows, and reports each text as it is typed', async () => {
    const { onChange } = renderField(
      { mediaUrl: 'teacher/cow.png', mediaType: 'image/png', mediaAlt: '' },
      { altTextError: 'Describe the picture in the alt text, for players who cannot see it.' },
    );
    const alt = screen.getByRole('textbox', { name: /Alt text/ });
    expect(alt).toBeRequired();
    expect(alt).toBeInvalid();
    expect(alt).toHaveAccessibleDescription(expect.stringContaining('Describe the picture in the alt text'));
    await user().type(alt, 'A');
    expect(onChange).toHaveBeenLastCalledWith({ mediaAlt: 'A' });
    await user().type(screen.getByRole('textbox', { name: 'Attribution (optional)' }), 'B');
    expect(onChange).toHaveBeenLastCalledWith({ mediaAttribution: 'B' });
  });

  it('removes the picture with its texts', async () => {
    const { onChange } = renderField({
      mediaUrl: 'teacher/cow.png',
      mediaType: 'image/png',
      mediaAlt: 'A cow',
    });
    expect(screen.getByRole('img', { name: 'A cow' })).toHaveAttribute(
      'src',
      'https://pictures.example/cow.png',
    );
    await user().click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(onChange).toHaveBeenCalledWith({
      mediaUrl: undefined,
      mediaType: undefined,
      mediaAlt: undefined,
      mediaAttribution: undefined,
    });
  });
});
