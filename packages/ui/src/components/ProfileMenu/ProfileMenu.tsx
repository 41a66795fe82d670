import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef } from 'react';
import { newTab, renderAnchor } from '../../internal/link';
import type { RenderLink } from '../../internal/link';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { danger } from './ProfileMenu.css';
import { ProfileMenuTrigger } from './ProfileMenuTrigger';

export interface ProfileMenuProps {
  /** Who is signed in, shown on the trigger (a username or email). */
  userName?: string;
  /** Shows 'Admin Dashboard'; pass true only for the one allowed admin. */
  showAdmin?: boolean;
  /** Shows 'Upgrade to Premium'; turn it off for premium users. */
  showUpgrade?: boolean;
  profileHref?: string;
  reportsHref?: string;
  adminHref?: string;
  upgradeHref?: string;
  helpHref?: string;
  /** Signs out; the app then goes to /auth. */
  onLogout: () => void;
  renderLink?: RenderLink;
  /** Opens the menu as it first appears: for a menu fetched when its trigger was pressed. */
  defaultOpen?: boolean;
}

const opensInNewTab = <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;

/**
 * The signed-in person's menu: My Profile (new tab), Reports (the games they played), Admin Dashboard (admins
 * only), Upgrade to Premium, Help Center (new tab) and Logout.
 */
export const ProfileMenu = forwardRef<HTMLButtonElement, ProfileMenuProps>(function ProfileMenu(
  {
    userName,
    showAdmin = false,
    showUpgrade = true,
    profileHref = '/profile',
    reportsHref = '/reports',
    adminHref = '/admin',
    upgradeHref = '/pricing',
    helpHref = '/help',
    onLogout,
    renderLink = renderAnchor,
    defaultOpen = false,
  },
  ref,
) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <ProfileMenuTrigger ref={ref} userName={userName} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {userName && <DropdownMenu.Label>{userName}</DropdownMenu.Label>}
        <DropdownMenu.Item asChild>
          {renderLink({ href: profileHref, ...newTab, children: <>My Profile{opensInNewTab}</> })}
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          {renderLink({ href: reportsHref, children: 'Reports' })}
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
