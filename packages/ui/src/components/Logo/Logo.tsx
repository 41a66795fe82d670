import type { HTMLAttributes } from 'react';
import { forwardRef, useCallback, useState } from 'react';
import { cx } from '../../internal/classNames';
import { Skeleton } from '../Skeleton/Skeleton';
import { fallback, image, logo, placeholder, placeholderOverImage } from './Logo.css';

export type LogoState = 'loading' | 'loaded' | 'error';

/** Shown while the logo's picture loads or when it fails, so the header never stands empty. */
export const LOGO_FALLBACK_TEXT = 'Quiz Coop!';

export interface LogoProps extends HTMLAttributes<HTMLSpanElement> {
  /** The logo image's address; while it is unknown (undefined) the placeholder shows. */
  src: string | undefined;
  alt?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** The Quiz Coop logo: a placeholder while the image loads, the image, or the text 'Quiz Coop!' if it fails. */
export const Logo = forwardRef<HTMLSpanElement, LogoProps>(function Logo(
  { src, alt = 'Quiz Coop', size, className, ...rest },
  ref,
) {
  // The outcome is remembered per address, so a new src starts over at 'loading' without an effect.
  const [outcome, setOutcome] = useState<{ src: string; state: 'loaded' | 'error' } | null>(null);
  const state: LogoState = src === undefined ? 'loading' : outcome?.src === src ? outcome.state : 'loading';
  // An image in a prerendered page may have finished before the app took the page over, its load event
  // long gone: what the image already knows counts as that event.
  const adoptFinishedImage = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img?.complete || src === undefined) return;
      setOutcome({ src, state: img.naturalWidth > 0 ? 'loaded' : 'error' });
    },
    [src],
  );

  return (
    <span ref={ref} className={cx(logo({ size }), className)} data-state={state} {...rest}>
      {state === 'error' ? (
        <span className={fallback}>{LOGO_FALLBACK_TEXT}</span>
      ) : (
        <>
          {state === 'loading' && (
            <Skeleton
              className={src === undefined ? placeholder : placeholderOverImage}
              width="auto"
              height="100%"
            />
          )}
          {src !== undefined && (
            <img
              ref={adoptFinishedImage}
              src={src}
              alt={alt}
              className={image}
              data-state={state}
              onLoad={() => setOutcome({ src, state: 'loaded' })}
              onError={() => setOutcome({ src, state: 'error' })}
            />
          )}
        </>
      )}
    </span>
  );
});
