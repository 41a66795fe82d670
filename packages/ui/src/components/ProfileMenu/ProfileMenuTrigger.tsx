import type { ButtonHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../internal/classNames';
import { UserIcon } from '../../internal/icons';
import { Button } from '../Button/Button';
import { name as nameClass, trigger } from './ProfileMenu.css';

export interface ProfileMenuTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Who is signed in, shown on the trigger (a username or email). */
  userName?: string;
}

/**
 * The profile menu's button on its own. An app that fetches the menu when it is first wanted shows this
 * meanwhile: it is the very button the menu uses, so nothing moves when the menu takes over.
 */
export const ProfileMenuTrigger = forwardRef<HTMLButtonElement, ProfileMenuTriggerProps>(
  function ProfileMenuTrigger({ userName, className, ...rest }, ref) {
    return (
      <Button
        ref={ref}
        variant="secondary"
        className={cx(trigger, className)}
        aria-label={userName ? `Profile menu for ${userName}` : 'Profile menu'}
        {...rest}
      >
        <UserIcon />
        {userName && <span className={nameClass}>{userName}</span>}
      </Button>
    );
  },
);
