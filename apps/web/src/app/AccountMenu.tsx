import { signOut } from '@quizcoop/api';
import { useBackendClient, useIsAdmin, useProfile, useSession } from '@quizcoop/api/react';
import { ProfileMenuTrigger } from '@quizcoop/ui';
import type { KeyboardEvent } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadOnce } from './loadOnce';
import { handBrowserTo } from './personalStorage';
import type * as ProfileMenuModule from './profileMenu';
import { renderRouterLink } from './routerLink';
import { toast } from './siteToasts';

type ProfileMenuComponent = typeof ProfileMenuModule.ProfileMenu;

/** The menu's code, fetched when the menu is first wanted. */
const profileMenu = loadOnce<ProfileMenuComponent>(() =>
  import('./profileMenu').then((module) => module.ProfileMenu),
);

export interface AccountMenuProps {
  /** Hide 'Upgrade to Premium' for people who already have premium. */
  isPremium?: boolean;
}

/**
 * The profile menu, wired to the session: the username on the trigger, Admin Dashboard only when the
 * database says this is the admin, Logout signing out and going to /auth. Nothing shows for visitors. The
 * button shows at once; the menu behind it arrives when pointed at or focused, and opens if it was pressed.
 */
export function AccountMenu({ isPremium = false }: AccountMenuProps) {
  const client = useBackendClient();
  const navigate = useNavigate();
  const { session } = useSession();
  const { isAdmin } = useIsAdmin();
  const { data: profile } = useProfile();
  const [ProfileMenu, setProfileMenu] = useState(() => profileMenu.current());
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const menuTrigger = useRef<HTMLButtonElement>(null);
  const focusOnArrival = useRef(false);

  const want = useCallback((open: boolean) => {
    if (open) setOpenOnArrival(true);
    profileMenu.load().then(
      (menu) => {
        focusOnArrival.current = document.activeElement === placeholder.current;
        setProfileMenu(() => menu);
      },
      (error: unknown) => console.error('The profile menu could not be loaded:', error),
    );
  }, []);

  useEffect(() => {
    if (ProfileMenu && focusOnArrival.current) menuTrigger.current?.focus();
  }, [ProfileMenu]);

  if (!session) return null;
  const userName = profile?.username ?? session.user.email;

  if (!ProfileMenu) {
    return (
      <ProfileMenuTrigger
        ref={placeholder}
        userName={userName}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={() => want(false)}
        onFocus={() => want(false)}
        // The menu opens on the press, as the menu's own trigger does: were the menu to arrive between press and
        // release, the release would land on a trigger that opens only on a press.
        onPointerDown={(event) => {
          if (event.button === 0) want(true);
        }}
        onClick={() => want(true)}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          want(true);
        }}
      />
    );
  }

  const logout = async () => {
    try {
      await signOut(client);
      // The next person at this computer must find nothing of this teacher's, whoever else hears the sign-out.
      handBrowserTo(null);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'An unexpected error occurred');
      return;
    }
    void navigate('/auth');
  };

  return (
    <ProfileMenu
      ref={menuTrigger}
      userName={userName}
      showAdmin={isAdmin}
      showUpgrade={!isPremium}
      onLogout={() => void logout()}
      renderLink={renderRouterLink}
      defaultOpen={openOnArrival}
    />
  );
}
