import type { ClipboardEvent, DragEvent, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { TextField } from '../TextField/TextField';
import {
  actions,
  dropZone,
  error as errorClass,
  fileInput,
  hint,
  legend as legendClass,
  preview,
  prompt,
  root,
} from './PictureUpload.css';

/** Where the picture is: none yet, on its way to storage, or in place at `src`. */
export type PictureUploadState =
  | { status: 'empty' }
  | { status: 'uploading' }
  | { status: 'ready'; src: string };

export interface PictureUploadProps {
  picture: PictureUploadState;
  /** The file types the picker offers, as the input's `accept` attribute. */
  accept: string;
  /** The limits, always shown under the drop zone. */
  limits: ReactNode;
  /** Why the last file was refused or failed to upload. */
  error?: ReactNode;
  altText: string;
  onAltTextChange: (altText: string) => void;
  altTextError?: ReactNode;
  attribution: string;
  onAttributionChange: (attribution: string) => void;
  /** The most characters each text may have. */
  maxTextLength?: number;
  disabled?: boolean;
  /** A file chosen with the picker, dropped on the field or pasted into it. */
  onFile: (file: File) => void;
  onRemove: () => void;
}

function firstFile(files: FileList | null | undefined): File | undefined {
  return files && files.length > 0 ? files[0] : undefined;
}

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * A question's optional picture: chosen with a file picker, dropped onto the field or pasted while the field has
 * focus; once in place it shows a preview, asks for the alt text (required) and an attribution, and can be
 * replaced or removed.
 */
export function PictureUpload({
  picture,
  accept,
  limits,
  error,
  altText,
  onAltTextChange,
  altTextError,
  attribution,
  onAttributionChange,
  maxTextLength = 300,
  disabled = false,
  onFile,
  onRemove,
}: PictureUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const limitsId = `${id}-limits`;
  const errorId = `${id}-error`;
  const busy = picture.status === 'uploading';
  const ready = picture.status === 'ready';
  const accepting = !disabled && !busy;

  const take = (file: File | undefined) => {
    if (file && accepting) onFile(file);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = accepting ? 'copy' : 'none';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    take(firstFile(event.dataTransfer.files));
  };
  // Text pasted into the alt text or attribution stays text; only a pasted file becomes the picture.
  const onPaste = (event: ClipboardEvent<HTMLFieldSetElement>) => {
    const file = firstFile(event.clipboardData.files);
    if (!file) return;
    event.preventDefault();
    take(file);
  };

  return (
    <fieldset className={root} onPaste={onPaste} aria-describedby={limitsId}>
      <legend className={legendClass}>Picture (optional)</legend>
      <div
        className={dropZone}
        data-dragging={dragging}
        data-state={error ? 'invalid' : 'valid'}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {ready && <img className={preview} src={picture.src} alt={altText.trim()} />}
        {busy ? (
          <Spinner label="Uploading the picture..." />
        ) : (
          !ready && <p className={prompt}>Drop a picture here, paste one, or choose a file.</p>
        )}
        <div className={actions}>
          <Button
            variant="secondary"
            size="sm"
            disabled={!accepting}
            busy={busy}
            busyLabel="Uploading..."
            aria-describedby={error ? `${errorId} ${limitsId}` : limitsId}
            onClick={() => input.current?.click()}
          >
            {ready ? 'Replace picture' : 'Choose a picture'}
          </Button>
          {ready && (
            <Button variant="ghost" size="sm" disabled={disabled} onClick={onRemove}>
              Remove picture
            </Button>
          )}
        </div>
        <input
          ref={input}
          className={fileInput}
          type="file"
          accept={accept}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            take(firstFile(event.target.files));
            event.target.value = '';
          }}
        />
      </div>
      <p id={limitsId} className={hint}>
        {limits}
      </p>
      {error && (
        <p id={errorId} className={errorClass} role="alert">
          {error}
        </p>
      )}
      {ready && (
        <>
          <TextField
            label="Alt text"
            required
            maxLength={maxTextLength}
            hint="Describe the picture for players who cannot see it."
            error={altTextError}
            value={altText}
            disabled={disabled}
            onChange={(event) => onAltTextChange(event.target.value)}
          />
          <TextField
            label="Attribution (optional)"
            maxLength={maxTextLength}
            hint="Who made the picture, or where it comes from."
            value={attribution}
            disabled={disabled}
            onChange={(event) => onAttributionChange(event.target.value)}
          />
        </>
      )}
    </fieldset>
  );
}
