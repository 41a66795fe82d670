import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef } from 'react';
import { UserIcon } from '../../internal/icons';
import { newTab, renderAnchor } from '../../internal/link';
import type { RenderLink } from '../../internal/link';
import { Button } from '../Button/Button';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { danger, name as nameClass, trigger } from './ProfileMenu.css';

export interface ProfileMenuProps {
  /** Who is signed in, shown on the trigger (a username or email). */
  userName?: string;
  /** Shows 'Admin Dashboard'; pass true only for the one allowed admin. */
  showAdmin?: boolean;
  /** Shows 'Upgrade to Premium'; turn it off for premium users. */
  showUpgrade?: boolean;
  profileHref?: string;
  adminHref?: string;
  upgradeHref?: string;
  helpHref?: string;
  /** Signs out; the app then goes to /auth. */
  onLogout: () => void;
  renderLink?: RenderLink;
}

const opensInNewTab = <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;

/**
 * The signed-in person's menu (spec §2): My Profile (new tab), Admin Dashboard (admins only), Upgrade to
 * Premium, Help Center (new tab) and Logout.
 */
export const ProfileMenu = forwardRef<HTMLButtonElement, ProfileMenuProps>(function ProfileMenu(
  {
    userName,
    showAdmin = false,
    showUpgrade = true,
    profileHref = '/profile',
    adminHref = '/admin',
    upgradeHref = '/pricing',
    helpHref = '/help',
    onLogout,
    renderLink = renderAnchor,
  },
  ref,
) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button
          ref={ref}
          variant="secondary"
          className={trigger}
          aria-label={userName ? `Profile menu for ${userName}` : 'Profile menu'}
        >
          <UserIcon />
          {userName && <span className={nameClass}>{userName}</span>}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {userName && <DropdownMenu.Label>{userName}</DropdownMenu.Label>}
        <DropdownMenu.Item asChild>
          {renderLink({ href: profileHref, ...newTab, children: <>My Profile{opensInNewTab}</> })}
        </DropdownMenu.Item>
        {showAdmin && (
          <DropdownMenu.Item asChild>
            {renderLink({ href: adminHref, children: 'Admin Dashboard' })}
          </DropdownMenu.Item>
        )}
        {showUpgrade && (
          <DropdownMenu.Item asChild>
            {renderLink({ href: upgradeHref, children: 'Upgrade to Premium' })}
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Item asChild>
          {renderLink({ href: helpHref, ...newTab, children: <>Help Center{opensInNewTab}</> })}
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item className={danger} onSelect={onLogout}>
          Logout
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
});
