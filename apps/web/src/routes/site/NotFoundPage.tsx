import { NotFound } from '@quizcoop/ui';
import { renderRouterLink } from '../../app/routerLink';

/** Any unknown path: 'Page Not Found', with 'Return to Home' as the way back. */
export function NotFoundPage() {
  return (
    <main>
      <NotFound renderLink={renderRouterLink} />
    </main>
  );
}
