import type { HTMLAttributes, ReactNode } from 'react';
import { forwardRef, useId, useState } from 'react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { cx } from '../../../internal/classNames';
import { Dialog } from '../../Dialog/Dialog';
import { Spinner } from '../../Spinner/Spinner';
import {
  answers,
  attribution as attributionStyle,
  body,
  card,
  enlargeButton,
  enlargedImage,
  enlargedPanel,
  figure,
  image,
  imageSlot,
  question as questionStyle,
  spinner,
  tools as toolsStyle,
  top,
  unavailable,
} from './QuestionCard.css';

export interface QuestionMedia {
  src: string;
  alt: string;
  /** Credit for the image, shown under it. */
  attribution?: ReactNode;
}

export type MediaStatus = 'loading' | 'loaded' | 'error';

export interface QuestionCardProps extends HTMLAttributes<HTMLElement> {
  question: ReactNode;
  media?: QuestionMedia | null;
  /** The card follows the image's own load events; set this to show a known state instead. */
  mediaStatus?: MediaStatus;
  /** The answer area (AnswerReveal or MultipleChoiceGrid) and the FeedbackOverlay, which covers the card. */
  children?: ReactNode;
  /**
   * Controls for the question itself, such as Read aloud: in the card's top corner, where the question's first
   * line makes room for them, so they take no row of their own.
   */
  tools?: ReactNode;
  /**
   * The card fills the height its container gives it (a game screen's stage), its content centred, and its
   * picture scaled to the room left beside or above the answers. Otherwise the card is as tall as its content.
   */
  fillHeight?: boolean;
  /**
   * The language of the question set (a BCP 47 tag), marked on the question's own text alone, so a screen
   * reader pronounces it in that language while the card's controls keep the page's.
   */
  lang?: string;
}

interface QuestionImageProps {
  media: QuestionMedia;
  statusOverride: MediaStatus | undefined;
}

function QuestionImage({ media, statusOverride }: QuestionImageProps) {
  const [loadStatus, setLoadStatus] = useState<MediaStatus>('loading');
  const [enlarged, setEnlarged] = useState(false);
  const status = statusOverride ?? loadStatus;
  return (
    <Dialog.Root open={enlarged} onOpenChange={setEnlarged}>
      <figure className={figure}>
        {status === 'error' ? (
          <p className={unavailable}>{media.alt}</p>
        ) : (
          <div className={imageSlot}>
            <Dialog.Trigger asChild>
              <button
                type="button"
                className={enlargeButton}
                data-state={status}
                aria-label={`Enlarge image: ${media.alt}`}
              >
                <img
                  className={image}
                  src={media.src}
                  alt={media.alt}
                  onLoad={() => setLoadStatus('loaded')}
                  onError={() => setLoadStatus('error')}
                />
                {status === 'loading' ? (
                  <Spinner className={spinner} size="lg" label="Loading image..." />
                ) : null}
              </button>
            </Dialog.Trigger>
          </div>
        )}
        {media.attribution ? <figcaption className={attributionStyle}>{media.attribution}</figcaption> : null}
      </figure>
      <Dialog.Content size="full" className={enlargedPanel} aria-describedby={undefined}>
        <VisuallyHidden>
          <Dialog.Title>{media.alt}</Dialog.Title>
        </VisuallyHidden>
        <img className={enlargedImage} src={media.src} alt={media.alt} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * The question being asked: its text, an optional image that opens larger, and the answer area below it, or
 * beside the image when the card is wide enough for both.
 */
export const QuestionCard = forwardRef<HTMLElement, QuestionCardProps>(function QuestionCard(
  { question, media, mediaStatus, tools, fillHeight = false, lang, children, className, ...rest },
  ref,
) {
  const questionId = useId();
  return (
    <article
      ref={ref}
      aria-labelledby={questionId}
      className={cx(card, className)}
      data-fill={fillHeight || undefined}
      {...rest}
    >
      <div className={top}>
        {tools ? <div className={toolsStyle}>{tools}</div> : null}
        <p id={questionId} className={questionStyle} lang={lang}>
          {question}
        </p>
      </div>
      <div className={body} data-media={media ? 'picture' : 'none'}>
        {media ? <QuestionImage key={media.src} media={media} statusOverride={mediaStatus} /> : null}
        <div className={answers}>{children}</div>
      </div>
    </article>
  );
});
