import { signOut } from '@quizcoop/api';
import { useBackendClient, useIsAdmin, useProfile, useSession } from '@quizcoop/api/react';
import { ProfileMenu } from '@quizcoop/ui';
import { useNavigate } from 'react-router';
import { renderRouterLink } from './routerLink';
import { toast } from './siteToasts';

export interface AccountMenuProps {
  /** Hide 'Upgrade to Premium' for people who already have premium. */
  isPremium?: boolean;
}

/**
 * Spec §2 "Profile menu", wired to the session: the username on the trigger, Admin Dashboard only when the
 * database says this is the admin, Logout signing out and going to /auth. Nothing shows for visitors.
 */
export function AccountMenu({ isPremium = false }: AccountMenuProps) {
  const client = useBackendClient();
  const navigate = useNavigate();
  const { session } = useSession();
  const { isAdmin } = useIsAdmin();
  const { data: profile } = useProfile();
  if (!session) return null;

  const logout = async () => {
    try {
      await signOut(client);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'An unexpected error occurred');
      return;
    }
    void navigate('/auth');
  };

  return (
    <ProfileMenu
      userName={profile?.username ?? session.user.email}
      showAdmin={isAdmin}
      showUpgrade={!isPremium}
      onLogout={() => void logout()}
      renderLink={renderRouterLink}
    />
  );
}
