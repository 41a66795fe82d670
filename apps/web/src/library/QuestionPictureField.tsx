import type { QuestionPictureDraft } from '@quizcoop/api';
import {
  QUESTION_PICTURE_MESSAGES,
  QUESTION_PICTURE_TEXT_MAX_LENGTH,
  QUESTION_PICTURE_TYPES,
  QuestionPictureError,
  discardQuestionPicture,
  questionPictureFileProblem,
  uploadQuestionPicture,
} from '@quizcoop/api';
import { useBackendClient } from '@quizcoop/api/react';
import type { PictureUploadState } from '@quizcoop/ui';
import { PictureUpload } from '@quizcoop/ui';
import { useEffect, useRef, useState } from 'react';
import { downscalePicture } from './downscalePicture';

const ACCEPTED_TYPES = Object.keys(QUESTION_PICTURE_TYPES).join(',');

const LIMITS = `${QUESTION_PICTURE_MESSAGES.limits} SVG pictures are only for the official library and cannot be uploaded.`;

const NO_PICTURE: QuestionPictureDraft = {
  mediaUrl: undefined,
  mediaType: undefined,
  mediaAlt: undefined,
  mediaAttribution: undefined,
};

export interface QuestionPictureFieldProps {
  picture: QuestionPictureDraft;
  /** Only the fields that changed: an upload finishes while the author may be typing elsewhere. */
  onChange: (change: QuestionPictureDraft) => void;
  /** Where to show a picture the question already had when the form opened (a signed URL). */
  savedPictureSrc?: string | null;
  /** Told while a picture is on its way, so the question is not saved without it. */
  onUploadingChange?: (uploading: boolean) => void;
  /** What is wrong with the picture's texts, once the author has tried to save. */
  altTextError?: string | null;
  disabled?: boolean;
}

/**
 * A question's picture: the file is checked, made at most 1600 pixels wide and uploaded into the author's folder straight away, so saving the question only writes
 * its fields. An upload replaced or removed before the question is saved is deleted again.
 */
export function QuestionPictureField({
  picture,
  onChange,
  savedPictureSrc = null,
  onUploadingChange,
  altTextError,
  disabled = false,
}: QuestionPictureFieldProps) {
  const client = useBackendClient();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ path: string; src: string } | null>(null);
  const uploadedHere = useRef(new Set<string>());

  useEffect(() => {
    if (preview) return () => URL.revokeObjectURL(preview.src);
  }, [preview]);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  const letGo = (path: string | null | undefined) => {
    if (path && uploadedHere.current.has(path)) void discardQuestionPicture(client, path);
  };

  const choose = async (file: File) => {
    const problem = questionPictureFileProblem({ type: file.type, size: 0 });
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const smaller = await downscalePicture(file);
      const uploaded = await uploadQuestionPicture(client, smaller);
      uploadedHere.current.add(uploaded.path);
      letGo(picture.mediaUrl);
      setPreview({ path: uploaded.path, src: URL.createObjectURL(smaller) });
      onChange({ mediaUrl: uploaded.path, mediaType: uploaded.type });
    } catch (refusal) {
      setError(
        refusal instanceof QuestionPictureError ? refusal.message : QUESTION_PICTURE_MESSAGES.uploadFailed,
      );
    } finally {
      setBusy(false);
    }
  };

  const remove = () => {
    letGo(picture.mediaUrl);
    setError(null);
    onChange(NO_PICTURE);
  };

  const src = picture.mediaUrl ? (preview?.path === picture.mediaUrl ? preview.src : savedPictureSrc) : null;
  const state: PictureUploadState = uploading
    ? { status: 'uploading' }
    : src
      ? { status: 'ready', src }
      : { status: 'empty' };

  return (
    <PictureUpload
      picture={state}
      accept={ACCEPTED_TYPES}
      limits={LIMITS}
      error={error ?? undefined}
      altText={picture.mediaAlt ?? ''}
      onAltTextChange={(mediaAlt) => onChange({ mediaAlt })}
      altTextError={altTextError ?? undefined}
      attribution={picture.mediaAttribution ?? ''}
      onAttributionChange={(mediaAttribution) => onChange({ mediaAttribution })}
      maxTextLength={QUESTION_PICTURE_TEXT_MAX_LENGTH}
      disabled={disabled}
      onFile={(file) => void choose(file)}
      onRemove={remove}
    />
  );
}
