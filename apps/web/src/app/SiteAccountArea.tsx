import { useSession, useSubscription } from '@quizcoop/api/react';
import { buttonClassName } from '@quizcoop/ui';
import { Link } from 'react-router';
import { AccountMenu } from './AccountMenu';

/** The header's end: the account menu for a signed-in teacher, 'Sign in' for a visitor, nothing while unsure. */
export function SiteAccountArea() {
  const { status } = useSession();
  const { isPremium } = useSubscription();
  if (status === 'signed-in') return <AccountMenu isPremium={isPremium} />;
  if (status === 'signed-out')
    return (
      <Link to="/auth" className={buttonClassName({ variant: 'secondary' })}>
        Sign in
      </Link>
    );
  return null;
}
