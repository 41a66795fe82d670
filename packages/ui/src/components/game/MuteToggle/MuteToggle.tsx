import { forwardRef } from 'react';
import { cx } from '../../../internal/classNames';
import type { IconButtonProps } from '../../IconButton/IconButton';
import { IconButton } from '../../IconButton/IconButton';
import { Tooltip } from '../../Tooltip/Tooltip';
import { badge, icon, toggle } from './MuteToggle.css';

export type SoundStatus = 'loading' | 'ready' | 'error';

export interface MuteToggleProps extends Omit<IconButtonProps, 'label' | 'children' | 'onClick'> {
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  /** Sounds load on the first click or key press; 'error' when some of them failed. */
  status: SoundStatus;
}

/** The tooltip reports trouble loading first, then offers the action. */
export function muteTooltip(status: SoundStatus, muted: boolean): string {
  if (status === 'error') return 'Some sounds failed to load';
  if (status === 'loading') return 'Loading sounds...';
  return muted ? 'Unmute sounds' : 'Mute sounds';
}

/** The header's sound switch: an icon button whose tooltip tells the sound state. */
export const MuteToggle = forwardRef<HTMLButtonElement, MuteToggleProps>(function MuteToggle(
  { muted, onMutedChange, status, className, ...rest },
  ref,
) {
  const state = status === 'ready' ? (muted ? 'muted' : 'unmuted') : status;
  return (
    <Tooltip content={muteTooltip(status, muted)}>
      <IconButton
        ref={ref}
        label={muted ? 'Unmute sounds' : 'Mute sounds'}
        className={cx(toggle, className)}
        data-state={state}
        onClick={() => onMutedChange(!muted)}
        {...rest}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={icon}>
          <path d="M11 5 6 9H3v6h3l5 4z" />
          {muted ? (
            <path d="m22 9-6 6M16 9l6 6" />
          ) : (
            <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
          )}
        </svg>
        {status === 'ready' ? null : <span className={badge} aria-hidden="true" />}
      </IconButton>
    </Tooltip>
  );
});
